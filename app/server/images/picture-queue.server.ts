// The pictures being made, decoded and encoded by libvips in memory outside the JavaScript heap: at most
// `slots` at once, and together at most `bytes` of the memory each is estimated to need, so that one large
// picture is made alone and small ones two at a time. Work waits in order of arrival (a large picture is not
// passed by small ones forever); when `maxWaiting` already wait, more is refused at once rather than held.

export type PictureQueue = {
  /** Runs `work` once a slot and `bytes` are free; throws QueueFull when too many already wait. */
  run<T>(bytes: number, work: () => Promise<T>): Promise<T>
  /** What is running and waiting now. */
  size(): { running: number; waiting: number; bytes: number }
}

export class QueueFull extends Error {}

type Waiting = { bytes: number; start: () => void }

export function createPictureQueue({
  slots,
  bytes: budget,
  maxWaiting,
}: {
  slots: number
  bytes: number
  maxWaiting: number
}): PictureQueue {
  let running = 0
  let used = 0
  const waiting: Waiting[] = []

  function fits(bytes: number) {
    // A picture larger than the whole budget is never queued (the caller refuses it), but if one were, it
    // would run alone rather than wait for ever.
    return running < slots && (used + bytes <= budget || running === 0)
  }

  function startWaiting() {
    while (waiting.length > 0 && fits(waiting[0].bytes)) waiting.shift()?.start()
  }

  return {
    run(bytes, work) {
      if (waiting.length >= maxWaiting)
        return Promise.reject(new QueueFull(`${waiting.length} pictures are waiting to be made`))
      return new Promise((resolve, reject) => {
        const start = () => {
          running += 1
          used += bytes
          Promise.resolve()
            .then(work)
            .then(resolve, reject)
            .finally(() => {
              running -= 1
              used -= bytes
              startWaiting()
            })
        }
        if (waiting.length === 0 && fits(bytes)) start()
        else waiting.push({ bytes, start })
      })
    },
    size: () => ({ running, waiting: waiting.length, bytes: used }),
  }
}
