import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { Types } from "mongoose";
import { listCompanyIds } from "../../tenants/tenants.service.js";
import { UserModel } from "../auth/users.model.js";
import { systemContext } from "../context.js";
import { WIDGETS_MANIFEST, type WidgetsManifest } from "./build-widgets.js";
import { PublishableKeyModel } from "./publishable-keys.model.js";
import { createPublishableKey, keyOf } from "./publishable-keys.service.js";

export const DEMO_INTRANET_KEY_NAME = "Demo intranet";

/** The demo page: every built widget, the embed snippet as the intranet would write it. */
export function demoIntranetPage(options: { appOrigin: string; key: string; widgets: string[] }): string {
  const snippet = `<script src="${options.appOrigin}/widgets/loader.js" data-key="${options.key}" async></script>`;
  const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Demo intranet</title>
<style>body{font:16px/1.5 Georgia,serif;margin:0;background:#f4f1ea;color:#222}header{background:#37474f;color:#fff;padding:16px 24px}
main{display:grid;gap:20px;grid-template-columns:repeat(auto-fill,minmax(300px,1fr));padding:24px}pre{white-space:pre-wrap;
background:#fff;padding:12px;border:1px solid #ccc;margin:0 24px;overflow-wrap:anywhere}</style>
${snippet}</head>
<body><header><h1>Demo intranet</h1><p>A plain page on another origin, with every widget of the company.</p></header>
<h2 style="margin:16px 24px 8px">Embed snippet</h2><pre>${escape(snippet)}
${options.widgets.map((name) => escape(`<workforce-widget name="${name}"></workforce-widget>`)).join("\n")}</pre>
<main>${options.widgets.map((name) => `<workforce-widget name="${name}"></workforce-widget>`).join("\n")}</main>
</body></html>`;
}

/**
 * Development only (`NODE_ENV=development`, core/main.ts): a plain HTML page on a port of its own, another origin than
 * the app's, that embeds every built widget with a publishable key of the first company (the demo company of a fresh
 * `npm start`), created once and bound to this page's origins. Prints nothing itself; returns where it listens.
 */
export async function startDemoIntranet(options: {
  appOrigin: string;
  widgetsDir: string;
  port: number;
  log: FastifyBaseLogger;
}): Promise<{ origin: string; close(): Promise<void> } | null> {
  const manifestPath = join(options.widgetsDir, WIDGETS_MANIFEST);
  const [companyId] = await listCompanyIds();
  if (!companyId || !existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as WidgetsManifest;
  let page = "";
  const server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache" });
    response.end(page);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, "127.0.0.1", resolve);
  });
  const port = (server.address() as AddressInfo).port;
  const origins = [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
  const existing = await PublishableKeyModel.findOne({
    companyId: new Types.ObjectId(companyId),
    name: DEMO_INTRANET_KEY_NAME,
    revokedAt: null,
    allowedOrigins: { $all: origins },
  })
    .lean()
    .exec();
  let key = existing ? keyOf(existing) : undefined;
  if (!key) {
    const admin = await UserModel.findOne({ "memberships.companyId": new Types.ObjectId(companyId) }, { _id: 1 })
      .lean()
      .exec();
    const ctx = systemContext({ companyId, name: "demo-intranet", log: options.log });
    key = (
      await createPublishableKey(ctx, {
        name: DEMO_INTRANET_KEY_NAME,
        allowedOrigins: origins,
        createdBy: String(admin?._id ?? new Types.ObjectId()),
      })
    ).key;
  }
  page = demoIntranetPage({ appOrigin: options.appOrigin, key, widgets: Object.keys(manifest.widgets) });
  return {
    origin: origins[0]!,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
