# syntax=docker/dockerfile:1
# A production image: the built app and server bundle on Node 20, run as a non-root user.
# Build: docker build -t brandsculpt .   Run: see compose.yaml and docs/deploy.md.

FROM node:20-bookworm-slim AS build
WORKDIR /app
# `npm install` (not `npm ci`): it follows package-lock.json for everything it records and skips
# other platforms' optional packages (see .ci/run).
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund \
    # Only the font files the product draws with (the packages ship every weight: 56 MB more).
    && npx tsx scripts/prune-fonts.ts

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=262144 \
    MIMALLOC_ABANDONED_PAGE_PURGE=1 \
    MIMALLOC_PURGE_DELAY=0
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
USER node
EXPOSE 3000
# Readiness turns 503 while an instance drains on SIGTERM, so a load balancer moves traffic away.
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The bundled server: migrates (under an advisory lock, so replicas can start together), then serves.
# Its node flags come from dist/server/node-flags.mjs, as `npm start` decides them
# (scripts/server-command.ts): on the embedded database (no DATABASE_URL) PGlite's WASM stays in
# V8's baseline compiler (the optimising tier costs ~45 MB of RSS), and on a memory budget with room
# for no second render worker (MEMORY_BUDGET_MB, else the container's limit) the request thread's
# young generation is capped.
CMD ["sh", "-c", "flags=$(node dist/server/node-flags.mjs) && exec node $flags dist/server/main.mjs"]
