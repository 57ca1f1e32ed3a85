// The production server's start-up and resident memory, started as `npm run serve` starts it: the time from
// starting the process to its first answer, its resident memory (VmRSS) two seconds after that with no request
// yet, and again after six pages and one locality search, as a first visitor would ask them. Run `npm run build`
// first; each run starts the server afresh on an empty data folder.
//
// COMPARE_BUILD=<another checkout's build folder> measures that build too, in alternating runs (this, that, that,
// this …; BENCH_ROUNDS each, five by default), and prints the medians of both: the way to tell a change from the
// machine's noise. That checkout needs its own node_modules.
import os from 'node:os'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { residentBytes, startSite, stopSite } from '../tests/support/site-process'

const rounds = Number(process.env.BENCH_ROUNDS || 5)
const pages = ['/', '/enquiry', '/blog', '/book', '/contact', '/wedding-packages']
const search = '/api/geo/search?q=madhapur'

type Run = { startUpMs: number; idleMb: number; afterSearchMb: number }
type Build = { name: string; checkout?: string; buildDir?: string; runs: Run[] }

const megabytes = (bytes: number) => bytes / 1024 / 1024

async function run({ checkout, buildDir }: Build): Promise<Run> {
  const site = await startSite({ checkout, env: buildDir ? { BUILD_DIR: buildDir } : {} })
  try {
    await delay(2_000)
    const idleMb = megabytes(residentBytes(site))
    for (const page of pages) {
      const answer = await fetch(`${site.url}${page}`)
      if (!answer.ok) throw new Error(`${page} answered ${answer.status}`)
      await answer.arrayBuffer()
    }
    const found = await fetch(`${site.url}${search}`)
    if (!found.ok) throw new Error(`the locality search answered ${found.status}`)
    await found.json()
    await delay(1_000)
    return { startUpMs: site.startUpMs, idleMb, afterSearchMb: megabytes(residentBytes(site)) }
  } finally {
    await stopSite(site)
  }
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

const builds: Build[] = [{ name: 'this build', runs: [] }]
if (process.env.COMPARE_BUILD) {
  const buildDir = path.resolve(process.env.COMPARE_BUILD)
  builds.push({ name: process.env.COMPARE_BUILD, checkout: path.dirname(buildDir), buildDir, runs: [] })
}
for (let round = 1; round <= rounds; round++) {
  // Which build goes first swaps every round, so that neither always runs in the same place in a pair.
  for (const build of round % 2 === 1 ? builds : [...builds].reverse()) {
    const figures = await run(build)
    console.error(JSON.stringify({ build: build.name, round, ...figures }))
    build.runs.push(figures)
  }
}

const each = (runs: Run[], pick: (run: Run) => number) => runs.map((one) => Math.round(pick(one))).join(', ')
console.log(`Node ${process.version}, ${rounds} runs per build${builds.length > 1 ? ', alternating' : ''}; ${new Date().toISOString().slice(0, 10)}; ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}. Start-up: from starting the process to its first answer. Resident memory (VmRSS): idle 2 s after start-up; then after ${pages.join(', ')} and one locality search.

| build | start-up, median | resident idle, median | resident after the search, median | start-up, each run (ms) | idle, each run (MB) | after the search, each run (MB) |
| --- | --- | --- | --- | --- | --- | --- |
${builds
  .map(
    ({ name, runs }) =>
      `| ${name} | ${Math.round(median(runs.map((one) => one.startUpMs)))} ms | ${median(runs.map((one) => one.idleMb)).toFixed(0)} MB | ${median(runs.map((one) => one.afterSearchMb)).toFixed(0)} MB | ${each(runs, (one) => one.startUpMs)} | ${each(runs, (one) => one.idleMb)} | ${each(runs, (one) => one.afterSearchMb)} |`,
  )
  .join('\n')}`)
