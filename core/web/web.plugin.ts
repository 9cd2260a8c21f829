import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

export interface WebAppOptions {
  /** The built web app (`npm run build:web` writes dist/web). */
  dir: string;
}

/** Whether a built web app is in `dir`. */
export function hasWebApp(dir: string): boolean {
  return existsSync(join(dir, "index.html"));
}

/**
 * Serves the built web app from the API's own origin (issue 4: `npm start` serves it): hashed assets cached for
 * a year, the service worker, manifest and index.html never cached, so a deploy is picked up at once.
 */
export const webAppPlugin = fp<WebAppOptions>(
  async (app: FastifyInstance, options) => {
    await app.register(fastifyStatic, {
      root: options.dir,
      // one route per file present at boot, so unknown paths fall to the page fallback below
      wildcard: false,
      index: false,
      setHeaders(res, path) {
        if (/[/\\]assets[/\\]/.test(path)) res.header("cache-control", "public, max-age=31536000, immutable");
        else res.header("cache-control", "no-cache");
      },
    });
  },
  { name: "core.web" },
);

/**
 * The page for a browser navigation no route knows: index.html, so the web app's router decides (its own
 * not-found page included). API paths and non-GET requests keep the catalogue 404.
 */
export function webAppFallback(dir: string) {
  let html: Buffer | undefined;
  return async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    if (request.method !== "GET" && request.method !== "HEAD") return false;
    const path = request.url.split("?")[0] ?? "/";
    if (path === "/api" || path.startsWith("/api/")) return false;
    if (/\.[a-z0-9]+$/i.test(path) && !path.endsWith(".html")) return false;
    html ??= await readFile(join(dir, "index.html"));
    await reply.code(200).type("text/html; charset=utf-8").header("cache-control", "no-cache").send(html);
    return true;
  };
}
