import { fileURLToPath } from 'node:url'
import express from 'express'
import { createSite, logger, start, stop } from './app'
import { listen, startFailed } from './listen'

// The production server: compiled by `npm run build` together with the site into build/server/start.js, and
// run by Node as plain JavaScript (`npm run serve`). The browser's files, the gazetteer and the facts of our own
// pictures are the ones built beside it.

const host = express()
host.disable('x-powered-by')
host.use(
  createSite({
    clientDir: fileURLToPath(new URL('../client', import.meta.url)),
    gazetteerFile: fileURLToPath(new URL('./gazetteer.json', import.meta.url)),
    pictureFactsFile: fileURLToPath(new URL('./picture-facts.json', import.meta.url)),
  }),
)
// The scheduled backups run the backup program the build compiled beside this one (`npm run backup`).
const backupProgram = [fileURLToPath(new URL('./backup.js', import.meta.url))]
listen(host, { start: () => start({ backupProgram }), stop, logger }).catch(startFailed)
