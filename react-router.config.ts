import type { Config } from '@react-router/dev/config'

export default {
  ssr: true,
  // A separate build folder lets several checkouts or test runs build side by side.
  buildDirectory: process.env.BUILD_DIR || 'build',
  // React Router 8's changes, none taken up yet: it needs Node 22 (docs/decisions/0015). Said explicitly, so the
  // build does not ask about each one.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config
