import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { AuditEntryModel } from "../../../core/audit/audit.model.js";
import { systemContext } from "../../../core/context.js";
import { defineModule } from "../../../core/modules/define-module.js";
import { scoped } from "../../../core/tenancy/scoped.js";
import {
  addSignedInMember,
  bootModule,
  buildTestApp,
  createTestTenant,
  type TestPerson,
  type TestTenant,
  useTestDatabase,
  tenantCaller,
} from "../../../core/testing/kit.js";
import { hiringNotes, type Note, type NoteList } from "../contract/index.js";
import { hiringModule } from "../server/index.js";

/** The hiring module alone on the real app (bootModule): every route's happy path, bad input, levels and tenants. */
useTestDatabase("hiring");

describe("hiring notes", () => {
  let app: FastifyInstance;
  let tenant: TestTenant;
  let other: TestTenant;

  beforeAll(async () => {
    ({ app, tenant } = await bootModule(hiringModule));
    other = await createTestTenant(app, { companyName: "Other Ltda" });
  });

  // the notes routes as a person of the tenant (or of the other one), through the kit's one helper
  const call = tenantCaller(() => ({ app, companyId: tenant.companyId }));
  const callOther = tenantCaller(() => ({ app, companyId: other.companyId }));
  const NOTES = "/hiring/notes";

  it("creates, lists, reads and removes a note; every level reads, only leaders write", async () => {
    const manager = await tenant.loginAs("revisor");
    const employee = await tenant.loginAs("requester");

    const created = await call(manager, "POST", NOTES, {
      title: "  Parking rules ",
      body: "Spots 1-4 are for visitors.",
    });
    expect(created.statusCode, created.body).toBe(201);
    const note = created.json<Note>();
    expect(note).toMatchObject({
      title: "Parking rules",
      body: "Spots 1-4 are for visitors.",
      authorId: manager.userId,
    });

    const list = await call(employee, "GET", `${NOTES}?limit=5`);
    expect(list.statusCode).toBe(200);
    expect(list.json<NoteList>()).toMatchObject({ total: 1, items: [{ id: note.id, title: "Parking rules" }] });
    expect((await call(employee, "GET", `${NOTES}/${note.id}`)).json<Note>()).toEqual(note);

    expect((await call(tenant.admin, "DELETE", `${NOTES}/${note.id}`)).statusCode).toBe(204);
    expect((await call(employee, "GET", `${NOTES}/${note.id}`)).statusCode).toBe(404);
    expect((await call(employee, "GET", NOTES)).json<NoteList>().total).toBe(0);
    // a removed note frees its title
    expect((await call(manager, "POST", NOTES, { title: "Parking rules" })).statusCode).toBe(201);
  });

  it("records every created note in the audit log through its own event", async () => {
    const note = (await call(tenant.admin, "POST", NOTES, { title: "Audited" })).json<Note>();
    const entries = await scoped({ companyId: tenant.companyId, now: () => new Date() }, AuditEntryModel).find({
      "target.id": note.id,
    });
    expect(entries).toMatchObject([{ action: "hiring.note.created", target: { type: "hiring.note", id: note.id } }]);
  });

  it("refuses bad input with the catalogue message in the caller's language", async () => {
    const speakers: Array<[string, TestPerson, { required: string; taken: string }]> = [
      ["en", tenant.admin, { required: "Please type something.", taken: "A note with this title already exists." }],
      [
        "pt-BR",
        await addSignedInMember(app, { admin: tenant.admin, levels: ["admin"], locale: "pt-BR" }),
        { required: "Por favor, digite algo.", taken: "Já existe uma nota com este título." },
      ],
      [
        "es",
        await addSignedInMember(app, { admin: tenant.admin, levels: ["admin"], locale: "es" }),
        { required: "Por favor, escribe algo.", taken: "Ya existe una nota con este título." },
      ],
    ];
    expect((await call(tenant.admin, "POST", NOTES, { title: "Taken" })).statusCode).toBe(201);
    for (const [locale, person, messages] of speakers) {
      const empty = await call(person, "POST", NOTES, { title: "" });
      expect(empty.json(), locale).toEqual({
        statusCode: 400,
        code: "VALIDATION_REQUIRED",
        message: messages.required,
        field: "title",
      });
      const blank = await call(person, "POST", NOTES, { title: "   " });
      expect(blank.json(), locale).toMatchObject({ statusCode: 400, code: "VALIDATION_REQUIRED" });
      const taken = await call(person, "POST", NOTES, { title: "Taken" });
      expect(taken.json(), locale).toEqual({
        statusCode: 409,
        code: "HIRING_NOTE_TITLE_TAKEN",
        message: messages.taken,
        field: "title",
      });
    }
    const long = await call(tenant.admin, "POST", NOTES, { title: "x".repeat(121) });
    expect(long.json()).toMatchObject({ statusCode: 400, code: "VALIDATION_MAX_LENGTH", field: "title" });
    const page = await call(tenant.admin, "GET", `${NOTES}?limit=500`);
    expect(page.json()).toMatchObject({ statusCode: 400 });
  });

  it("answers 403 to a level the permission does not allow, and 401 without a session", async () => {
    const employee = await tenant.loginAs("requester");
    const manager = await tenant.loginAs("revisor");
    const note = (await call(tenant.admin, "POST", NOTES, { title: "Keep me" })).json<Note>();

    const denied = await call(employee, "POST", NOTES, { title: "Nope" });
    expect(denied.json()).toEqual({ statusCode: 403, code: "FORBIDDEN", message: "You do not have access to this." });
    expect((await call(manager, "DELETE", `${NOTES}/${note.id}`)).statusCode).toBe(403);
    expect((await call(undefined, "GET", NOTES)).statusCode).toBe(401);
    expect((await call(employee, "GET", `${NOTES}/${note.id}`)).statusCode).toBe(200);
  });

  it("answers 404 to another tenant's company and to another tenant's notes, and changes nothing", async () => {
    const theirs = (await callOther(other.admin, "POST", NOTES, { title: "Theirs" })).json<Note>();

    // their company with our session
    for (const [method, path] of [
      ["GET", ""],
      ["POST", ""],
      ["GET", `/${theirs.id}`],
      ["DELETE", `/${theirs.id}`],
    ] as const) {
      const r = await callOther(
        tenant.admin,
        method,
        `${NOTES}${path}`,
        method === "POST" ? { title: "x" } : undefined,
      );
      expect(r.json(), `${method} ${path}`).toEqual({ statusCode: 404, code: "NOT_FOUND", message: "Not found." });
    }
    // their note's id in our company
    expect((await call(tenant.admin, "GET", `${NOTES}/${theirs.id}`)).statusCode).toBe(404);
    expect((await call(tenant.admin, "DELETE", `${NOTES}/${theirs.id}`)).statusCode).toBe(404);
    expect((await call(tenant.admin, "GET", `${NOTES}/not-an-id`)).statusCode).toBe(404);

    const still = await callOther(other.admin, "GET", `${NOTES}/${theirs.id}`, undefined);
    expect(still.json<Note>()).toEqual(theirs);
  });
});

describe("the hiring demo data", () => {
  it("seeds a few notes for a new demo company, once", async () => {
    const { app, tenant } = await bootModule(hiringModule);
    const seed = app.modules.find((m) => m.id === "hiring")!.seed!;
    const ctx = systemContext({ companyId: tenant.companyId, name: "demo-seed", log: app.log });
    await seed(ctx, { people: [] });
    await seed(ctx, { people: [] });
    const list = await app.inject({
      url: `/api/companies/${tenant.companyId}/hiring/notes`,
      headers: { token: tenant.admin.token },
    });
    expect(list.json<NoteList>().total).toBe(3);
    await app.close();
  });
});

describe("the hiring.notes service", () => {
  it("gives other modules the company's newest notes", async () => {
    // a consumer as another module would write it: it `needs` the service and receives it typed in its setup
    const consumer = defineModule({
      id: "notes-reader",
      needs: { notes: hiringNotes },
      setup: ({ services }) => ({
        routes: async (app) => {
          app.get("/notes-reader/recent", async (request) => ({
            recent: await services.notes.recent(request.ctx, { limit: 2 }),
            count: await services.notes.count(request.ctx),
          }));
        },
      }),
    });
    const { app } = await buildTestApp({ modules: [hiringModule, consumer] });
    const tenant = await createTestTenant(app);
    for (const title of ["First", "Second", "Third"])
      await app.inject({
        method: "POST",
        url: `/api/companies/${tenant.companyId}/hiring/notes`,
        headers: { token: tenant.admin.token },
        payload: { title },
      });
    const r = await app.inject({
      url: `/api/companies/${tenant.companyId}/notes-reader/recent`,
      headers: { token: tenant.admin.token },
    });
    expect(r.json()).toMatchObject({ count: 3, recent: [{ title: "Third" }, { title: "Second" }] });
    await app.close();
  });
});
