import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { freePort } from '../tests/support/postgres-server'
import { nginxFolder, runNginx } from './nginx'

/**
 * deploy/nginx.conf, run on loopback in front of app instances with a throwaway certificate: visitors get TLS and
 * HTTP/2 as in production, and the instances take turns.
 */
export async function startLoadBalancer(port: number, ...upstreamPorts: number[]) {
  const dir = nginxFolder('lb')
  const key = path.join(dir, 'key.pem')
  const cert = path.join(dir, 'cert.pem')
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  )

  const replacements: [RegExp, string][] = [
    [/^worker_processes .*$/m, 'worker_processes 1;'],
    [
      /^(\s*)server app-a:3000 (.*) resolve;\n\s*server app-b:3000 .* resolve;$/m,
      upstreamPorts.map((upstreamPort) => `$1server 127.0.0.1:${upstreamPort} $2;`).join('\n'),
    ],
    // Docker's DNS is not here, and nothing needs it: the instances are named by address.
    [/^\s*resolver .*;$/m, ''],
    [/listen 443 ssl http2;/, `listen 127.0.0.1:${port} ssl http2;`],
    [/ssl_certificate \S+;/, `ssl_certificate ${cert};`],
    [/ssl_certificate_key \S+;/, `ssl_certificate_key ${key};`],
    [/listen 80;/, `listen 127.0.0.1:${await freePort()};`],
    // Off port 443 the Host passed on must keep its port, as the browser's Origin does, or React Router
    // refuses form posts as coming from another origin.
    [/proxy_set_header Host \$host;/, 'proxy_set_header Host $http_host;'],
  ]
  let conf = fs.readFileSync('deploy/nginx.conf', 'utf8')
  for (const [pattern, value] of replacements) {
    if (!pattern.test(conf))
      throw new Error(`deploy/nginx.conf no longer has ${pattern}; update bench/load-balancer.ts`)
    conf = conf.replace(pattern, value)
  }
  const nginx = await runNginx(dir, conf)
  return { url: `https://127.0.0.1:${port}`, stop: nginx.stop }
}
