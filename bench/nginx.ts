import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** A working folder for nginx that its workers (another user) can read. */
export function nginxFolder(name: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${name}-`))
  fs.chmodSync(dir, 0o755)
  return dir
}

/** Resolves once nginx has opened its sockets: it writes its pid file after that, not before. */
function listening(dir: string, nginx: ChildProcess) {
  const pidFile = path.join(dir, 'nginx.pid')
  return new Promise<void>((resolve, reject) => {
    const watcher = fs.watch(dir, () => check())
    const exited = (code: number | null) =>
      finish(new Error(`nginx exited with code ${code}: ${fs.readFileSync(path.join(dir, 'error.log'), 'utf8')}`))
    function finish(error?: Error) {
      watcher.close()
      nginx.off('exit', exited)
      if (error) reject(error)
      else resolve()
    }
    function check() {
      if (fs.existsSync(pidFile)) finish()
    }
    nginx.once('exit', exited)
    check()
  })
}

/**
 * Runs Debian's nginx (installed when missing) in the foreground with `conf` (an http-level config without
 * the process directives, which are added here), until stop() is called.
 */
export async function runNginx(dir: string, conf: string) {
  if (!fs.existsSync('/usr/sbin/nginx'))
    execFileSync('apt-get', ['install', '-y', '-qq', 'nginx'], { stdio: 'inherit' })
  const file = path.join(dir, 'nginx.conf')
  fs.writeFileSync(file, `daemon off;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\n${conf}`)
  const nginx = spawn('/usr/sbin/nginx', ['-c', file, '-p', dir], { stdio: 'ignore' })
  await listening(dir, nginx)
  return {
    stop: () => {
      nginx.kill('SIGQUIT')
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
