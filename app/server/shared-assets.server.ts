import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { logger } from './logger.server'

// During a rolling deploy, instances of two builds answer side by side behind one load balancer: a page from the
// new build asks whichever instance the balancer picks for its scripts, and so does a page from the old one. So
// each instance copies its build's assets into a folder every instance shares (ASSETS_DIR) and serves from it
// what its own build does not have (docs/decisions/0101). An asset's name carries a hash of its content, so one
// name never stands for two files, and a copy never needs replacing. The folder keeps the files of every build
// that runs: each instance marks its own as in use (their modification time) when it starts and every hour, and
// a file that no instance has marked for a week, a build long gone, is removed. The compressed twins stay out:
// the other build's files are asked for only while a deploy rolls, and are compressed as they are sent.

const markEveryMs = 60 * 60_000
const keepUnmarkedMs = 7 * 24 * 60 * 60_000

const compressedTwin = /\.(br|gz)$/

type SharingOptions = { now?: () => Date }

/**
 * Copies the build's assets into the shared folder, marks them in use, removes what no build has used for a week,
 * and does the marking and removing again every hour. Runs once before the server answers; answers how to stop.
 */
export function shareAssets(ownDir: string, sharedDir: string, { now = () => new Date() }: SharingOptions = {}) {
  fs.mkdirSync(sharedDir, { recursive: true })
  const own = fs.readdirSync(ownDir).filter((name) => !compressedTwin.test(name))

  function share() {
    const time = now()
    for (const name of own) {
      const target = path.join(sharedDir, name)
      if (!fs.existsSync(target)) {
        // Written beside its place and renamed into it, so that an instance never serves half a file.
        const partial = path.join(sharedDir, `.${name}.${crypto.randomUUID()}.partial`)
        fs.copyFileSync(path.join(ownDir, name), partial)
        fs.renameSync(partial, target)
      }
      fs.utimesSync(target, time, time)
    }
    const oldest = time.getTime() - keepUnmarkedMs
    for (const name of fs.readdirSync(sharedDir)) {
      const file = path.join(sharedDir, name)
      // Another instance may have renamed its partial copy away since the folder was read.
      const modified = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs
      if (modified !== undefined && modified < oldest) fs.rmSync(file, { force: true })
    }
  }

  share()
  const timer = setInterval(() => {
    try {
      share()
    } catch (error) {
      logger.warn({ err: error }, 'the shared assets could not be marked in use; trying again in an hour')
    }
  }, markEveryMs)
  timer.unref()
  return () => clearInterval(timer)
}
