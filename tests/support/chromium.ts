// Debian's Chromium, started the way this project's machines require: headless use without a sandbox, and none
// of the background connections a closed network would refuse. Shared by the browser tests and the page bench.
export const chromiumPath = '/usr/bin/chromium'

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
