export function readingTimeLabel(minutes: number) {
  return `${minutes} min read`
}
