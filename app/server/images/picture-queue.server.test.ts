import { describe, expect, it } from 'vitest'
import { QueueFull, createPictureQueue } from './picture-queue.server'

/** A piece of work that runs until the test finishes it, and says whether it has started. */
function work() {
  let finish = () => {}
  const piece = {
    started: false,
    finish: () => finish(),
    run: () =>
      new Promise<void>((resolve) => {
        piece.started = true
        finish = resolve
      }),
  }
  return piece
}

/** Lets the queue's promises settle. */
const settled = () => new Promise((resolve) => setImmediate(resolve))

const megabyte = 1024 * 1024

describe('the queue of pictures being made', () => {
  it('makes two small pictures at once, and a third when one of them is done', async () => {
    const queue = createPictureQueue({ slots: 2, bytes: 256 * megabyte, maxWaiting: 8 })
    const [a, b, c] = [work(), work(), work()]
    const done = [a, b, c].map((piece) => queue.run(10 * megabyte, piece.run))
    await settled()
    expect([a.started, b.started, c.started]).toEqual([true, true, false])

    a.finish()
    await settled()
    expect(c.started).toBe(true)
    b.finish()
    c.finish()
    await Promise.all(done)
    expect(queue.size()).toEqual({ running: 0, waiting: 0, bytes: 0 })
  })

  it('makes a large picture alone, and lets nothing smaller pass it while it waits', async () => {
    const queue = createPictureQueue({ slots: 2, bytes: 256 * megabyte, maxWaiting: 8 })
    const [small, large, later] = [work(), work(), work()]
    const done = [
      queue.run(100 * megabyte, small.run),
      queue.run(200 * megabyte, large.run),
      queue.run(10 * megabyte, later.run),
    ]
    await settled()
    expect([small.started, large.started, later.started]).toEqual([true, false, false])

    small.finish()
    await settled()
    expect([large.started, later.started]).toEqual([true, true])
    expect(queue.size()).toEqual({ running: 2, waiting: 0, bytes: 210 * megabyte })
    large.finish()
    later.finish()
    await Promise.all(done)
  })

  it('refuses at once when as many as it holds are waiting, and still makes the ones it took', async () => {
    const queue = createPictureQueue({ slots: 1, bytes: 256 * megabyte, maxWaiting: 2 })
    const pieces = [work(), work(), work()]
    const done = pieces.map((piece) => queue.run(megabyte, piece.run))
    await expect(queue.run(megabyte, async () => 'made')).rejects.toBeInstanceOf(QueueFull)
    for (const piece of pieces) {
      await settled()
      piece.finish()
    }
    await Promise.all(done)
    expect(await queue.run(megabyte, async () => 'made')).toBe('made')
  })

  it('frees its slot when a picture fails', async () => {
    const queue = createPictureQueue({ slots: 1, bytes: 256 * megabyte, maxWaiting: 2 })
    await expect(queue.run(megabyte, () => Promise.reject(new Error('unreadable')))).rejects.toThrow('unreadable')
    expect(queue.size()).toEqual({ running: 0, waiting: 0, bytes: 0 })
    expect(await queue.run(megabyte, async () => 'made')).toBe('made')
  })
})
