# The join product as one image, run as two deployments (docs/deploying.md): the join API (this
# CMD) and the page server (command `node dist/apps/page-server/main.mjs`, with API_URL).
# Stages: install everything, build, install runtime packages only, run as the unprivileged `node` user. Build: docker build -t join .
# Run (many copies on one PostgreSQL): docker run -p 8080:8080 -e DATABASE_URL=postgres://... \
#   -e WEB_CONCURRENCY=auto -e BRAINTREE_MERCHANT_ID=... join
# Migrate before a rollout (a job with the same image): docker run --rm -e DATABASE_URL=postgres://... \
#   join node dist/apps/join-api/main.mjs migrate
# apps/join-api/src/test/start-command.spec.ts runs this file's CMD with its ENV (no Docker there).

FROM node:26-bookworm-slim AS deps
WORKDIR /src
COPY package.json package-lock.json ./
# Exactly the lockfile's versions; it fails rather than resolve anything anew.
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN node tools/build.mjs

# The payment page check's image (docker build --target payment-check): the build's tools/,
# inventory (docs/payment-scripts.json) and packages, and Debian's Chromium to load the page.
FROM build AS payment-check
RUN apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium \
  && rm -rf /var/lib/apt/lists/*
ENV CHROMIUM_PATH=/usr/bin/chromium
USER node
CMD ["npm", "run", "payment-page-check"]

FROM node:26-bookworm-slim AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:26-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production PORT=8080 HOST=0.0.0.0 DIST_DIR=dist/apps DATA_DIR=/app/.data
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY --from=build /src/package.json ./package.json
COPY --from=build /src/dist/apps ./dist/apps
# The embedded database (no DATABASE_URL, one process) keeps its folder here.
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist/apps/join-api/main.mjs"]
