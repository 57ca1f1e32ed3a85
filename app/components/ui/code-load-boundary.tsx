import { Component, type ReactNode } from 'react'

type Props = { fallback: ReactNode; children: ReactNode }

/**
 * Around a part whose code is fetched on first use: if that code cannot be fetched (a dropped connection on a
 * phone, a deploy that replaced the files), the part gives way to `fallback` instead of taking the whole page
 * to the error screen. React still reports the error in the console.
 */
export class CodeLoadBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
