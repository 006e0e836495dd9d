# syntax=docker/dockerfile:1
#
# Tandem: one image with the portal, the in-process API, the embedded database (PGlite in /data) and,
# only with DEV_TOOLS=true, the development identity providers. It ships what the tests ran
# (docs/decisions/057-image-runs-compiled-server.md):
#  - node_modules is the install the build used, the one `npm ci` of the lock file through the same
#    lifecycle as a developer's and CI's install, pruned to the production dependencies: no package is
#    installed twice or copied in part;
#  - the server is compiled ahead of time (`npm run build`: build/index.js for the pages, build/server.js
#    for the server, build/migrate.js for the migrations): no TypeScript and no TypeScript loader at run time;
#  - the code is owned by root and read-only for the server, which runs as `node` (uid 1000).
#
# Tested by `npm run test:image` (scripts/image/test.mjs); the commands of docs/operations.md
# ("Run it in production"):
#   podman build --format docker -t tandem .          # or: docker build -t tandem .
#   podman run -p 8080:3000 -v tandem-data:/data -e PUBLIC_URL=http://localhost:8080 \
#     -e SESSION_SECRET=… -e OIDC_APPLICANT_ISSUER=… (and the other issuers, or DEV_TOOLS=true) tandem
#
# NODE_IMAGE: any Debian-based Node ≥ 20.19 image with a `node` user (uid 1000); the test builds on a base
# made locally from the machine's Node (scripts/image/podman-setup.sh).
ARG NODE_IMAGE=docker.io/library/node:22-bookworm-slim

# --- build: install everything, compile, then drop the dev dependencies from that same tree ------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 \
    npm_config_update_notifier=false \
    npm_config_fund=false \
    npm_config_audit=false
# The whole checkout (.dockerignore leaves out local state and test output): the install sees what the
# developer's install sees, lifecycle scripts included.
COPY . .
RUN --mount=type=cache,target=/root/.npm npm ci
RUN npm run build
RUN npm prune --omit=dev \
 && test ! -e node_modules/tsx \
 && rm -f build/*.map build/metafile.*.json

# --- runtime -----------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data

# Code stays owned by root (read-only for the server); only /data is writable by the node user.
# package.json: "type": "module" for build/*.js
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/public ./public
COPY --from=build /app/locales ./locales

# /data: the PGlite database and generated secrets; documents unless S3_* is set (nothing at all with
# DATABASE_URL, S3_* and external issuers).
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]

USER node
EXPOSE 3000

# Liveness: the process answers (no dependency is asked; /readyz is the readiness check).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

# build/server.js handles SIGTERM itself (graceful shutdown), so node can run as PID 1.
CMD ["node", "build/server.js"]
