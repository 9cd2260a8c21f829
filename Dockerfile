# The application image. docker-compose.yml runs it against MongoDB, Mailpit and MinIO.

# The web app is built with the dev dependencies (vite and its plugins), which stay out of the final image.
FROM node:20-slim AS web
WORKDIR /build
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build:web

FROM node:20-slim
WORKDIR /app
ENV NODE_ENV=production

# Dependencies first, so source edits do not invalidate this layer. tsx (which runs the TypeScript sources)
# is a runtime dependency, so dev dependencies stay out of the image.
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

COPY . .
COPY --from=web /build/dist/web ./dist/web
RUN mkdir -p /app/data && chown node:node /app/data

USER node
ENV HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
EXPOSE 3000

HEALTHCHECK --interval=10s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]

# What `npm start` runs, started directly: npm does not pass SIGTERM on to the app, so `docker stop` would
# kill it without the graceful shutdown in core/main.ts.
# --max-semi-space-size: a larger young generation for the app's thread, so a long report's batches die young
# (bench/README.md "bench:timesheet", seventh pass); --no-allocation-site-pretenuring: request-scoped objects stay in
# the young generation (bench/README.md "The app's V8 flags"); --v8-pool-size=0: V8's background threads (GC,
# compilation) one fewer than the container's cores instead of Node's four, so a full GC's concurrent marking and
# sweeping leave a core to the requests (bench/README.md "bench:clock", thirteenth pass). `npm start` runs with all
# three too.
CMD ["node_modules/.bin/tsx", "--max-semi-space-size=64", "--v8-pool-size=0", "--no-allocation-site-pretenuring", "core/main.ts"]
