import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { UserModel } from "../../../core/auth/users.model.js";
import { systemContext } from "../../../core/context.js";
import { multipartBody } from "../../../core/files/test/images.js";
import { MailOutbox } from "../../../core/mail/mail-outbox.model.js";
import { scoped } from "../../../core/tenancy/scoped.js";
import {
  addSignedInMember,
  bootModule,
  createTestTenant,
  DAY_MS,
  signup,
  type SignedUp,
  TestClock,
  type TestPerson,
  type TestTenant,
  tenantCaller,
  useTestDatabase,
} from "../../../core/testing/kit.js";
import type {
  Conversation,
  ConversationDetail,
  ConversationList,
  InboxDetail,
  InboxList,
  Message,
} from "../contract/index.js";
import { supportModule } from "../server/index.js";
import { ConversationModel, MessageModel } from "../server/conversations/conversations.model.js";

/** Issue 17 "Support chat": both sides, tenancy, read receipts, the away mails, attachments, agents and the seed. */
useTestDatabase("support");

describe("support chat", () => {
  let app: FastifyInstance;
  let tenant: TestTenant;
  let other: TestTenant;
  let founder: SignedUp;
  const clock = new TestClock(new Date("2030-03-04T12:00:00.000Z"));

  beforeAll(async () => {
    ({ app, tenant } = await bootModule(supportModule, { clock }));
    other = await createTestTenant(app, { companyName: "Other Ltda" });
    founder = await signup(app, { companyName: "Founder's own" });
    await UserModel.updateOne({ _id: founder.userId }, { $set: { isFounder: true, memberships: [] } });
  });

  const call = tenantCaller(() => ({ app, companyId: tenant.companyId }));
  const callOther = tenantCaller(() => ({ app, companyId: other.companyId }));
  const platform = (person: { token: string } | null, method: string, url: string, payload?: object) =>
    app.inject({
      method: method as "GET",
      url: `/api/support${url}`,
      headers: person ? { token: person.token } : {},
      ...(payload ? { payload } : {}),
    });
  const mails = async (to: string, template: string) => MailOutbox.countDocuments({ to, template: template as never });

  const open = async (person: TestPerson | SignedUp, subject = "Leave balance", body = "My balance looks wrong.") => {
    const r = await call(person, "POST", "/support/conversations", { subject, body });
    expect(r.statusCode, r.body).toBe(201);
    return r.json<ConversationDetail>();
  };

  it("opens a conversation, answered live by the founder across companies, with unread counts both ways", async () => {
    const employee = await tenant.loginAs("requester");
    const started = await open(employee, "  Payslip missing ", "I cannot find March's payslip.");
    expect(started.conversation).toMatchObject({ subject: "Payslip missing", status: "open", unread: 0 });
    expect(started.messages).toMatchObject([{ side: "person", body: "I cannot find March's payslip." }]);
    const id = started.conversation.id;

    // the founder's inbox holds it with the company and the person
    const inbox = await platform(founder, "GET", "/inbox?status=open");
    expect(inbox.statusCode, inbox.body).toBe(200);
    const row = inbox.json<InboxList>().items.find((c) => c.id === id);
    expect(row).toMatchObject({
      companyId: tenant.companyId,
      companyName: "Acme Ltda",
      personEmail: employee.email,
      unread: 1,
    });

    const detail = await platform(founder, "GET", `/inbox/${tenant.companyId}/${id}`);
    expect(detail.json<InboxDetail>().messages).toHaveLength(1);
    const answer = await platform(founder, "POST", `/inbox/${tenant.companyId}/${id}/messages`, {
      body: "It is in Payroll, Receipts.",
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json<Message>()).toMatchObject({ side: "staff", body: "It is in Payroll, Receipts." });
    expect((await platform(founder, "POST", `/inbox/${tenant.companyId}/${id}/read`)).json()).toMatchObject({
      unread: 0,
    });

    const mine = (await call(employee, "GET", "/support/conversations")).json<ConversationList>();
    expect(mine).toMatchObject({ total: 1, unread: 1, items: [{ id, unread: 1, lastSide: "staff" }] });
    expect(
      (await call(employee, "GET", `/support/conversations/${id}`)).json<ConversationDetail>().messages,
    ).toHaveLength(2);
    expect((await call(employee, "POST", `/support/conversations/${id}/read`)).json<Conversation>().unread).toBe(0);
    expect((await call(employee, "GET", "/support/conversations")).json<ConversationList>().unread).toBe(0);
  });

  it("shows a person only their own conversations; another company's ids are not found", async () => {
    const author = await addSignedInMember(app, { admin: tenant.admin, levels: ["requester"] });
    const { conversation } = await open(author);
    const colleague = await tenant.loginAs("revisor");
    const paths = [
      ["GET", `/support/conversations/${conversation.id}`],
      ["POST", `/support/conversations/${conversation.id}/messages`, { body: "hi" }],
      ["POST", `/support/conversations/${conversation.id}/read`],
      ["PUT", `/support/conversations/${conversation.id}/status`, { status: "closed" }],
    ] as const;
    for (const [method, path, body] of paths) {
      expect((await call(colleague, method, path, body)).statusCode, `${method} ${path}`).toBe(404);
      expect((await call(tenant.admin, method, path, body)).statusCode, `${method} ${path}`).toBe(404);
      // another company's admin, on their own company's path, with this conversation's id
      expect((await callOther(other.admin, method, path, body)).statusCode, `${method} ${path}`).toBe(404);
    }
    expect((await call(colleague, "GET", "/support/conversations")).json<ConversationList>().items).not.toContainEqual(
      expect.objectContaining({ id: conversation.id }),
    );
    // the platform path with the wrong company finds nothing either
    expect((await platform(founder, "GET", `/inbox/${other.companyId}/${conversation.id}`)).statusCode).toBe(404);
  });

  it("refuses bad input with the catalogue message in the caller's language", async () => {
    const speakers: Array<[string, { token: string }, string]> = [
      ["en", tenant.admin, "Please type something."],
      [
        "pt-BR",
        await addSignedInMember(app, { admin: tenant.admin, levels: ["requester"], locale: "pt-BR" }),
        "Por favor, digite algo.",
      ],
      [
        "es",
        await addSignedInMember(app, { admin: tenant.admin, levels: ["requester"], locale: "es" }),
        "Por favor, escribe algo.",
      ],
    ];
    for (const [, person, required] of speakers) {
      const blank = await call(person, "POST", "/support/conversations", { subject: "  ", body: "text" });
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toMatchObject({ code: "VALIDATION_REQUIRED", message: required });
    }
    const tooLong = await call(tenant.admin, "POST", "/support/conversations", {
      subject: "x",
      body: "y".repeat(4001),
    });
    expect(tooLong.statusCode).toBe(400);
    const before = await scoped({ companyId: tenant.companyId, now: clock.now }, ConversationModel).count();
    expect((await call(tenant.admin, "POST", "/support/conversations", { subject: "ok", body: "" })).statusCode).toBe(
      400,
    );
    // nothing half written: no conversation without its first message
    expect(await scoped({ companyId: tenant.companyId, now: clock.now }, ConversationModel).count()).toBe(before);
  });

  it("closes and reopens; a closed conversation takes no message until reopened (both sides)", async () => {
    const person = await tenant.loginAs("requester");
    const { conversation } = await open(person, "Close me");
    const base = `/support/conversations/${conversation.id}`;
    expect((await call(person, "PUT", `${base}/status`, { status: "closed" })).json<Conversation>().status).toBe(
      "closed",
    );
    const refused = await call(person, "POST", `${base}/messages`, { body: "again" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "SUPPORT_CONVERSATION_CLOSED" });
    const staffRefused = await platform(founder, "POST", `/inbox/${tenant.companyId}/${conversation.id}/messages`, {
      body: "x",
    });
    expect(staffRefused.json()).toMatchObject({ code: "SUPPORT_CONVERSATION_CLOSED" });
    expect((await call(person, "PUT", `${base}/status`, { status: "closed" })).json()).toMatchObject({
      code: "SUPPORT_CONVERSATION_ALREADY",
    });
    const reopened = await platform(founder, "PUT", `/inbox/${tenant.companyId}/${conversation.id}/status`, {
      status: "open",
    });
    expect(reopened.json()).toMatchObject({ status: "open", closedAt: null });
    expect((await call(person, "POST", `${base}/messages`, { body: "again" })).statusCode).toBe(201);
    const closedList = (await platform(founder, "GET", "/inbox?status=closed")).json<InboxList>();
    expect(closedList.items.map((c) => c.id)).not.toContain(conversation.id);
  });

  it("mails a person about an answer only while they are away, once until they read", async () => {
    const person = await addSignedInMember(app, { admin: tenant.admin, levels: ["requester"] });
    const { conversation } = await open(person, "Away test");
    const answer = (body: string) =>
      platform(founder, "POST", `/inbox/${tenant.companyId}/${conversation.id}/messages`, { body });

    // the support page is open and live: no mail
    expect((await call(person, "PUT", "/support/presence", { here: true })).statusCode).toBe(204);
    await answer("First answer");
    expect(await mails(person.email, "support-answer")).toBe(0);
    await call(person, "POST", `/support/conversations/${conversation.id}/read`);

    // the page stopped reporting itself: away after 75 s
    clock.advance(2 * 60_000);
    await answer("Second answer");
    expect(await mails(person.email, "support-answer")).toBe(1);
    await answer("Third answer, still unread");
    expect(await mails(person.email, "support-answer")).toBe(1);
    // after reading, the next answer while away mails again
    await call(person, "POST", `/support/conversations/${conversation.id}/read`);
    await answer("Fourth answer");
    expect(await mails(person.email, "support-answer")).toBe(2);
    // a page that says it closed counts as away at once
    await call(person, "POST", `/support/conversations/${conversation.id}/read`);
    await call(person, "PUT", "/support/presence", { here: true });
    await call(person, "PUT", "/support/presence", { here: false });
    await answer("Fifth answer");
    expect(await mails(person.email, "support-answer")).toBe(3);
  });

  it("lets the founder name agents who answer; the staff is mailed about a question while away", async () => {
    const agentCompany = await createTestTenant(app, { companyName: "Agents Inc" });
    const agent = agentCompany.admin;
    // not on the team yet: the platform routes do not exist for them
    expect((await platform(agent, "GET", "/inbox")).statusCode).toBe(404);
    expect((await platform(agent, "GET", "/me")).json()).toEqual({ staff: false, founder: false });
    expect((await platform(agent, "POST", "/agents", { email: agent.email })).statusCode).toBe(404);
    expect((await platform(null, "GET", "/inbox")).statusCode).toBe(401);

    const added = await platform(founder, "POST", "/agents", {
      email: ` ${agent.email.toUpperCase()} `,
      name: "Ana Agent",
    });
    expect(added.statusCode, added.body).toBe(201);
    expect((await platform(founder, "POST", "/agents", { email: agent.email })).json()).toMatchObject({
      code: "SUPPORT_AGENT_EXISTS",
    });
    expect((await platform(founder, "POST", "/agents", { email: "not an email" })).statusCode).toBe(400);
    expect((await platform(founder, "GET", "/agents")).json().items).toContainEqual(
      expect.objectContaining({ email: agent.email.toLowerCase() }),
    );
    expect((await platform(agent, "GET", "/me")).json()).toEqual({ staff: true, founder: false });

    const person = await tenant.loginAs("revisor");
    const { conversation } = await open(person, "Agent answers");
    const answered = await platform(agent, "POST", `/inbox/${tenant.companyId}/${conversation.id}/messages`, {
      body: "Hello from the agent",
    });
    expect(answered.json<Message>()).toMatchObject({ side: "staff", authorName: expect.any(String) });
    const row = (await platform(agent, "GET", "/inbox")).json<InboxList>().items.find((c) => c.id === conversation.id);
    expect(row?.assigneeName).toBe(answered.json<Message>().authorName);

    // the agent's inbox is not open: the person's reply mails the agent (the conversation's assignee), not the founder
    clock.advance(2 * 60_000);
    const founderMails = await mails(founder.email, "support-question");
    await call(person, "POST", `/support/conversations/${conversation.id}/messages`, {
      body: "Thanks! One more thing",
    });
    expect(await mails(agent.email, "support-question")).toBe(1);
    expect(await mails(founder.email, "support-question")).toBe(founderMails);
    // with the inbox open, no mail
    await platform(agent, "POST", `/inbox/${tenant.companyId}/${conversation.id}/read`);
    expect((await platform(agent, "PUT", "/inbox/presence", { here: true })).statusCode).toBe(204);
    await call(person, "POST", `/support/conversations/${conversation.id}/messages`, { body: "Another" });
    expect(await mails(agent.email, "support-question")).toBe(1);

    expect((await platform(founder, "DELETE", `/agents/${encodeURIComponent(agent.email)}`)).statusCode).toBe(204);
    expect((await platform(agent, "GET", "/inbox")).statusCode).toBe(404);
    expect((await platform(founder, "DELETE", `/agents/${encodeURIComponent(agent.email)}`)).statusCode).toBe(404);
  });

  it("sends and downloads attachments through the files service, on both sides only", async () => {
    const person = await tenant.loginAs("requester");
    const { conversation } = await open(person, "With a file");
    const pdf = Buffer.from("%PDF-1.4\n% a small certificate\n");
    const { payload, headers } = await multipartBody([
      { name: "body", value: "Here is the certificate" },
      { name: "file", filename: "certificate.pdf", type: "application/pdf", body: pdf },
    ]);
    const sent = await app.inject({
      method: "POST",
      url: `/api/companies/${tenant.companyId}/support/conversations/${conversation.id}/attachments`,
      payload,
      headers: { ...headers, token: person.token },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const message = sent.json<Message>();
    expect(message).toMatchObject({
      body: "Here is the certificate",
      attachments: [{ name: "certificate.pdf", contentType: "application/pdf" }],
    });
    const file = message.attachments[0]!;
    const path = `/support/conversations/${conversation.id}/messages/${message.id}/attachments/${file.id}`;
    const mine = await call(person, "GET", path);
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(pdf)).toBe(true);
    const staff = await platform(
      founder,
      "GET",
      `/inbox/${tenant.companyId}/${conversation.id}/messages/${message.id}/attachments/${file.id}`,
    );
    expect(staff.rawPayload.equals(pdf)).toBe(true);
    expect((await call(tenant.admin, "GET", path)).statusCode).toBe(404);
    expect((await callOther(other.admin, "GET", path)).statusCode).toBe(404);
  });

  it("seeds a year of conversations once: closed ones answered, open ones waiting, mailing nobody", async () => {
    const seeded = await createTestTenant(app, { companyName: "Seeded" });
    const employee = await seeded.loginAs("requester");
    const manager = await seeded.loginAs("revisor");
    const people = [
      { userId: seeded.admin.userId, email: seeded.admin.email, name: "Alice Admin", role: "admin" as const },
      { userId: manager.userId, email: manager.email, name: "Marcos Gerente", role: "manager" as const },
      { userId: employee.userId, email: employee.email, name: "Elaine Funcionária", role: "employee" as const },
    ];
    const seed = app.modules.find((m) => m.id === "support")!.seed!;
    const ctx = systemContext({
      companyId: seeded.companyId,
      name: "demo-seed",
      log: app.log,
      now: clock.now,
      tenant: {
        id: seeded.companyId,
        name: "Seeded",
        plan: "premium",
        pack: "moderate",
        countryId: "br",
        timeZone: "UTC",
        disabledModules: [],
        enabledModules: ["support"],
      },
    });
    const outboxBefore = await MailOutbox.countDocuments({});
    await seed(ctx, { people });
    await seed(ctx, { people });
    expect(await MailOutbox.countDocuments({})).toBe(outboxBefore);

    const conversations = await scoped(ctx, ConversationModel).find({});
    const times = conversations.map((c) => c.createdAt.getTime());
    expect(clock.now().getTime() - Math.min(...times)).toBeGreaterThan(300 * DAY_MS);
    expect(conversations.filter((c) => c.status === "closed").length).toBeGreaterThan(5);
    expect(conversations.filter((c) => c.status === "open").length).toBeGreaterThan(1);
    // messages carry their own moment, not the seed's
    const messages = await scoped(ctx, MessageModel).find({}, { sort: { createdAt: 1 } });
    expect(messages.filter((m) => m.side === "staff").length).toBeGreaterThanOrEqual(9);
    expect(clock.now().getTime() - messages[0]!.createdAt.getTime()).toBeGreaterThan(300 * DAY_MS);

    // the employee has an answer to read; the founder's inbox has a question waiting
    const employeeList = await app.inject({
      url: `/api/companies/${seeded.companyId}/support/conversations`,
      headers: { token: employee.token },
    });
    expect(employeeList.json<ConversationList>().unread).toBeGreaterThan(0);
    const inbox = (await platform(founder, "GET", "/inbox?status=open&limit=50")).json<InboxList>();
    expect(inbox.items.filter((c) => c.companyId === seeded.companyId && c.unread > 0).length).toBeGreaterThan(0);
    expect(inbox.items.find((c) => c.companyId === seeded.companyId)?.companyName).toBe("Seeded");
  });
});
