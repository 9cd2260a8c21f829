/**
 * `node --import tsx scripts/test/sweep-module.ts <id>`: boots the app with the product's registry (modules/server.ts)
 * on a fresh embedded database and runs the route sweeps (core/test/sweeps.test.ts) over the routes of module `<id>`:
 * another tenant's company and records answer 404, levels the route does not allow 403, no session 401, bad input 400
 * with the catalogue message. Prints one JSON line `{ routes, checks, failures, openapi }` (`openapi`: the module's
 * paths and error codes in the app's OpenAPI document, what `npm run sdk:generate` writes to the SDK).
 * scripts/test/module-new.test.ts runs it in a copy of the repository where `npm run module:new <id>` has just
 * scaffolded the module.
 */
import mongoose, { Types } from "mongoose";
import { allowedLevelsOf } from "../../core/auth/route-levels.js";
import { LEVELS } from "../../core/context.js";
import { errorCatalogue, type ErrorCode, messageFor } from "../../core/errors/catalogue.js";
import { buildTestApp, createTestTenant } from "../../core/testing/kit.js";
import { startTestDatabase } from "../../core/testing/db.js";

const id = process.argv[2];
if (!id) throw new Error("usage: sweep-module.ts <module id>");

const db = await startTestDatabase();
await mongoose.connect(db.uri, { dbName: `sweep_${Date.now()}` });
const { app } = await buildTestApp();
const failures: string[] = [];
let checks = 0;
const check = (ok: boolean, what: string) => {
  checks += 1;
  if (!ok) failures.push(what);
};

try {
  const routes = app.routeTable
    .flatMap((route) => [route.method].flat().map((method) => ({ method, url: route.url, route })))
    .filter((r) => r.method !== "HEAD" && r.url.startsWith(`/api/companies/:companyId/${id}/`));
  const a = await createTestTenant(app, { companyName: "Alpha" });
  const b = await createTestTenant(app, { companyName: "Beta" });

  // B's data, through the module's own create route (the template's: a note)
  for (const { method, url } of routes.filter((r) => r.method === "POST" && !/:(?!companyId)/.test(r.url))) {
    const r = await app.inject({
      method: "POST",
      url: url.replace(":companyId", b.companyId),
      headers: { token: b.admin.token },
      payload: { title: "B's record" },
    });
    check(r.statusCode === 201, `B's data: ${method} ${url} answered ${r.statusCode} ${r.body.slice(0, 120)}`);
  }
  const bIds: string[] = [];
  for (const { name } of await mongoose.connection.db!.listCollections({}, { nameOnly: true }).toArray()) {
    if (!name.startsWith(id.replace(/-/g, "_"))) continue;
    const doc = await mongoose.connection.db!.collection(name).findOne({ companyId: new Types.ObjectId(b.companyId) });
    if (doc) bIds.push(String(doc._id));
  }
  check(bIds.length > 0, "B has no record in the module's collections");

  const pathOf = (url: string, companyId: string, recordId = new Types.ObjectId().toHexString()) =>
    url.replace(":companyId", companyId).replace(/:[A-Za-z]+/g, recordId);
  const bodyOf = (method: string) => (["GET", "DELETE"].includes(method) ? undefined : {});

  for (const { method, url, route } of routes) {
    const m = method as "GET";
    // another tenant's company, as its admin and as an employee of A
    for (const caller of [a.admin, await a.loginAs("requester")]) {
      const r = await app.inject({
        method: m,
        url: pathOf(url, b.companyId),
        headers: { token: caller.token },
        payload: bodyOf(method),
      });
      check(r.statusCode === 404 && r.json().code === "NOT_FOUND", `${method} ${url} in B's company: ${r.statusCode}`);
    }
    // B's records named in A's company
    if (/:(?!companyId)/.test(url))
      for (const recordId of bIds) {
        const r = await app.inject({
          method: m,
          url: pathOf(url, a.companyId, recordId),
          headers: { token: a.admin.token },
          payload: bodyOf(method),
        });
        check(r.statusCode === 404 || r.statusCode === 400, `${method} ${url} with B's record: ${r.statusCode}`);
      }
    // no session
    const anonymous = await app.inject({ method: m, url: pathOf(url, a.companyId), payload: bodyOf(method) });
    check(anonymous.statusCode === 401, `${method} ${url} without a session: ${anonymous.statusCode}`);
    // every level: forbidden exactly where the route's permission does not allow it
    const allowed = allowedLevelsOf(route.onRequest, route.preValidation, route.preHandler) ?? [...LEVELS];
    for (const level of LEVELS) {
      const person = await a.loginAs(level);
      const r = await app.inject({
        method: m,
        url: pathOf(url, a.companyId),
        headers: { token: person.token },
        payload: bodyOf(method),
      });
      const forbidden = r.statusCode === 403 && r.json().code === "FORBIDDEN";
      check(forbidden !== allowed.includes(level), `${method} ${url} as ${level}: ${r.statusCode}`);
    }
    // bad input: an empty body, or integers that are not, answer 400 with the catalogue's message
    const schema = route.schema as
      { body?: { required?: string[] }; querystring?: { properties?: object } } | undefined;
    const integers = Object.entries(schema?.querystring?.properties ?? {})
      .filter(([, p]) => (p as { type?: string }).type === "integer")
      .map(([name]) => name);
    if (schema?.body?.required?.length || integers.length) {
      const r = await app.inject({
        method: m,
        url: pathOf(url, a.companyId),
        query: Object.fromEntries(integers.map((name) => [name, "not-a-number"])),
        headers: { token: a.admin.token },
        payload: bodyOf(method),
      });
      const body = r.json<{ code: ErrorCode; message: string }>();
      check(
        r.statusCode === 400 && body.code in errorCatalogue && body.message === messageFor(body.code, "en"),
        `${method} ${url} with bad input: ${r.statusCode} ${r.body.slice(0, 160)}`,
      );
    }
  }
  // what `npm run sdk:generate` will write: the module's paths and its error codes in the OpenAPI document
  const document = app.swagger() as unknown as {
    paths: Record<string, unknown>;
    components: { schemas: { ErrorBody: { properties: { code: { enum: string[] } } } } };
  };
  const openapi = {
    paths: Object.keys(document.paths).filter((path) => path.includes(`/${id}/`)),
    codes: document.components.schemas.ErrorBody.properties.code.enum.filter((code) =>
      code.startsWith(`${id.toUpperCase().replace(/-/g, "_")}_`),
    ),
  };
  process.stdout.write(
    `${JSON.stringify({ routes: routes.map((r) => `${r.method} ${r.url}`), checks, failures, openapi })}\n`,
  );
} finally {
  await app.close();
  await mongoose.disconnect();
  await db.stop();
}
