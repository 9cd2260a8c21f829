import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { Types } from "mongoose";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemContext } from "../../../core/context.js";
import { defineModule } from "../../../core/modules/define-module.js";
import {
  addSignedInMember,
  bootModule,
  buildTestApp,
  createTestTenant,
  DAY_MS,
  type Mailbox,
  tenantCaller,
  TestClock,
  type TestPerson,
  type TestTenant,
  useTestDatabase,
  withFakeServices,
} from "../../../core/testing/kit.js";
import type { DirectoryWorker, PeopleDirectory } from "../../people/contract/directory.js";
import { communicationFeed, type Feed, type FeedPost, type NewsList, type NewsPost } from "../contract/index.js";
import { communicationModule } from "../server/index.js";

/**
 * Company news (issue 17) on the real app with the communication module alone; people's directory is a fake whose
 * workers, departments, offices and roles the tests set, so every audience rule is checked against known people.
 */
useTestDatabase("communication");

const NOW = new Date("2030-01-15T12:00:00.000Z");
const id = () => new Types.ObjectId().toHexString();
const SALES = id();
const OPS = id();
const PAULISTA = id();
const LEAD = id();

/** A people directory holding the workers the tests add (per company, as the real one reads only ctx's company). */
function fakeDirectory() {
  const workers = new Map<string, DirectoryWorker & { companyId: string }>();
  const of = (companyId: string) => [...workers.values()].filter((w) => w.companyId === companyId);
  const directory = {
    byUserId: async (ctx, userId) => of(ctx.companyId).find((w) => w.userId === userId) ?? null,
    listActive: async (ctx) => of(ctx.companyId),
    members: async (ctx, group) =>
      of(ctx.companyId)
        .filter((w) =>
          "departmentId" in group
            ? w.departmentId === group.departmentId
            : "officeId" in group
              ? w.officeId === group.officeId
              : "roleId" in group
                ? w.roleId === group.roleId
                : false,
        )
        .map((w) => w.userId),
    departments: async () => [
      { id: SALES, name: "Sales" },
      { id: OPS, name: "Operations" },
    ],
    offices: async () => [{ id: PAULISTA, name: "Paulista" }],
    roles: async () => [{ id: LEAD, name: "Team lead" }],
  } as Partial<PeopleDirectory> as PeopleDirectory;
  const add = (companyId: string, userId: string, at: Partial<DirectoryWorker> = {}) =>
    workers.set(userId, { id: id(), userId, name: "W", referenceWorkerId: null, status: "active", companyId, ...at });
  return { directory, add };
}

describe("company news", () => {
  const clock = new TestClock(NOW);
  const people = fakeDirectory();
  let app: FastifyInstance;
  let mailbox: Mailbox;
  let tenant: TestTenant;
  let other: TestTenant;
  let dataDir: string;
  let sales: TestPerson & { email: string };
  let ops: TestPerson & { email: string };
  let lead: TestPerson & { email: string };
  let manager: TestPerson & { email: string };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "communication-test-"));
    ({ app, tenant, mailbox } = await bootModule(communicationModule, {
      clock,
      config: { dataDir },
      services: { people: people.directory },
    }));
    other = await createTestTenant(app, { companyName: "Other Ltda" });
    const member = async (at: Partial<DirectoryWorker>, level: "requester" | "revisor" = "requester") => {
      const person = await addSignedInMember(app, { admin: tenant.admin, levels: [level] });
      people.add(tenant.companyId, person.userId, at);
      return person;
    };
    sales = await member({ departmentId: SALES, officeId: PAULISTA });
    ops = await member({ departmentId: OPS });
    lead = await member({ departmentId: OPS, roleId: LEAD });
    manager = await member({}, "revisor");
  });
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const call = tenantCaller(() => ({ app, companyId: tenant.companyId }));
  const callOther = tenantCaller(() => ({ app, companyId: other.companyId }));
  const ok = async <T>(person: TestPerson | undefined, method: string, url: string, payload?: unknown) => {
    const r = await call(person, method, url, payload);
    expect(r.statusCode, r.body).toBeLessThan(300);
    return r.json<T>();
  };
  const post = (body: Record<string, unknown>) =>
    ok<NewsPost>(tenant.admin, "POST", "/news", { body: "<p>Text</p>", audience: { everyone: true }, ...body });
  const feedOf = (person: TestPerson) => ok<Feed>(person, "GET", "/news/feed?limit=50");
  const titles = async (person: TestPerson) => (await feedOf(person)).items.map((i) => i.title);
  const runJob = () => {
    const job = app.modules
      .find((m) => m.id === "communication")!
      .jobs!.find((j) => j.name === "communication.send-due")!;
    return job.handler(
      {
        ...systemContext({ companyId: tenant.companyId, name: "test", log: app.log, now: clock.now }),
        actor: { kind: "system", name: "test" },
      },
      {},
    );
  };

  it("sends a post now: everyone's feed, in-app notification and mail; reads are counted once per person", async () => {
    const created = await post({ title: "  Welcome  ", body: "<p>Hello <strong>all</strong></p>" });
    expect(created).toMatchObject({
      title: "Welcome",
      body: "<p>Hello <strong>all</strong></p>",
      status: "sent",
      recipients: 4,
      reads: 0,
      pinned: false,
      sendDate: NOW.toISOString(),
      authorId: tenant.admin.userId,
    });
    const feed = await feedOf(ops);
    expect(feed.items.find((i) => i.id === created.id)).toEqual({
      id: created.id,
      title: "Welcome",
      body: "<p>Hello <strong>all</strong></p>",
      excerpt: "Hello all",
      sendDate: NOW.toISOString(),
      pinned: false,
      read: false,
    });
    const inbox = await ok<{ items: Array<{ type: string; link: string; title: string }> }>(
      ops,
      "GET",
      "/notifications",
    );
    expect(inbox.items[0]).toMatchObject({
      type: "communication.news.published",
      link: `/news/${created.id}`,
      title: "News: Welcome",
    });
    expect((await mailbox.to(ops.email)).map((m) => m.template)).toContain("notification");

    const read = await ok<FeedPost>(ops, "POST", `/news/${created.id}/read`);
    expect(read.read).toBe(true);
    await ok(ops, "POST", `/news/${created.id}/read`);
    await Promise.all([ok(sales, "POST", `/news/${created.id}/read`), ok(sales, "POST", `/news/${created.id}/read`)]);
    expect((await ok<NewsPost>(tenant.admin, "GET", `/news/${created.id}`)).reads).toBe(2);
    expect((await ok<FeedPost>(ops, "GET", `/news/feed/${created.id}`)).read).toBe(true);
  });

  it("keeps only safe markup and the company's own images; an empty post is refused", async () => {
    const own = `/api/companies/${tenant.companyId}/news/images/0b5c7f9e-4f0e-4c2a-9a57-1f1e2d3c4b5a.png`;
    const theirs = `/api/companies/${other.companyId}/news/images/0b5c7f9e-4f0e-4c2a-9a57-1f1e2d3c4b5a.png`;
    const created = await post({
      title: "Markup",
      body:
        `<h2 onclick="x()">Hi</h2><script>alert(1)</script><p style="color:red">A <a href="javascript:alert(1)">bad</a> ` +
        `and <a href="https://example.com">good</a> link</p><img src="${own}" alt="ok" onerror="x()">` +
        `<img src="https://evil.example/t.png"><img src="${theirs}"><iframe src="https://x"></iframe>`,
    });
    expect(created.body).toBe(
      `<h2>Hi</h2><p>A <a target="_blank" rel="noopener noreferrer">bad</a> and ` +
        `<a href="https://example.com" target="_blank" rel="noopener noreferrer">good</a> link</p>` +
        `<img src="${own}" alt="ok" />`,
    );
    const empty = await call(tenant.admin, "POST", "/news", {
      title: "Nothing",
      body: "<script>alert(1)</script><p> </p>",
      audience: { everyone: true },
    });
    expect(empty.json()).toEqual({
      statusCode: 400,
      code: "COMMUNICATION_NEWS_EMPTY",
      message: "Write something in the post: text or an image.",
      field: "body",
    });
  });

  it("schedules a post: hidden until its sendDate, then in the feed; the job notifies once", async () => {
    const sendDate = new Date(NOW.getTime() + 2 * DAY_MS);
    const created = await post({ title: "All-hands", sendDate: sendDate.toISOString() });
    expect(created).toMatchObject({ status: "scheduled", recipients: 0, sendDate: sendDate.toISOString() });
    expect(await titles(sales)).not.toContain("All-hands");
    expect((await call(sales, "GET", `/news/feed/${created.id}`)).statusCode).toBe(404);
    await runJob();
    expect((await ok<NewsPost>(tenant.admin, "GET", `/news/${created.id}`)).status).toBe("scheduled");

    // moved a day later while still scheduled
    const later = new Date(sendDate.getTime() + DAY_MS);
    const moved = await ok<NewsPost>(tenant.admin, "PATCH", `/news/${created.id}`, { sendDate: later.toISOString() });
    expect(moved.sendDate).toBe(later.toISOString());

    clock.current = new Date(later.getTime() + 1000);
    try {
      // due: people see it at its date, before the job has run
      expect(await titles(sales)).toContain("All-hands");
      await Promise.all([runJob(), runJob()]);
      await runJob();
      const sent = await ok<NewsPost>(tenant.admin, "GET", `/news/${created.id}`);
      expect(sent).toMatchObject({ status: "sent", recipients: 4 });
      const inbox = await ok<{ items: Array<{ link: string }> }>(lead, "GET", "/notifications?limit=50");
      expect(inbox.items.filter((n) => n.link === `/news/${created.id}`)).toHaveLength(1);
      const refused = await call(tenant.admin, "PATCH", `/news/${created.id}`, {
        sendDate: new Date(clock.current.getTime() + DAY_MS).toISOString(),
      });
      expect(refused.json()).toMatchObject({ statusCode: 409, code: "COMMUNICATION_NEWS_SENT" });
    } finally {
      clock.current = NOW;
    }
  });

  it("addresses departments, offices and roles: only their people see and get it", async () => {
    const toOps = await post({ title: "Ops only", audience: { everyone: false, departmentIds: [OPS] } });
    expect(toOps.recipients).toBe(2);
    const toOffice = await post({ title: "Paulista only", audience: { everyone: false, officeIds: [PAULISTA] } });
    expect(toOffice.recipients).toBe(1);
    const toLeads = await post({
      title: "Leads and Sales",
      audience: { everyone: false, roleIds: [LEAD], departmentIds: [SALES] },
    });
    expect(toLeads.recipients).toBe(2);

    expect(await titles(ops)).toEqual(expect.arrayContaining(["Ops only"]));
    expect(await titles(ops)).not.toContain("Paulista only");
    expect(await titles(ops)).not.toContain("Leads and Sales");
    expect(await titles(lead)).toEqual(expect.arrayContaining(["Ops only", "Leads and Sales"]));
    expect(await titles(sales)).toEqual(expect.arrayContaining(["Paulista only", "Leads and Sales"]));
    expect(await titles(sales)).not.toContain("Ops only");
    // no worker profile: company-wide posts only
    expect(await titles(manager)).not.toContain("Ops only");
    expect(await titles(manager)).toContain("Welcome");
    expect((await call(sales, "GET", `/news/feed/${toOps.id}`)).statusCode).toBe(404);
    expect((await call(sales, "POST", `/news/${toOps.id}/read`)).statusCode).toBe(404);
    expect((await ok<NewsPost>(tenant.admin, "GET", `/news/${toOps.id}`)).reads).toBe(0);

    const inbox = await ok<{ items: Array<{ link: string }> }>(sales, "GET", "/notifications?limit=50");
    expect(inbox.items.some((n) => n.link === `/news/${toOps.id}`)).toBe(false);
    expect(inbox.items.some((n) => n.link === `/news/${toOffice.id}`)).toBe(true);
  });

  it("puts pinned posts first; admins pin and unpin, remove, and list every post with its counts", async () => {
    const pinned = await post({ title: "Pinned rules", pinned: true });
    const newer = await post({ title: "Newest" });
    clock.advance(1000);
    expect((await feedOf(ops)).items[0]!.id).toBe(pinned.id);
    await ok(tenant.admin, "PATCH", `/news/${pinned.id}`, { pinned: false });
    await ok(tenant.admin, "PATCH", `/news/${newer.id}`, { pinned: true });
    const feed = await feedOf(ops);
    expect(feed.items[0]!.id).toBe(newer.id);
    expect(feed.unread).toBe(feed.items.filter((i) => !i.read).length);

    const list = await ok<NewsList>(tenant.admin, "GET", "/news?limit=50");
    expect(list.total).toBe(list.items.length);
    expect(list.items.map((i) => i.sendDate)).toEqual([...list.items.map((i) => i.sendDate)].sort().reverse());

    expect((await call(tenant.admin, "DELETE", `/news/${newer.id}`)).statusCode).toBe(204);
    expect(await titles(ops)).not.toContain("Newest");
    expect((await call(tenant.admin, "GET", `/news/${newer.id}`)).statusCode).toBe(404);
    clock.current = NOW;
  });

  it("refuses bad input with the catalogue message in the caller's language", async () => {
    const speakers: Array<[string, TestPerson, Record<string, string>]> = [
      [
        "en",
        tenant.admin,
        {
          audience: "Choose who receives the post: everyone, or at least one department, office or role.",
          past: "The send date must be in the future; leave it empty to send now.",
          unknown: "One of the chosen departments, offices or roles no longer exists.",
        },
      ],
      [
        "pt-BR",
        await addSignedInMember(app, { admin: tenant.admin, levels: ["admin"], locale: "pt-BR" }),
        {
          audience: "Escolha quem recebe a publicação: todos, ou ao menos um departamento, escritório ou cargo.",
          past: "A data de envio deve estar no futuro; deixe-a vazia para enviar agora.",
          unknown: "Um dos departamentos, escritórios ou cargos escolhidos não existe mais.",
        },
      ],
      [
        "es",
        await addSignedInMember(app, { admin: tenant.admin, levels: ["admin"], locale: "es" }),
        {
          audience: "Elige quién recibe la publicación: todos, o al menos un departamento, oficina o cargo.",
          past: "La fecha de envío debe estar en el futuro; déjala vacía para enviar ahora.",
          unknown: "Uno de los departamentos, oficinas o cargos elegidos ya no existe.",
        },
      ],
    ];
    const before = (await ok<NewsList>(tenant.admin, "GET", "/news?limit=50")).total;
    const base = { title: "T", body: "<p>x</p>" };
    for (const [locale, person, m] of speakers) {
      const noAudience = await call(person, "POST", "/news", { ...base, audience: { everyone: false } });
      expect(noAudience.json(), locale).toEqual({
        statusCode: 400,
        code: "COMMUNICATION_AUDIENCE_EMPTY",
        message: m.audience,
        field: "audience",
      });
      const past = await call(person, "POST", "/news", {
        ...base,
        audience: { everyone: true },
        sendDate: new Date(NOW.getTime() - 60_000).toISOString(),
      });
      expect(past.json(), locale).toEqual({
        statusCode: 400,
        code: "COMMUNICATION_SEND_DATE_PAST",
        message: m.past,
        field: "sendDate",
      });
      const unknown = await call(person, "POST", "/news", {
        ...base,
        audience: { everyone: false, departmentIds: [id()] },
      });
      expect(unknown.json(), locale).toEqual({
        statusCode: 400,
        code: "COMMUNICATION_AUDIENCE_UNKNOWN",
        message: m.unknown,
        field: "audience",
      });
    }
    const blank = await call(tenant.admin, "POST", "/news", { ...base, title: "  ", audience: { everyone: true } });
    expect(blank.json()).toMatchObject({ statusCode: 400, code: "VALIDATION_REQUIRED", field: "title" });
    const long = await call(tenant.admin, "POST", "/news", {
      ...base,
      title: "x".repeat(161),
      audience: { everyone: true },
    });
    expect(long.json()).toMatchObject({ statusCode: 400, code: "VALIDATION_MAX_LENGTH", field: "title" });
    expect((await call(tenant.admin, "GET", "/news?limit=7")).statusCode).toBe(400);
    expect((await call(tenant.admin, "PATCH", `/news/${id()}`, {})).statusCode).toBe(400);
    // nothing half written
    expect((await ok<NewsList>(tenant.admin, "GET", "/news?limit=50")).total).toBe(before);
  });

  it("answers 403 to levels that do not manage news and 401 without a session", async () => {
    const some = (await ok<NewsList>(tenant.admin, "GET", "/news?limit=5")).items[0]!;
    for (const person of [sales, manager]) {
      expect(
        (await call(person, "POST", "/news", { title: "x", body: "<p>x</p>", audience: { everyone: true } }))
          .statusCode,
      ).toBe(403);
      expect((await call(person, "GET", "/news")).statusCode).toBe(403);
      expect((await call(person, "GET", "/news/audiences")).statusCode).toBe(403);
      expect((await call(person, "PATCH", `/news/${some.id}`, { pinned: true })).statusCode).toBe(403);
      expect((await call(person, "DELETE", `/news/${some.id}`)).statusCode).toBe(403);
    }
    expect((await call(undefined, "GET", "/news/feed")).statusCode).toBe(401);
    expect((await ok<{ departments: unknown[] }>(tenant.admin, "GET", "/news/audiences")).departments).toEqual([
      { id: OPS, name: "Operations" },
      { id: SALES, name: "Sales" },
    ]);
  });

  it("answers 404 to another tenant's company and posts, and changes nothing", async () => {
    people.add(other.companyId, other.admin.userId);
    const theirs = (
      await callOther(other.admin, "POST", "/news", { title: "Theirs", body: "<p>x</p>", audience: { everyone: true } })
    ).json<NewsPost>();
    for (const [method, path] of [
      ["GET", "/news"],
      ["POST", "/news"],
      ["GET", "/news/feed"],
      ["GET", `/news/${theirs.id}`],
      ["PATCH", `/news/${theirs.id}`],
      ["DELETE", `/news/${theirs.id}`],
    ] as const) {
      const r = await callOther(
        tenant.admin,
        method,
        path,
        method === "POST" || method === "PATCH" ? { pinned: true } : undefined,
      );
      expect(r.json(), `${method} ${path}`).toEqual({ statusCode: 404, code: "NOT_FOUND", message: "Not found." });
    }
    for (const [method, path] of [
      ["GET", `/news/${theirs.id}`],
      ["PATCH", `/news/${theirs.id}`],
      ["DELETE", `/news/${theirs.id}`],
      ["GET", `/news/feed/${theirs.id}`],
      ["POST", `/news/${theirs.id}/read`],
      ["GET", "/news/feed/not-an-id"],
      ["GET", "/news/not-an-id"],
    ] as const) {
      const r = await call(tenant.admin, method, path, method === "PATCH" ? { pinned: true } : undefined);
      expect(r.statusCode, `${method} ${path}`).toBe(404);
    }
    expect((await callOther(other.admin, "GET", `/news/${theirs.id}`)).json<NewsPost>()).toEqual(theirs);
  });

  it("stores images through the files service and serves them to the company only", async () => {
    const png = await sharp({ create: { width: 80, height: 60, channels: 3, background: "#6a994e" } })
      .png()
      .toBuffer();
    const boundary = "----news";
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = (person: TestPerson, companyId: string) =>
      app.inject({
        method: "POST",
        url: `/api/companies/${companyId}/news/images`,
        headers: { token: person.token, "content-type": `multipart/form-data; boundary=${boundary}` },
        payload,
      });
    expect((await upload(sales, tenant.companyId)).statusCode).toBe(403);
    const r = await upload(tenant.admin, tenant.companyId);
    expect(r.statusCode, r.body).toBe(201);
    const { src } = r.json<{ src: string }>();
    expect(src).toMatch(new RegExp(`^/api/companies/${tenant.companyId}/news/images/[0-9a-f-]{36}\\.png$`));
    const image = await app.inject({ url: src, headers: { token: sales.token } });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    // the same name under another company is another key: not found; a name outside the pattern is refused
    const name = src.split("/").at(-1)!;
    const elsewhere = await app.inject({
      url: `/api/companies/${other.companyId}/news/images/${name}`,
      headers: { token: other.admin.token },
    });
    expect(elsewhere.statusCode).toBe(404);
    expect((await call(sales, "GET", "/news/images/..%2F..%2Fsecret.png")).statusCode).toBe(400);
    // and the post keeps it
    const created = await post({ title: "With image", body: `<p>Look</p><img src="${src}" alt="chart">` });
    expect(created.body).toContain(`<img src="${src}" alt="chart" />`);
  });
});

describe("the communication.feed service and the demo data", () => {
  it("gives other modules a person's latest posts and the company-wide ones", async () => {
    const people = fakeDirectory();
    const consumer = defineModule({
      id: "news-reader",
      needs: { news: communicationFeed },
      setup: ({ services }) => ({
        routes: async (app) => {
          app.get("/news-reader", async (request) => ({
            mine: await services.news.latestFor(request.ctx, {
              userId: request.ctx.actor.kind === "user" ? request.ctx.actor.userId : "",
              limit: 5,
            }),
            everyone: await services.news.companyWide(request.ctx, { limit: 5 }),
          }));
        },
      }),
    });
    const { app } = await buildTestApp({
      modules: [withFakeServices(communicationModule, { people: people.directory }), consumer],
    });
    const tenant = await createTestTenant(app);
    people.add(tenant.companyId, tenant.admin.userId, { departmentId: SALES });
    const write = (title: string, audience: object) =>
      app.inject({
        method: "POST",
        url: `/api/companies/${tenant.companyId}/news`,
        headers: { token: tenant.admin.token },
        payload: { title, body: "<p>Hello <em>there</em></p>", audience },
      });
    await write("For all", { everyone: true });
    await write("For sales", { everyone: false, departmentIds: [SALES] });
    const r = await app.inject({
      url: `/api/companies/${tenant.companyId}/news-reader`,
      headers: { token: tenant.admin.token },
    });
    const body = r.json<{ mine: Array<{ title: string; excerpt: string }>; everyone: Array<{ title: string }> }>();
    expect(body.mine.map((e) => e.title)).toEqual(["For sales", "For all"]);
    expect(body.mine[0]).toMatchObject({ excerpt: "Hello there", pinned: false });
    expect(body.everyone.map((e) => e.title)).toEqual(["For all"]);
    await app.close();
  });

  it("seeds a year of posts, some pinned, some scheduled, with read counts, once", async () => {
    const people = fakeDirectory();
    const { app, tenant } = await bootModule(communicationModule, { services: { people: people.directory } });
    const readers = await Promise.all(
      [0, 1, 2, 3, 4].map(() => addSignedInMember(app, { admin: tenant.admin, levels: ["requester"] })),
    );
    for (const [i, r] of readers.entries())
      people.add(tenant.companyId, r.userId, i < 2 ? { departmentId: SALES } : {});
    const seed = app.modules.find((m) => m.id === "communication")!.seed!;
    const ctx = systemContext({ companyId: tenant.companyId, name: "demo-seed", log: app.log });
    const input = { people: [{ userId: tenant.admin.userId, email: "a@x", name: "A", role: "admin" as const }] };
    await seed(ctx, input);
    await seed(ctx, input);
    const list = (
      await app.inject({
        url: `/api/companies/${tenant.companyId}/news?limit=50`,
        headers: { token: tenant.admin.token },
      })
    ).json<NewsList>();
    expect(list.total).toBe(21);
    expect(list.items.filter((i) => i.status === "scheduled")).toHaveLength(2);
    expect(list.items.filter((i) => i.pinned).length).toBeGreaterThanOrEqual(2);
    const sent = list.items.filter((i) => i.status === "sent");
    const oldest = new Date(sent.at(-1)!.sendDate).getTime();
    expect(Date.now() - oldest).toBeGreaterThan(300 * DAY_MS);
    expect(sent.every((i) => i.reads <= i.recipients && i.recipients > 0)).toBe(true);
    expect(sent.some((i) => i.reads > 0)).toBe(true);
    expect(sent.some((i) => !i.audience.everyone)).toBe(true);
    await app.close();
  });
});
