import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import mongoose from "mongoose";
import { beforeAll, describe, expect, it } from "vitest";
import { systemContext } from "../../../core/context.js";
import { makeImage, multipartBody } from "../../../core/files/test/images.js";
import {
  addSignedInMember,
  buildTestApp,
  createTestTenant,
  tenantCaller,
  TestClock,
  type TestPerson,
  type TestTenant,
  uniqueAddress,
  useTestDatabase,
} from "../../../core/testing/kit.js";
import { leadingZeroBits, type PublicForm } from "../../forms/contract/index.js";
import { modulesFor } from "../../server.js";
import {
  approvalsOpen,
  type Candidate,
  type CandidateList,
  CANDIDATE_MOVES,
  type Position,
  type PositionList,
  POSITION_TRANSITIONS,
} from "../contract/index.js";

useTestDatabase("hiring");

const solve = (challenge: PublicForm["challenge"]) => {
  for (let i = 0; ; i++)
    if (leadingZeroBits(createHash("sha256").update(`${challenge.nonce}:${i}`).digest()) >= challenge.difficulty)
      return String(i);
};

const auditOf = (targetId: string) =>
  mongoose.connection.db!.collection("audit_entries").find({ "target.id": targetId }).sort({ _id: 1 }).toArray();

describe("hiring", () => {
  let app: FastifyInstance;
  let tenant: TestTenant;
  let other: TestTenant;
  let manager: TestPerson;
  let revisorB: TestPerson;
  const clock = new TestClock(new Date("2030-03-02T12:00:00Z"));
  const call = tenantCaller(() => ({ app, companyId: tenant.companyId }));
  const callOther = tenantCaller(() => ({ app, companyId: other.companyId }));

  beforeAll(async () => {
    ({ app } = await buildTestApp({ clock, modules: modulesFor("hiring", "onboarding") }));
    tenant = await createTestTenant(app);
    other = await createTestTenant(app, { companyName: "Other Ltda" });
    manager = await tenant.loginAs("revisor");
    revisorB = await addSignedInMember(app, { admin: tenant.admin, levels: ["revisor"] });
  });

  const request = async (person: TestPerson, name = "Backend developer") => {
    const r = await call(person, "POST", "/positions", {
      name,
      reason: "staffIncrease",
      description: "APIs",
      startDate: "2030-04-01",
    });
    expect(r.statusCode, r.body).toBe(201);
    return r.json<Position>();
  };
  const decide = (person: TestPerson, id: string, action: string) =>
    call(person, "POST", `/positions/${id}/decision`, { action });

  it("documents one state machine: final states offer nothing; the approval rule", () => {
    expect(Object.keys(POSITION_TRANSITIONS.hired)).toEqual([]);
    expect(Object.keys(POSITION_TRANSITIONS.closed)).toEqual([]);
    expect(CANDIDATE_MOVES.hired).toEqual([]);
    expect(approvalsOpen({ approvedBy: ["a"], revisors: ["a", "b"], rule: "all" })).toBe(false);
    expect(approvalsOpen({ approvedBy: ["a", "b"], revisors: ["a", "b"], rule: "all" })).toBe(true);
    expect(approvalsOpen({ approvedBy: ["b"], revisors: ["a", "b"], rule: "any" })).toBe(true);
  });

  it("requests, approves (all revisors), takes an application from the public form, moves and hires: the worker exists", async () => {
    const set = await call(tenant.admin, "PUT", "/hiring/settings", {
      hiringRevisors: [tenant.admin.userId, revisorB.userId],
      approvalRule: "all",
      extraFieldHiring: [],
    });
    expect(set.statusCode, set.body).toBe(200);

    const position = await request(manager);
    expect(position).toMatchObject({ status: "pending", requestedBy: manager.userId });
    // the revisors were alerted (in-app; mail follows their preferences)
    const alerts = await mongoose.connection
      .db!.collection("notifications")
      .find({ type: "hiring.position.pending" })
      .toArray();
    expect(alerts.map((a) => String(a.userId)).sort()).toEqual([tenant.admin.userId, revisorB.userId].sort());
    const again = await call(manager, "POST", "/positions/sendAlertToApprove", { positionId: position.id });
    expect(again.json()).toEqual({ alerted: 2 });

    // a manager who is not a hiring revisor cannot approve
    expect((await decide(manager, position.id, "approve")).json()).toMatchObject({
      statusCode: 403,
      code: "HIRING_NOT_REVISOR",
    });
    const first = await decide(tenant.admin, position.id, "approve");
    expect(first.json<Position>()).toMatchObject({ status: "pending", approvals: [{ userId: tenant.admin.userId }] });
    expect((await decide(tenant.admin, position.id, "approve")).json()).toMatchObject({
      code: "HIRING_ALREADY_DECIDED",
    });
    expect((await call(revisorB, "POST", "/positions/sendAlertToApprove", { positionId: position.id })).json()).toEqual(
      { alerted: 1 },
    );
    const opened = await decide(revisorB, position.id, "approve");
    expect(opened.json<Position>()).toMatchObject({ status: "open", openingDate: "2030-03-02" });
    expect((await decide(revisorB, position.id, "approve")).json()).toMatchObject({
      statusCode: 409,
      code: "HIRING_TRANSITION",
    });

    // the public application form
    const form = (await call(manager, "POST", `/positions/${position.id}/application-form`)).json<{
      publicPath: string;
    }>();
    expect(form.publicPath).toMatch(/^\/forms\/[0-9a-f]{24}-[0-9a-f]{24}$/);
    expect((await call(manager, "POST", `/positions/${position.id}/application-form`)).json()).toEqual(form);
    const publicId = form.publicPath.split("/").at(-1)!;
    const address = uniqueAddress();
    const view = (
      await app.inject({ url: `/api/public/forms/${publicId}`, remoteAddress: address })
    ).json<PublicForm>();
    const field = (key: string) => view.fields.find((f) => f.key === key)!.id;
    clock.advance(5000);
    const applied = await app.inject({
      method: "POST",
      url: `/api/public/forms/${publicId}/responses`,
      remoteAddress: address,
      payload: {
        answers: {
          [field("firstName")]: "Rita",
          [field("lastName")]: "Moreno",
          [field("email")]: "rita.moreno@example.com",
          [field("phone")]: "+55 11 5555-0000",
        },
        challenge: { id: view.challenge.id, solution: solve(view.challenge) },
      },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const candidates = (await call(manager, "GET", `/positions/${position.id}/candidates`)).json<CandidateList>();
    expect(candidates.items).toMatchObject([
      { firstName: "Rita", lastName: "Moreno", email: "rita.moreno@example.com", stage: "applied", source: "form" },
    ]);
    const candidate = candidates.items[0]!;

    // stages: one step at a time; the hire needs an offer
    expect(
      (await call(manager, "POST", `/hiring/candidates/${candidate.id}/stage`, { stage: "offer" })).json(),
    ).toMatchObject({ code: "HIRING_STAGE_MOVE" });
    expect(
      (await call(manager, "POST", `/hiring/candidates/${candidate.id}/hire`, { startDate: "2030-04-01" })).json(),
    ).toMatchObject({ code: "HIRING_HIRE_NEEDS_OFFER" });
    for (const stage of ["screening", "interview", "offer"])
      expect(
        (await call(manager, "POST", `/hiring/candidates/${candidate.id}/stage`, { stage })).json<Candidate>().stage,
      ).toBe(stage);
    const noted = await call(manager, "POST", `/hiring/candidates/${candidate.id}/notes`, { text: "Great interview" });
    expect(noted.json<Candidate>().notes).toMatchObject([{ text: "Great interview", authorId: manager.userId }]);

    const hired = await call(manager, "POST", `/hiring/candidates/${candidate.id}/hire`, { startDate: "2030-04-01" });
    expect(hired.statusCode, hired.body).toBe(200);
    const { workerId } = hired.json<{ workerId: string }>();
    const worker = await call(tenant.admin, "GET", `/workers/${workerId}`);
    expect(worker.json()).toMatchObject({
      name: "Rita",
      lastName: "Moreno",
      email: "rita.moreno@example.com",
      startDateAtCompany: "2030-04-01",
    });
    expect((await call(manager, "GET", `/positions/${position.id}`)).json<Position>()).toMatchObject({
      status: "hired",
      hiredCandidateId: candidate.id,
    });
    // the hire starts onboarding (people's worker.created, sent by the admission): the admin sees their checklist
    const onboarding = await call(tenant.admin, "GET", `/onboarding/workers/${workerId}`);
    expect(onboarding.statusCode, onboarding.body).toBe(200);
    expect(onboarding.json<{ stage: string }>().stage).toBe("registration-pending");
    // the form stops taking answers
    expect(
      (await app.inject({ url: `/api/public/forms/${publicId}`, remoteAddress: uniqueAddress() })).statusCode,
    ).toBe(410);
    // audited: requested, two approvals, hire
    expect((await auditOf(position.id)).map((e) => e.action)).toEqual([
      "hiring.position.requested",
      "hiring.position.approve",
      "hiring.position.approve",
      "hiring.position.hire",
    ]);
    // hiring the same address again is refused by people, and nothing changes here
    const second = await request(manager, "Second seat");
    await decide(tenant.admin, second.id, "approve");
    await decide(revisorB, second.id, "approve");
    const again2 = (
      await call(manager, "POST", `/positions/${second.id}/candidates`, {
        firstName: "Rita",
        email: "rita.moreno@example.com",
      })
    ).json<Candidate>();
    for (const stage of ["screening", "interview", "offer"])
      await call(manager, "POST", `/hiring/candidates/${again2.id}/stage`, { stage });
    const refused = await call(manager, "POST", `/hiring/candidates/${again2.id}/hire`, { startDate: "2030-04-01" });
    expect(refused.json()).toMatchObject({ statusCode: 409, code: "AUTH_EMAIL_EXISTS" });
    expect((await call(manager, "GET", `/hiring/candidates/${again2.id}`)).json<Candidate>()).toMatchObject({
      stage: "offer",
      workerId: null,
    });
    expect((await call(manager, "GET", `/positions/${second.id}`)).json<Position>().status).toBe("open");
  });

  it("closes on one rejection, on cancel, and by hand; closed positions take no candidates", async () => {
    await call(tenant.admin, "PUT", "/hiring/settings", {
      hiringRevisors: [],
      approvalRule: "any",
      extraFieldHiring: [],
    });
    const a = await request(manager, "Rejected one");
    // no revisors configured: the admins decide
    expect((await decide(manager, a.id, "reject")).json()).toMatchObject({ code: "HIRING_NOT_REVISOR" });
    expect((await decide(tenant.admin, a.id, "reject")).json<Position>()).toMatchObject({
      status: "closed",
      closeDate: "2030-03-02",
    });
    const b = await request(manager, "Canceled one");
    expect((await decide(manager, b.id, "cancel")).json<Position>().status).toBe("closed");
    const c = await request(manager, "Closed by hand");
    expect((await decide(manager, c.id, "close")).json()).toMatchObject({ code: "HIRING_TRANSITION" });
    await decide(tenant.admin, c.id, "approve");
    expect((await decide(manager, c.id, "close")).json<Position>().status).toBe("closed");
    expect(
      (await call(manager, "POST", `/positions/${c.id}/candidates`, { firstName: "Z", email: "z@example.com" })).json(),
    ).toMatchObject({ code: "HIRING_NOT_OPEN" });
    const list = (await call(manager, "GET", "/positions?status=closed")).json<PositionList>();
    expect(list.items.map((p) => p.name)).toEqual(
      expect.arrayContaining(["Rejected one", "Canceled one", "Closed by hand"]),
    );
  });

  it("refuses bad input with the catalogue message in three languages, storing nothing", async () => {
    const speakers = [
      ["en", tenant.admin, "A replacement names the person who left."],
      [
        "pt-BR",
        await addSignedInMember(app, { admin: tenant.admin, levels: ["admin"], locale: "pt-BR" }),
        "Uma substituição indica a pessoa que saiu.",
      ],
      [
        "es",
        await addSignedInMember(app, { admin: tenant.admin, levels: ["admin"], locale: "es" }),
        "Un reemplazo indica a la persona que se fue.",
      ],
    ] as const;
    const before = (await call(tenant.admin, "GET", "/positions")).json<PositionList>().total;
    for (const [locale, person, message] of speakers) {
      const r = await call(person, "POST", "/positions", { name: "Cook", reason: "replacement" });
      expect(r.json(), locale).toEqual({
        statusCode: 400,
        code: "HIRING_REPLACEMENT_REQUIRED",
        message,
        field: "replacedWorkerId",
      });
    }
    // another company's worker is not someone who left here
    const theirs = await callOther(other.admin, "POST", "/workers", { name: "Them", email: "them@example.com" });
    const r = await call(tenant.admin, "POST", "/positions", {
      name: "Cook",
      reason: "replacement",
      replacedWorkerId: theirs.json<{ id: string }>().id,
    });
    expect(r.json()).toMatchObject({ code: "HIRING_REPLACEMENT_REQUIRED" });
    expect(
      (await call(tenant.admin, "POST", "/positions", { name: "  ", reason: "staffIncrease" })).json(),
    ).toMatchObject({ code: "VALIDATION_REQUIRED", field: "name" });
    expect(
      (
        await call(tenant.admin, "POST", "/positions", {
          name: "Cook",
          reason: "staffIncrease",
          openingDate: "2030-05-01",
          closeDate: "2030-04-01",
        })
      ).json(),
    ).toMatchObject({ code: "HIRING_CLOSE_BEFORE_START" });
    expect(
      (
        await call(tenant.admin, "PUT", "/hiring/settings", {
          hiringRevisors: [(await tenant.loginAs("requester")).userId],
          approvalRule: "all",
          extraFieldHiring: [],
        })
      ).json(),
    ).toMatchObject({ code: "HIRING_REVISOR_INVALID", field: "hiringRevisors.0" });
    // extra fields of the company are checked
    await call(tenant.admin, "PUT", "/hiring/settings", {
      hiringRevisors: [],
      approvalRule: "any",
      extraFieldHiring: [{ type: "select", label: "Work model", required: true, options: ["Remote", "On site"] }],
    });
    expect(
      (await call(tenant.admin, "POST", "/positions", { name: "Cook", reason: "staffIncrease" })).json(),
    ).toMatchObject({ code: "VALIDATION_SELECTION", field: "extraFields.work-model" });
    const ok = await call(tenant.admin, "POST", "/positions", {
      name: "Cook",
      reason: "staffIncrease",
      extraFields: { "work-model": "Remote" },
    });
    expect(ok.json<Position>().extraFields).toEqual({ "work-model": "Remote" });
    expect((await call(tenant.admin, "GET", "/positions")).json<PositionList>().total).toBe(before + 1);
    await call(tenant.admin, "PUT", "/hiring/settings", {
      hiringRevisors: [],
      approvalRule: "any",
      extraFieldHiring: [],
    });
  });

  it("alerts a company's admins when it names no hiring revisors; they approve, and `any` opens on the first", async () => {
    const company = await createTestTenant(app, { companyName: "No Revisors Ltda" });
    const secondAdmin = await addSignedInMember(app, { admin: company.admin, levels: ["admin"] });
    const lead = await addSignedInMember(app, { admin: company.admin, levels: ["revisor"] });
    const callHere = tenantCaller(() => ({ app, companyId: company.companyId }));
    const created = await callHere(lead, "POST", "/positions", { name: "Waiter", reason: "staffIncrease" });
    expect(created.statusCode, created.body).toBe(201);
    const position = created.json<Position>();
    const alerted = await mongoose.connection
      .db!.collection("notifications")
      .find({ type: "hiring.position.pending", "data.positionId": position.id })
      .toArray();
    // the admins, not the manager who asked
    expect(alerted.map((a) => String(a.userId)).sort()).toEqual([company.admin.userId, secondAdmin.userId].sort());
    expect((await callHere(lead, "POST", "/positions/sendAlertToApprove", { positionId: position.id })).json()).toEqual(
      { alerted: 2 },
    );
    expect(
      (await callHere(lead, "POST", `/positions/${position.id}/decision`, { action: "approve" })).json(),
    ).toMatchObject({ statusCode: 403, code: "HIRING_NOT_REVISOR" });
    const opened = await callHere(secondAdmin, "POST", `/positions/${position.id}/decision`, { action: "approve" });
    expect(opened.json<Position>()).toMatchObject({ status: "open", approvals: [{ userId: secondAdmin.userId }] });
    // an open position alerts nobody any more
    expect(
      (await callHere(lead, "POST", "/positions/sendAlertToApprove", { positionId: position.id })).json(),
    ).toMatchObject({ statusCode: 409, code: "HIRING_TRANSITION" });
    // the requester heard the decision
    const decided = await mongoose.connection
      .db!.collection("notifications")
      .find({ type: "hiring.position.decided", "data.positionId": position.id })
      .toArray();
    expect(decided.map((n) => String(n.userId))).toEqual([lead.userId]);
  });

  it("keeps a candidate's files: the résumé sent with the application and files attached, judged by content", async () => {
    const company = await createTestTenant(app, { companyName: "Files Ltda" });
    const callHere = tenantCaller(() => ({ app, companyId: company.companyId }));
    const position = (
      await callHere(company.admin, "POST", "/positions", { name: "Baker", reason: "staffIncrease" })
    ).json<Position>();
    await callHere(company.admin, "POST", `/positions/${position.id}/decision`, { action: "approve" });
    const { publicPath } = (await callHere(company.admin, "POST", `/positions/${position.id}/application-form`)).json<{
      publicPath: string;
    }>();
    const publicId = publicPath.split("/").at(-1)!;
    const address = uniqueAddress();
    const view = (
      await app.inject({ url: `/api/public/forms/${publicId}`, remoteAddress: address })
    ).json<PublicForm>();
    const field = (key: string) => view.fields.find((f) => f.key === key)!.id;
    const solution = solve(view.challenge);
    clock.advance(5000);
    const resume = Buffer.from("%PDF-1.4\n% Bruno's résumé\n");
    const sent = await multipartBody([
      { name: "challengeId", value: view.challenge.id },
      { name: "solution", value: solution },
      { name: "file", filename: "bruno-cv.pdf", type: "application/pdf", body: resume },
    ]);
    const uploaded = await app.inject({
      method: "POST",
      url: `/api/public/forms/${publicId}/uploads`,
      remoteAddress: address,
      payload: sent.payload,
      headers: sent.headers,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const applied = await app.inject({
      method: "POST",
      url: `/api/public/forms/${publicId}/responses`,
      remoteAddress: address,
      payload: {
        answers: {
          [field("firstName")]: "Bruno",
          [field("lastName")]: "Paz",
          [field("email")]: "bruno.paz@example.com",
          [field("resume")]: uploaded.json<{ uploadId: string }>().uploadId,
        },
        challenge: { id: view.challenge.id, solution },
      },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const [candidate] = (
      await callHere(company.admin, "GET", `/positions/${position.id}/candidates`)
    ).json<CandidateList>().items;
    expect(candidate!.files).toEqual([
      {
        id: expect.any(String),
        name: "bruno-cv.pdf",
        size: resume.length,
        contentType: "application/pdf",
        source: "form",
      },
    ]);
    // the résumé is reached from the candidate (not only from the form's responses)
    const fromForm = await callHere(
      company.admin,
      "GET",
      `/hiring/candidates/${candidate!.id}/files/${candidate!.files[0]!.id}`,
    );
    expect(fromForm.statusCode).toBe(200);
    expect(fromForm.rawPayload.equals(resume)).toBe(true);
    expect(fromForm.headers["content-disposition"]).toContain("bruno-cv.pdf");

    // a file attached by the team: PNG judged by its bytes whatever its name
    const attach = async (person: { token: string }, body: Uint8Array, filename: string) => {
      const { payload, headers } = await multipartBody([{ name: "file", filename, type: "application/pdf", body }]);
      return app.inject({
        method: "POST",
        url: `/api/companies/${company.companyId}/hiring/candidates/${candidate!.id}/files`,
        payload,
        headers: { ...headers, token: person.token },
      });
    };
    const image = await makeImage({ format: "png", width: 20, height: 20 });
    const attached = await attach(company.admin, image, "interview-notes.pdf");
    expect(attached.statusCode, attached.body).toBe(200);
    const files = attached.json<Candidate>().files;
    expect(files.map((f) => [f.name, f.contentType, f.source])).toEqual([
      ["bruno-cv.pdf", "application/pdf", "form"],
      ["interview-notes.pdf", "image/png", "upload"],
    ]);
    const download = await callHere(company.admin, "GET", `/hiring/candidates/${candidate!.id}/files/${files[1]!.id}`);
    expect(download.rawPayload.equals(Buffer.from(image))).toBe(true);

    // bad files in three languages; nothing is added
    const speakers = [
      [company.admin, "Only PDF, PNG or JPG files can be attached to a candidate."],
      [
        await addSignedInMember(app, { admin: company.admin, levels: ["admin"], locale: "pt-BR" }),
        "Só arquivos PDF, PNG ou JPG podem ser anexados a um candidato.",
      ],
      [
        await addSignedInMember(app, { admin: company.admin, levels: ["admin"], locale: "es" }),
        "Solo se pueden adjuntar archivos PDF, PNG o JPG a un candidato.",
      ],
    ] as const;
    for (const [person, message] of speakers)
      expect((await attach(person, Buffer.from("MZ an executable"), "cv.pdf")).json()).toEqual({
        statusCode: 400,
        code: "HIRING_FILE_TYPE",
        message,
        field: "file",
      });
    expect((await attach(company.admin, Buffer.alloc(2 * 1024 * 1024 + 10, 1), "big.pdf")).json()).toMatchObject({
      statusCode: 413,
      code: "FILE_TOO_LARGE",
    });
    expect(
      (await callHere(company.admin, "GET", `/hiring/candidates/${candidate!.id}`)).json<Candidate>().files,
    ).toHaveLength(2);

    // unknown file, another company, an employee, a stranger
    expect(
      (await callHere(company.admin, "GET", `/hiring/candidates/${candidate!.id}/files/0123456789abcdef01234567`))
        .statusCode,
    ).toBe(404);
    for (const url of [
      `/hiring/candidates/${candidate!.id}`,
      `/hiring/candidates/${candidate!.id}/files/${files[0]!.id}`,
    ])
      expect((await call(tenant.admin, "GET", url)).json(), url).toMatchObject({ statusCode: 404, code: "NOT_FOUND" });
    expect((await attach(tenant.admin, image, "x.png")).statusCode).toBe(404);
    const employee = await company.loginAs("requester");
    expect(
      (await callHere(employee, "GET", `/hiring/candidates/${candidate!.id}/files/${files[0]!.id}`)).statusCode,
    ).toBe(403);
    expect((await attach(employee, image, "x.png")).statusCode).toBe(403);
    const stranger = await app.inject({
      url: `/api/companies/${company.companyId}/hiring/candidates/${candidate!.id}/files/${files[0]!.id}`,
    });
    expect(stranger.statusCode).toBe(401);
  });

  it("edits pending and open positions (extra values checked), never closed ones; a replacement names who left", async () => {
    await call(tenant.admin, "PUT", "/hiring/settings", {
      hiringRevisors: [],
      approvalRule: "any",
      extraFieldHiring: [{ id: "shift", type: "select", label: "Shift", options: ["Morning", "Night"] }],
    });
    const leaving = (
      await call(tenant.admin, "POST", "/workers", { name: "Otto", lastName: "Left", email: "otto.left@example.com" })
    ).json<{ id: string }>();
    const created = await call(manager, "POST", "/positions", {
      name: "Night cook",
      reason: "replacement",
      replacedWorkerId: leaving.id,
    });
    expect(created.json<Position>()).toMatchObject({ reason: "replacement", replacedWorkerId: leaving.id });
    const position = created.json<Position>();
    const edited = await call(manager, "PATCH", `/positions/${position.id}`, {
      name: "Night chef",
      requirements: "Five years",
      startDate: "2030-05-02",
      extraFields: { shift: "Night" },
    });
    expect(edited.json<Position>()).toMatchObject({
      name: "Night chef",
      requirements: "Five years",
      startDate: "2030-05-02",
      extraFields: { shift: "Night" },
      status: "pending",
    });
    expect(
      (await call(manager, "PATCH", `/positions/${position.id}`, { extraFields: { shift: "Noon" } })).json(),
    ).toMatchObject({ statusCode: 400, code: "VALIDATION_SELECTION", field: "extraFields.shift" });
    expect(
      (await call(manager, "PATCH", `/positions/${position.id}`, { reason: "staffIncrease" })).json<Position>(),
    ).toMatchObject({ reason: "staffIncrease", replacedWorkerId: null });
    expect((await call(manager, "PATCH", `/positions/${position.id}`, { reason: "replacement" })).json()).toMatchObject(
      { code: "HIRING_REPLACEMENT_REQUIRED" },
    );
    await decide(tenant.admin, position.id, "approve");
    expect(
      (await call(manager, "PATCH", `/positions/${position.id}`, { name: "Open chef" })).json<Position>().name,
    ).toBe("Open chef");
    await decide(manager, position.id, "close");
    expect((await call(manager, "PATCH", `/positions/${position.id}`, { name: "Late" })).json()).toMatchObject({
      statusCode: 409,
      code: "HIRING_TRANSITION",
    });
    expect((await call(manager, "GET", `/positions/${position.id}`)).json<Position>().name).toBe("Open chef");
    await call(tenant.admin, "PUT", "/hiring/settings", {
      hiringRevisors: [],
      approvalRule: "any",
      extraFieldHiring: [],
    });
  });

  it("rejects a candidate from any stage before hired and reconsiders them; nothing moves on a closed position", async () => {
    await call(tenant.admin, "PUT", "/hiring/settings", {
      hiringRevisors: [],
      approvalRule: "any",
      extraFieldHiring: [],
    });
    const position = await request(manager, "Dishwasher");
    await decide(tenant.admin, position.id, "approve");
    const candidate = (
      await call(manager, "POST", `/positions/${position.id}/candidates`, {
        firstName: "Ivo",
        email: "ivo@example.com",
      })
    ).json<Candidate>();
    const move = (stage: string) => call(manager, "POST", `/hiring/candidates/${candidate.id}/stage`, { stage });
    expect((await move("screening")).json<Candidate>().stage).toBe("screening");
    expect((await move("rejected")).json<Candidate>().stage).toBe("rejected");
    expect((await move("offer")).json()).toMatchObject({ statusCode: 409, code: "HIRING_STAGE_MOVE" });
    expect(
      (await call(manager, "POST", `/hiring/candidates/${candidate.id}/hire`, { startDate: "2030-04-01" })).json(),
    ).toMatchObject({ code: "HIRING_HIRE_NEEDS_OFFER" });
    expect((await move("applied")).json<Candidate>().stage).toBe("applied");
    // one live application per address and position
    expect(
      (
        await call(manager, "POST", `/positions/${position.id}/candidates`, {
          firstName: "Ivo",
          email: "IVO@example.com",
        })
      ).json(),
    ).toMatchObject({ code: "AUTH_EMAIL_EXISTS", field: "email" });
    await decide(manager, position.id, "close");
    expect((await move("screening")).json()).toMatchObject({ code: "HIRING_NOT_OPEN" });
    expect((await auditOf(candidate.id)).map((e) => e.action)).toEqual([
      "hiring.candidate.added",
      "hiring.candidate.screening",
      "hiring.candidate.rejected",
      "hiring.candidate.applied",
    ]);
  });

  it("writes the application form in the language of whoever makes its link", async () => {
    await call(tenant.admin, "PUT", "/hiring/settings", {
      hiringRevisors: [],
      approvalRule: "any",
      extraFieldHiring: [],
    });
    for (const [locale, labels] of [
      ["pt-BR", ["Nome", "Sobrenome", "E-mail", "Telefone", "Currículo (PDF, PNG ou JPG)"]],
      ["es", ["Nombre", "Apellido", "Correo electrónico", "Teléfono", "Currículum (PDF, PNG o JPG)"]],
    ] as const) {
      const lead = await addSignedInMember(app, { admin: tenant.admin, levels: ["revisor"], locale });
      const position = await request(lead, `Host ${locale}`);
      await decide(tenant.admin, position.id, "approve");
      const { publicPath } = (await call(lead, "POST", `/positions/${position.id}/application-form`)).json<{
        publicPath: string;
      }>();
      const view = (
        await app.inject({ url: `/api/public${publicPath}`, remoteAddress: uniqueAddress() })
      ).json<PublicForm>();
      expect(view.fields.map((f) => f.label)).toEqual(labels);
      expect(view.fields.map((f) => f.key)).toEqual(["firstName", "lastName", "email", "phone", "resume"]);
    }
  });

  it("keeps employees out (403) and other tenants' ids unknown (404)", async () => {
    const employee = await tenant.loginAs("requester");
    const position = await request(manager, "Guarded");
    for (const [method, url] of [
      ["GET", "/positions"],
      ["POST", "/positions"],
      ["GET", `/positions/${position.id}`],
      ["POST", `/positions/${position.id}/decision`],
      ["GET", "/hiring/settings"],
      ["GET", `/positions/${position.id}/candidates`],
      ["POST", `/positions/${position.id}/candidates`],
      ["POST", `/positions/${position.id}/application-form`],
      ["POST", "/positions/sendAlertToApprove"],
      ["PATCH", `/positions/${position.id}`],
    ] as const)
      expect((await call(employee, method, url, method === "GET" ? undefined : {})).statusCode, url).toBe(403);
    expect(
      (
        await call(manager, "PUT", "/hiring/settings", {
          hiringRevisors: [],
          approvalRule: "any",
          extraFieldHiring: [],
        })
      ).statusCode,
    ).toBe(403);
    expect((await callOther(tenant.admin, "GET", `/positions/${position.id}`)).statusCode).toBe(404);
    const theirs = (
      await callOther(other.admin, "POST", "/positions", { name: "Theirs", reason: "staffIncrease" })
    ).json<Position>();
    for (const [method, url, body] of [
      ["GET", `/positions/${theirs.id}`, undefined],
      ["PATCH", `/positions/${theirs.id}`, { name: "Mine" }],
      ["POST", `/positions/${theirs.id}/decision`, { action: "approve" }],
      ["POST", "/positions/sendAlertToApprove", { positionId: theirs.id }],
      ["POST", `/positions/${theirs.id}/application-form`, undefined],
      ["GET", `/positions/${theirs.id}/candidates`, undefined],
    ] as const)
      expect((await call(tenant.admin, method, url, body)).json(), url).toMatchObject({
        statusCode: 404,
        code: "NOT_FOUND",
      });
    expect((await callOther(other.admin, "GET", `/positions/${theirs.id}`)).json<Position>()).toMatchObject({
      name: "Theirs",
      status: "pending",
    });
  });
});

describe("the hiring demo data", () => {
  it("seeds a year of positions in every state and candidates in every stage, once", async () => {
    const { app } = await buildTestApp({ modules: modulesFor("hiring") });
    const tenant = await createTestTenant(app);
    const manager = await addSignedInMember(app, { admin: tenant.admin, levels: ["revisor"] });
    const worker = await app.inject({
      method: "POST",
      url: `/api/companies/${tenant.companyId}/workers`,
      headers: { token: tenant.admin.token },
      payload: { name: "Leaving", email: "leaving@example.com" },
    });
    const ctx = systemContext({ companyId: tenant.companyId, name: "demo-seed", log: app.log });
    const seed = app.modules.find((m) => m.id === "hiring")!.seed!;
    const people = [
      { userId: tenant.admin.userId, email: tenant.admin.email, name: "Admin", role: "admin" as const },
      { userId: manager.userId, email: manager.email, name: "Manager", role: "manager" as const },
      {
        userId: worker.json<{ userId: string }>().userId,
        email: "leaving@example.com",
        name: "Leaving",
        role: "employee" as const,
      },
    ];
    await seed(ctx, { people });
    await seed(ctx, { people });
    const get = (url: string) =>
      app.inject({ url: `/api/companies/${tenant.companyId}${url}`, headers: { token: tenant.admin.token } });
    const positions = (await get("/positions?limit=50")).json<PositionList>();
    expect(positions.total).toBe(10);
    expect(new Set(positions.items.map((p) => p.status))).toEqual(new Set(["pending", "open", "hired", "closed"]));
    expect(positions.items.some((p) => p.reason === "replacement" && p.replacedWorkerId)).toBe(true);
    const created = positions.items.map((p) => Date.parse(p.createdAt));
    expect(Math.max(...created) - Math.min(...created)).toBeGreaterThan(300 * 24 * 3600 * 1000);
    const stages = new Set<string>();
    for (const p of positions.items)
      for (const c of (await get(`/positions/${p.id}/candidates?limit=100`)).json<CandidateList>().items)
        stages.add(c.stage);
    expect(stages).toEqual(new Set(["applied", "screening", "interview", "offer", "hired", "rejected"]));
    // every candidate has a résumé that downloads
    const open = positions.items.find((p) => p.status === "open")!;
    const [someone] = (await get(`/positions/${open.id}/candidates`)).json<CandidateList>().items;
    expect(someone!.files).toMatchObject([{ contentType: "application/pdf", source: "upload" }]);
    const resume = await get(`/hiring/candidates/${someone!.id}/files/${someone!.files[0]!.id}`);
    expect(resume.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    await app.close();
  });
});
