# syntax=docker/dockerfile:1
# Multi-stage image: build with every dependency, run with production dependencies only, as a non-root user.

FROM node:24-bookworm-slim AS build
WORKDIR /app
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
# Fixes to dependencies (patch-package, run after the install), until their own releases carry them.
COPY patches ./patches
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
# Two malloc arenas instead of glibc's eight per core: memory libvips's threads free while making pictures goes
# back to use instead of staying in per-thread arenas (a flood of large pictures peaks at 394 MB, not 877 MB:
# docs/decisions/0118).
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/app/data \
    MALLOC_ARENA_MAX=2
WORKDIR /app
# What `npm run backup` and `npm run restore` run (docs/decisions/0099): restic, and PostgreSQL 15's pg_dump and
# pg_restore (bookworm's), which must be of the server's major version or newer.
RUN apt-get update \
  && apt-get install -y --no-install-recommends restic postgresql-client ca-certificates \
  && rm -rf /var/lib/apt/lists/*
# The folders deploy/compose.yaml mounts volumes on: a new volume takes its owner from the folder it is mounted on.
RUN useradd --system --uid 10001 --home-dir /app site \
  && mkdir -p /app/data /app/shared-assets /app/backups \
  && chown site /app/data /app/shared-assets /app/backups
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/content ./content
COPY --from=build /app/package.json ./
USER site
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The server the build compiled, run by Node itself (plain JavaScript, one process, so signals reach it directly), with
# the options of `npm run serve` (docs/decisions/0105 and 0106).
CMD ["node", "--max-semi-space-size=4", "build/server/start.js"]
