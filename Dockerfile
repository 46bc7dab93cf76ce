# The shop's image: Node 20 on Debian slim, the built app and its production dependencies only,
# running as the unprivileged `node` user. Both stages run the same script CI runs without Docker
# (scripts/image-contents.sh), so the image holds what the tests started.
#
#   docker build -t print-shop .
#   docker run -e DATABASE_URL=postgres://… -e NODE_ENV=production -e SHOP_UEN=… -p 3000:3000 print-shop
# Several servers behind a TLS proxy, with PostgreSQL and object storage: compose.yaml.

FROM node:20-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN scripts/image-contents.sh /app

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    LOG_FORMAT=json \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=2
WORKDIR /app
# Root owns the code (read-only to the server); only /data, for the embedded database when no
# DATABASE_URL is set, belongs to `node`.
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# Liveness: the process answers. The proxy uses /api/ready (503 while draining or without the database).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM reaches node directly (no shell): it drains for DRAIN_SECONDS, then finishes requests and jobs.
STOPSIGNAL SIGTERM
CMD ["node", "dist/server/server.js"]
