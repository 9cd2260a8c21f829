import { CompanyModel } from "../../../tenants/company.model.js";
import { createECDH, randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import nock from "nock";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { MailOutbox } from "../../mail/mail-outbox.model.js";
import {
  addSignedInMember,
  buildTestApp,
  config,
  createTestTenant,
  DAY_MS,
  TestClock,
  type TestPerson,
  type TestTenant,
  tenantCaller,
  useTestDatabase,
} from "../../testing/kit.js";
import { serverModules } from "../../../modules/server.js";
import { scoped } from "../../tenancy/scoped.js";
import { systemContext } from "../../context.js";
import { PushSubscriptionModel } from "../push/push.model.js";

/**
 * Issue 12 on the real app with the product's modules: the bell's count, the kinds the modules declare, preferences
 * deciding email and push, web push through `web-push` (the push service is third-party HTTP: nock), and the leave
 * module's notices (who, what, dates in the company's format, the right page).
 */
useTestDatabase("notifications_delivery");

const PUSH_ORIGIN = "https://push.example.test";

/** A subscription as a browser's PushManager makes it: a P-256 public key and a 16-byte auth secret. */
function browserSubscription(path: string) {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    endpoint: `${PUSH_ORIGIN}${path}`,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") },
  };
}

describe("notifications: bell, kinds, preferences, push and leave notices", () => {
  let app: FastifyInstance;
  const clock = new TestClock(new Date("2030-01-15T09:00:00.000Z"));
  let a: TestTenant;
  let b: TestTenant;
  let requester: TestPerson;
  let revisor: TestPerson;
  let other: TestPerson;
  let leaveTypeId: string;
  const call = tenantCaller(() => ({ app, companyId: a.companyId }));

  const mailsTo = async (email: string) => MailOutbox.find({ to: email }).sort({ createdAt: 1, _id: 1 }).lean().exec();
  const unread = async (person: TestPerson) =>
    (await call(person, "GET", "/notifications/unread")).json<{ unread: number }>().unread;
  async function requestLeave(startDate: string, endDate: string) {
    const r = await call(requester, "POST", "/leave/requests", { leaveTypeId, startDate, endDate });
    expect(r.statusCode, r.body).toBe(201);
    return r.json<{ id: string; status: string }>();
  }

  beforeAll(async () => {
    ({ app } = await buildTestApp({ clock, modules: serverModules(config) }));
    a = await createTestTenant(app, { companyName: "Alpha" });
    b = await createTestTenant(app, { companyName: "Beta" });
    requester = await a.loginAs("requester");
    revisor = await a.loginAs("revisor");
    // a second employee (loginAs hands out one person per level)
    const signedIn = await addSignedInMember(app, { admin: a.admin, levels: ["requester"] });
    other = signedIn;
    const boss = await call(a.admin, "POST", "/workers", {
      name: "Rita Lima",
      email: revisor.email,
      levels: ["revisor"],
    });
    expect(boss.statusCode, boss.body).toBe(201);
    const worker = await call(a.admin, "POST", "/workers", {
      name: "Rui Souza",
      email: requester.email,
      levels: ["requester"],
      referenceWorkerId: boss.json<{ id: string }>().id,
    });
    expect(worker.statusCode, worker.body).toBe(201);
    const type = await call(a.admin, "POST", "/leave-types/many", {
      items: [
        {
          title: { en: "Vacation", "pt-BR": "Férias", es: "Vacaciones" },
          color: "#2e7d32",
          unit: "days",
          totalTime: 30 * DAY_MS,
        },
      ],
    });
    expect(type.statusCode, type.body).toBe(201);
    leaveTypeId = type.json<{ items: Array<{ id: string }> }>().items[0]!.id;
    const grant = await call(a.admin, "POST", "/leave/ledger", {
      userId: requester.userId,
      leaveTypeId,
      kind: "grant",
      amount: 30 * DAY_MS,
      reason: "initial",
    });
    expect(grant.statusCode, grant.body).toBe(201);
  });

  afterEach(() => nock.cleanAll());
  afterAll(() => nock.restore());

  it("mails the approver who, what and when in the company's format, linking to /approvals and the settings", async () => {
    const before = (await mailsTo(revisor.email)).length;
    await requestLeave("2030-02-04", "2030-02-06");
    const mails = await mailsTo(revisor.email);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    expect(mail.template).toBe("notification");
    // the company is Brazilian: day/month/year (spec §9)
    expect(mail.text).toContain("Rui Souza asked for Vacation: 3 days from 04/02/2030 to 06/02/2030.");
    expect(mail.text).toContain("Open: http://localhost:3000/approvals");
    expect(mail.text).toContain("http://localhost:3000/notifications-config");
    expect(mail.html).toContain('href="http://localhost:3000/approvals"');
    // in-app too, with the same link, and the bell counts it
    const inbox = (await call(revisor, "GET", "/notifications")).json<{
      items: Array<{ link: string; body: string }>;
    }>();
    expect(inbox.items[0]).toMatchObject({ link: "/approvals", body: expect.stringContaining("04/02/2030") });
    expect(await unread(revisor)).toBeGreaterThan(0);
  });

  it("mails the requester in their language when the approver decides, linking to /my-requests", async () => {
    const leave = await requestLeave("2030-03-11", "2030-03-11");
    const r = await call(revisor, "POST", `/leave/requests/${leave.id}/approve`, {});
    expect(r.statusCode, r.body).toBe(200);
    const mail = (await mailsTo(requester.email)).at(-1)!;
    expect(mail.text).toContain("Your Vacation request (1 day on 11/03/2030) was approved.");
    expect(mail.text).toContain("Open: http://localhost:3000/my-requests");
    expect(mail.text).toContain("http://localhost:3000/notifications-config");
  });

  it("mails each person in their own language: who, what and days, dates in the company's format, the right page", async () => {
    // an approver who reads Portuguese and a worker of theirs who reads Spanish
    const boss = await addSignedInMember(app, { admin: a.admin, levels: ["revisor"], locale: "pt-BR" });
    const worker = await addSignedInMember(app, { admin: a.admin, levels: ["requester"], locale: "es" });
    const bossWorker = await call(a.admin, "POST", "/workers", {
      name: "Paula Reis",
      email: boss.email,
      levels: ["revisor"],
    });
    expect(bossWorker.statusCode, bossWorker.body).toBe(201);
    const created = await call(a.admin, "POST", "/workers", {
      name: "Lucía Gómez",
      email: worker.email,
      levels: ["requester"],
      referenceWorkerId: bossWorker.json<{ id: string }>().id,
    });
    expect(created.statusCode, created.body).toBe(201);
    await call(a.admin, "POST", "/leave/ledger", {
      userId: worker.userId,
      leaveTypeId,
      kind: "grant",
      amount: 10 * DAY_MS,
      reason: "initial",
    });
    const asked = await call(worker, "POST", "/leave/requests", {
      leaveTypeId,
      startDate: "2030-05-06",
      endDate: "2030-05-07",
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const toBoss = (await mailsTo(boss.email)).at(-1)!;
    expect(toBoss).toMatchObject({ template: "notification", locale: "pt-BR" });
    expect(toBoss.subject).toBe("Notificação: Lucía Gómez pediu uma ausência");
    expect(toBoss.text).toContain("Lucía Gómez pediu Férias: 2 dias de 06/05/2030 a 07/05/2030.");
    expect(toBoss.text).toContain("Abrir: http://localhost:3000/approvals");
    expect(toBoss.text).toContain("http://localhost:3000/notifications-config");

    const denied = await call(boss, "POST", `/leave/requests/${asked.json<{ id: string }>().id}/deny`, {
      reason: "Alta demanda",
    });
    expect(denied.statusCode, denied.body).toBe(200);
    const toWorker = (await mailsTo(worker.email)).at(-1)!;
    expect(toWorker).toMatchObject({ template: "notification", locale: "es" });
    expect(toWorker.subject).toBe("Notificación: Solicitud denegada");
    expect(toWorker.text).toContain("Tu solicitud de Vacaciones (2 días del 06/05/2030 al 07/05/2030) fue denegada.");
    expect(toWorker.text).toContain("Abrir: http://localhost:3000/my-requests");
    expect(toWorker.html).toContain('href="http://localhost:3000/my-requests"');
  });

  it("counts unread notifications, marks one and all read, and keeps people to their own", async () => {
    await requestLeave("2030-04-01", "2030-04-02");
    const count = await unread(revisor);
    expect(count).toBeGreaterThan(0);
    const list = (await call(revisor, "GET", "/notifications?unread=true")).json<{ items: Array<{ id: string }> }>();
    const id = list.items[0]!.id;
    // another person of the company, another tenant, nobody
    expect((await call(other, "POST", `/notifications/${id}/read`)).statusCode).toBe(404);
    expect((await call(b.admin, "POST", `/api/companies/${b.companyId}/notifications/${id}/read`)).statusCode).toBe(
      404,
    );
    expect((await call(b.admin, "GET", `/api/companies/${a.companyId}/notifications/unread`)).statusCode).toBe(404);
    expect((await call(null, "GET", "/notifications/unread")).statusCode).toBe(401);
    expect(await unread(revisor)).toBe(count);
    const read = await call(revisor, "POST", `/notifications/${id}/read`);
    expect(read.statusCode, read.body).toBe(200);
    expect(await unread(revisor)).toBe(count - 1);
    expect((await call(revisor, "POST", "/notifications/read-all")).statusCode).toBe(200);
    expect(await unread(revisor)).toBe(0);
  });

  it("lists the kinds the tenant's modules declare, labelled in the caller's language", async () => {
    for (const person of [requester, revisor, a.admin]) {
      const r = await call(person, "GET", "/notifications/kinds");
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().items).toContainEqual({
        type: "leave.request.approved",
        module: "leave",
        label: "My leave request was approved",
      });
    }
    const paula = await addSignedInMember(app, { admin: a.admin, levels: ["requester"], locale: "pt-BR" });
    expect((await call(paula, "GET", "/notifications/kinds")).json().items).toContainEqual({
      type: "leave.request.pending",
      module: "leave",
      label: "Uma solicitação de ausência aguarda minha aprovação",
    });
    expect((await call(b.admin, "GET", `/api/companies/${a.companyId}/notifications/kinds`)).statusCode).toBe(404);
    expect((await call(null, "GET", "/notifications/kinds")).statusCode).toBe(401);
  });

  it("sends no mail for a kind the person turned email off for, and still stores it in the app", async () => {
    const put = await call(requester, "PUT", "/notifications/config", {
      rules: [{ prefix: "leave.request.denied", inApp: true, email: false, push: false }],
    });
    expect(put.statusCode, put.body).toBe(200);
    const leave = await requestLeave("2030-05-06", "2030-05-07");
    const before = (await mailsTo(requester.email)).length;
    const unreadBefore = await unread(requester);
    const r = await call(revisor, "POST", `/leave/requests/${leave.id}/deny`, { reason: "Busy week" });
    expect(r.statusCode, r.body).toBe(200);
    expect(await mailsTo(requester.email)).toHaveLength(before);
    expect(await unread(requester)).toBe(unreadBefore + 1);
    // approved mails still go out (the rule names denied only)
    const next = await requestLeave("2030-05-13", "2030-05-13");
    await call(revisor, "POST", `/leave/requests/${next.id}/approve`, {});
    expect(await mailsTo(requester.email)).toHaveLength(before + 1);
    await call(requester, "PUT", "/notifications/config", { rules: [] });
  });

  it("gives the VAPID public key, stores a device and pushes an encrypted message to its push service", async () => {
    const key = await call(requester, "GET", "/notifications/push");
    expect(key.statusCode, key.body).toBe(200);
    const { publicKey, devices } = key.json<{ publicKey: string; devices: number }>();
    expect(Buffer.from(publicKey, "base64url")).toHaveLength(65);
    expect(devices).toBe(0);

    const subscription = browserSubscription("/send/rui-phone");
    const saved = await call(requester, "POST", "/notifications/push/subscriptions", subscription);
    expect(saved.statusCode, saved.body).toBe(204);
    expect((await call(requester, "GET", "/notifications/push")).json().devices).toBe(1);

    let seen: { headers: Record<string, string | string[] | undefined>; body: Buffer } | undefined;
    const scope = nock(PUSH_ORIGIN)
      .post("/send/rui-phone")
      .reply(function (_uri, body) {
        seen = { headers: this.req.headers, body: Buffer.from(body as string, "hex") };
        return [201, ""];
      });
    const leave = await requestLeave("2030-06-03", "2030-06-04");
    const approved = await call(revisor, "POST", `/leave/requests/${leave.id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(scope.isDone()).toBe(true);
    expect(seen!.headers["content-encoding"]).toBe("aes128gcm");
    expect(String(seen!.headers.authorization)).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`),
    );
    expect(Number(seen!.headers.ttl)).toBeGreaterThan(0);
    // encrypted: the title is not readable on the wire
    expect(seen!.body.length).toBeGreaterThan(100);
    expect(seen!.body.toString("utf8")).not.toContain("approved");
  });

  it("forgets a device the push service says is gone, and sends nothing when push is turned off", async () => {
    const subscription = browserSubscription("/send/old-laptop");
    expect((await call(other, "POST", "/notifications/push/subscriptions", subscription)).statusCode).toBe(204);
    const ctx = systemContext({ companyId: a.companyId, name: "test", log: app.log, now: () => clock.now() });
    const gone = nock(PUSH_ORIGIN).post("/send/old-laptop").reply(410, "");
    const sent = await app.notifications.notify(ctx, {
      userIds: [other.userId],
      type: "leave.request.approved",
      title: { en: "T", "pt-BR": "T", es: "T" },
      body: { en: "B", "pt-BR": "B", es: "B" },
      link: "/my-requests",
    });
    expect(gone.isDone()).toBe(true);
    expect(sent.delivered[0]).toMatchObject({ pushed: 0 });
    expect(await scoped(ctx, PushSubscriptionModel).count({ userId: other.userId })).toBe(0);

    // the person turns push off: no request reaches the push service (nock would throw on an unmatched call)
    expect((await call(other, "POST", "/notifications/push/subscriptions", subscription)).statusCode).toBe(204);
    await call(other, "PUT", "/notifications/config", {
      rules: [{ prefix: "*", inApp: true, email: false, push: false }],
    });
    const off = await app.notifications.notify(ctx, {
      userIds: [other.userId],
      type: "leave.request.approved",
      title: { en: "T", "pt-BR": "T", es: "T" },
      body: { en: "B", "pt-BR": "B", es: "B" },
    });
    expect(off.delivered[0]).toMatchObject({ pushed: 0, emailed: false, notificationId: expect.any(String) });
    expect(nock.pendingMocks()).toEqual([]);
  });

  it("refuses a malformed subscription, other tenants and anonymous callers; unsubscribing is idempotent", async () => {
    const good = browserSubscription("/send/tablet");
    const bad = [
      { ...good, endpoint: "http://push.example.test/plain-http" },
      { ...good, keys: { p256dh: "short", auth: good.keys.auth } },
      { endpoint: good.endpoint },
    ];
    for (const body of bad) {
      const r = await call(requester, "POST", "/notifications/push/subscriptions", body, "es");
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json().message).toBeTruthy();
    }
    expect(
      (await call(b.admin, "POST", `/api/companies/${a.companyId}/notifications/push/subscriptions`, good)).statusCode,
    ).toBe(404);
    expect((await call(null, "POST", "/notifications/push/subscriptions", good)).statusCode).toBe(401);
    expect((await call(b.admin, "GET", `/api/companies/${a.companyId}/notifications/push`)).statusCode).toBe(404);
    expect((await call(requester, "POST", "/notifications/push/subscriptions", good)).statusCode).toBe(204);
    for (let i = 0; i < 2; i++)
      expect(
        (await call(requester, "DELETE", "/notifications/push/subscriptions", { endpoint: good.endpoint })).statusCode,
      ).toBe(204);
  });

  it("puts the company's brand colour on its notification mails (issue 18)", async () => {
    await CompanyModel.updateOne({ _id: a.companyId }, { $set: { branding: { primaryColor: "#0a5c36" } } });
    try {
      await requestLeave("2030-09-02", "2030-09-03");
      const mail = (await mailsTo(revisor.email)).at(-1)!;
      expect(mail.html, mail.text).toContain("background:#0a5c36;color:#ffffff");
    } finally {
      await CompanyModel.updateOne({ _id: a.companyId }, { $unset: { branding: 1 } });
    }
    await requestLeave("2030-09-09", "2030-09-10");
    expect((await mailsTo(revisor.email)).at(-1)!.html).toContain("background:#2251cc;color:#ffffff");
  });
});
