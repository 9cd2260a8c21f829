import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { defineContract } from "../../../core/modules/contract.js";
import { defineModule } from "../../../core/modules/define-module.js";
import { ModuleDefinitionError, validateModules } from "../../../core/modules/registry.js";
import {
  addSignedInMember,
  buildTestApp,
  createTestTenant,
  signupFounder,
  tenantCaller,
  type SignedUp,
  type TestTenant,
  useTestDatabase,
} from "../../../core/testing/kit.js";
import { exampleModule } from "../../../modules/example/server/index.js";

/**
 * Feature flags (issue 18): modules declare them in their contract, the founder switches them per company on every
 * instance at once, the module reads them through `kit.flags`, the web through `/modules`' `flags`.
 */
useTestDatabase("founder-flags");

interface Flag {
  id: string;
  module: string;
  default: boolean;
  on: boolean;
  set: boolean;
  description: Record<string, string>;
}

describe("feature flags", () => {
  // two instances of the app on one database
  let one: FastifyInstance;
  let two: FastifyInstance;
  let founder: SignedUp;
  let alpha: TestTenant;
  let beta: TestTenant;

  beforeAll(async () => {
    ({ app: one } = await buildTestApp({ modules: [exampleModule] }));
    ({ app: two } = await buildTestApp({ modules: [exampleModule] }));
    alpha = await createTestTenant(one, { companyName: "Flag Alpha" });
    beta = await createTestTenant(one, { companyName: "Flag Beta" });
    founder = await signupFounder(one, "Flag founder's own");
  });

  const url = (companyId: string) => `/api/founder/companies/${companyId}/customization`;
  const put = (companyId: string, payload: unknown, headers: Record<string, string> = { token: founder.token }) =>
    one.inject({ method: "PUT", url: url(companyId), headers, payload: payload as object });
  const flagsOn = async (app: FastifyInstance, tenant: TestTenant) =>
    (
      await app.inject({
        method: "GET",
        url: `/api/companies/${tenant.companyId}/modules`,
        headers: { token: tenant.admin.token },
      })
    ).json<{ flags: Record<string, boolean> }>().flags;
  const note = (app: FastifyInstance, tenant: TestTenant, title: string) =>
    tenantCaller(() => ({ app, companyId: tenant.companyId }))(tenant.admin, "POST", "/example/notes", {
      title,
      body: "With a body",
    });

  it("lists the declared flags to the founder with their defaults, descriptions and the company's values", async () => {
    const r = await one.inject({ method: "GET", url: url(alpha.companyId), headers: { token: founder.token } });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json<{ flags: Flag[] }>().flags).toEqual([
      {
        id: "example.note-bodies",
        module: "example",
        default: true,
        on: true,
        set: false,
        description: {
          en: "Notes have a body besides their title.",
          "pt-BR": "As notas têm um texto além do título.",
          es: "Las notas tienen un texto además del título.",
        },
      },
    ]);
    expect(await flagsOn(one, alpha)).toEqual({ "example.note-bodies": true });
  });

  it("switches a flag for one company: in force at once on every instance, audited, and the module honours it", async () => {
    // both instances have read (and cached) the company before the change
    expect((await note(one, alpha, "Before, on one")).statusCode).toBe(201);
    expect((await note(two, alpha, "Before, on two")).statusCode).toBe(201);
    const off = await put(alpha.companyId, { flags: { "example.note-bodies": false } });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json<{ flags: Flag[] }>().flags[0]).toMatchObject({ id: "example.note-bodies", on: false, set: true });

    // the other instance follows at once: its web read and the module's own check
    expect(await flagsOn(two, alpha)).toEqual({ "example.note-bodies": false });
    const refused = await note(two, alpha, "After, on two");
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({
      code: "EXAMPLE_NOTE_BODIES_OFF",
      field: "body",
      message: "Notes in this company are titles only: leave the body empty.",
    });
    const es = await addSignedInMember(one, { admin: alpha.admin, levels: ["admin"], locale: "es" });
    const spanish = await tenantCaller(() => ({ app: one, companyId: alpha.companyId }))(es, "POST", "/example/notes", {
      title: "En español",
      body: "Con texto",
    });
    expect(spanish.json().message).toBe("Las notas de esta empresa son solo títulos: deja el texto vacío.");
    // a title alone still goes; another company keeps its default
    const titleOnly = await tenantCaller(() => ({ app: two, companyId: alpha.companyId }))(
      alpha.admin,
      "POST",
      "/example/notes",
      { title: "Title only" },
    );
    expect(titleOnly.statusCode, titleOnly.body).toBe(201);
    expect(await flagsOn(two, beta)).toEqual({ "example.note-bodies": true });
    expect((await note(two, beta, "Beta keeps bodies")).statusCode).toBe(201);

    // the company's admins read the change in their audit log
    const audit = await one.inject({
      method: "GET",
      url: `/api/companies/${alpha.companyId}/audit?action=tenants.customization`,
      headers: { token: alpha.admin.token },
    });
    expect(audit.json<{ items: Array<{ details: unknown }> }>().items[0]!.details).toEqual({
      flags: { from: [], to: [{ id: "example.note-bodies", on: false }] },
    });

    // back on its default
    const back = await put(alpha.companyId, { resetFlags: ["example.note-bodies"] });
    expect(back.json<{ flags: Flag[] }>().flags[0]).toMatchObject({ on: true, set: false });
    expect((await note(two, alpha, "Bodies again")).statusCode).toBe(201);
  });

  it("refuses an unknown flag with a catalogue message, and the route to company admins and another tenant", async () => {
    const unknown = await put(alpha.companyId, { flags: { "example.nope": true } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: "TENANT_FLAG_UNKNOWN",
      field: "flags",
      message: "No module declares the feature flag example.nope.",
    });
    // a company's own admin (even of the same company) cannot switch flags
    expect(
      (await put(alpha.companyId, { flags: { "example.note-bodies": false } }, { token: alpha.admin.token }))
        .statusCode,
    ).toBe(404);
    expect(
      (await put(beta.companyId, { flags: { "example.note-bodies": false } }, { token: alpha.admin.token })).statusCode,
    ).toBe(404);
    expect(await flagsOn(one, alpha)).toEqual({ "example.note-bodies": true });
    expect(await flagsOn(one, beta)).toEqual({ "example.note-bodies": true });
    // a company's flags are read by its own members only
    const foreign = await one.inject({
      method: "GET",
      url: `/api/companies/${beta.companyId}/modules`,
      headers: { token: alpha.admin.token },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it("refuses at boot a flag outside the module's namespace, without a boolean default or a translation", () => {
    const moduleWith = (flags: Record<string, unknown>) =>
      defineModule({
        id: "flagged",
        contract: defineContract({ id: "flagged", flags: flags as never }),
      });
    const description = { en: "On", "pt-BR": "Ligado", es: "Activado" };
    expect(() => validateModules([moduleWith({ "flagged.ok": { default: false, description } })])).not.toThrow();
    expect(() => validateModules([moduleWith({ "other.thing": { default: true, description } })])).toThrow(
      new ModuleDefinitionError("flagged", 'feature flag "other.thing" must start with "flagged."'),
    );
    expect(() => validateModules([moduleWith({ "flagged.x": { description } })])).toThrow(/no boolean default/);
    expect(() =>
      validateModules([moduleWith({ "flagged.x": { default: true, description: { en: "On", "pt-BR": "Ligado" } } })]),
    ).toThrow(/has no es description/);
  });
});
