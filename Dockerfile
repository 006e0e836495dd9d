# syntax=docker/dockerfile:1
#
# Tandem: one image with the portal, the in-process API, the embedded database (PGlite in /data)
# and the development identity providers. Build on Node 22 LTS (the repository runs on Node ≥ 20.19).
#
#   docker build -t tandem .
#   docker run -p 3000:3000 -v tandem-data:/data -e SESSION_SECRET=… tandem
#
# NODE_ENV=production: SESSION_SECRET is required, demo data is not seeded (DEV_TOOLS=true to seed).
# The server runs its TypeScript with tsx (a runtime dependency), so dev dependencies cannot simply be
# pruned from the build stage: the runtime gets node_modules from a separate `npm ci --omit=dev`.

ARG NODE_IMAGE=node:22-bookworm-slim

# --- all dependencies, for the build ------------------------------------------------------------
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 \
    npm_config_update_notifier=false
COPY package.json package-lock.json ./
# the postinstall applies patches/ (Remix's compiler, and the route matcher the server runs)
COPY patches ./patches
RUN npm ci --no-audit --no-fund

# --- build: remix build → build/ (server bundle) and public/build/ (browser assets) ---------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npm run build

# --- production dependencies only ----------------------------------------------------------------
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
ENV npm_config_update_notifier=false
COPY package.json package-lock.json ./
# patch-package is a dev dependency: skip the postinstall and take the patched route matcher from deps
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY --from=deps /app/node_modules/@remix-run/router ./node_modules/@remix-run/router

# --- runtime ---------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data

# Code stays owned by root (read-only for the server); only /data is writable by the node user.
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/public ./public
COPY package.json tsconfig.json server.ts ./
COPY server ./server
COPY api ./api
COPY contracts ./contracts
COPY idp ./idp
COPY locales ./locales
# server.ts composes a few portal modules itself (route guards' handles, the pending-form stores)
COPY app ./app

# /data: the PGlite database and generated secrets; documents unless S3_* is set (nothing with DATABASE_URL, S3_*, SESSION_SECRET).
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]

USER node
EXPOSE 3000

HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

# server.ts handles SIGTERM itself (graceful shutdown), so node can run as PID 1.
CMD ["node", "--import", "tsx", "server.ts"]
