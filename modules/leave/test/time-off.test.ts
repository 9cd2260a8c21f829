/**
 * Issue 12 "Balances cannot be managed": the Time off tab's routes. Balances as of a date with their forecast to the
 * period's end, the ledger behind them (balance after each entry, who wrote it), an admin's adjustment or starting
 * balance with its reason (audited, an event), and starting balances imported from a spreadsheet (preview, then all or
 * nothing; a re-import never doubles a balance).
 */
import ExcelJS from "exceljs";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { multipartBody } from "../../../core/files/test/images.js";
import {
  addSignedInMember,
  buildTestApp,
  createTestTenant,
  DAY_MS,
  TestClock,
  type TestPerson,
  type TestTenant,
  tenantCaller,
  useTestDatabase,
} from "../../../core/testing/kit.js";
import { modulesFor } from "../../server.js";

useTestDatabase("leave_time_off");

interface Entry {
  id: string;
  kind: string;
  amount: number;
  effectiveDate: string;
  reason: string;
  authorId: string;
  authorName?: string;
  balanceAfter?: number;
}
interface Balance {
  leaveTypeId: string;
  balance: number;
  available: number;
  periodEnd?: string;
  accruing?: number;
  booked?: number;
  projected?: number;
}

describe("the Time off tab's routes", () => {
  let app: FastifyInstance;
  const clock = new TestClock(new Date("2030-03-10T12:00:00.000Z"));
  let t: TestTenant;
  let other: TestTenant;
  let worker: TestPerson;
  let boss: TestPerson;
  let report: TestPerson;
  let indirectReport: TestPerson;
  /** Admins who chose each language (a person's saved language outranks Accept-Language). */
  const admins: Record<string, { token: string }> = {};
  let vacation = "";
  let hoursType = "";
  const call = tenantCaller(() => ({ app, companyId: t.companyId }));
  const otherCall = tenantCaller(() => ({ app, companyId: other.companyId }));

  const balances = async (asOf?: string) =>
    (await call(t.admin, "GET", `/leave/balances?userId=${worker.userId}${asOf ? `&asOf=${asOf}` : ""}`)).json<{
      items: Balance[];
    }>().items;
  const balanceOf = async (typeId: string, asOf?: string) =>
    (await balances(asOf)).find((b) => b.leaveTypeId === typeId)!;
  const ledger = async (typeId: string) =>
    (await call(t.admin, "GET", `/leave/ledger?userId=${worker.userId}&leaveTypeId=${typeId}&limit=50`)).json<{
      items: Entry[];
    }>().items;
  const adjust = (who: { token: string } | null, body: Record<string, unknown>, locale?: string) =>
    call(
      who,
      "POST",
      "/leave/balances/adjustments",
      {
        userId: worker.userId,
        leaveTypeId: vacation,
        kind: "adjustment",
        amount: 2,
        reason: "Overtime compensation",
        ...body,
      },
      locale,
    );
  const upload = async (file: { body: Uint8Array; filename: string }, mode: "preview" | "commit", locale = "en") => {
    const { payload, headers } = await multipartBody([
      { name: "file", filename: file.filename, type: "application/octet-stream", body: file.body },
    ]);
    return app.inject({
      method: "POST",
      url: `/api/companies/${t.companyId}/leave/balances/import?mode=${mode}`,
      headers: { ...headers, token: admins[locale]!.token, "accept-language": locale },
      payload,
    });
  };
  const csv = (text: string) => ({ body: Buffer.from(text, "utf8"), filename: "balances.csv" });

  beforeAll(async () => {
    ({ app } = await buildTestApp({ clock, modules: modulesFor("leave") }));
    t = await createTestTenant(app, { companyName: "Saldo Ltda" });
    other = await createTestTenant(app, { companyName: "Outra Ltda" });
    worker = await addSignedInMember(app, { admin: t.admin, levels: ["requester"] });
    boss = await addSignedInMember(app, { admin: t.admin, levels: ["revisor"] });
    admins.en = t.admin;
    admins["pt-BR"] = await addSignedInMember(app, { admin: t.admin, levels: ["admin"], locale: "pt-BR" });
    admins.es = await addSignedInMember(app, { admin: t.admin, levels: ["admin"], locale: "es" });
    report = await addSignedInMember(app, { admin: t.admin, levels: ["requester"] });
    indirectReport = await addSignedInMember(app, { admin: t.admin, levels: ["requester"] });
    const ids: Record<string, string> = {};
    // Caio reports to Bia, Duda to Caio; Rosa to nobody
    for (const [name, email, levels, supervisor] of [
      ["Bia", boss.email, ["revisor"], undefined],
      ["Rosa", worker.email, ["requester"], undefined],
      ["Caio", report.email, ["requester"], "Bia"],
      ["Duda", indirectReport.email, ["requester"], "Caio"],
    ] as const) {
      const r = await call(t.admin, "POST", "/workers", {
        name,
        email,
        levels,
        startDateAtCompany: "2025-06-01",
        ...(supervisor ? { referenceWorkerId: ids[supervisor] } : {}),
      });
      expect(r.statusCode, r.body).toBe(201);
      ids[name] = r.json<{ id: string }>().id;
    }
    const types = await call(t.admin, "POST", "/leave-types/many", {
      items: [
        {
          title: { en: "Vacation", "pt-BR": "Férias", es: "Vacaciones" },
          color: "#2e7d32",
          unit: "days",
          totalTime: 2 * DAY_MS,
          accrual: { kind: "monthly", amount: 2 * DAY_MS },
        },
        {
          title: { en: "Time bank", "pt-BR": "Banco de horas", es: "Bolsa de horas" },
          color: "#1565c0",
          unit: "hours",
          totalTime: 8 * 3_600_000,
        },
      ],
    });
    expect(types.statusCode, types.body).toBe(201);
    [vacation, hoursType] = types.json<{ items: Array<{ id: string }> }>().items.map((i) => i.id) as [string, string];
  });

  it("an admin writes a starting balance and an adjustment: balance, ledger (balance after, who), audit", async () => {
    const start = await adjust(t.admin, {
      kind: "starting-balance",
      amount: 10.5,
      effectiveDate: "2030-01-01",
      reason: "Brought from the old tool",
    });
    expect(start.statusCode, start.body).toBe(201);
    expect(start.json()).toMatchObject({
      kind: "starting-balance",
      amount: 10.5 * DAY_MS,
      effectiveDate: "2030-01-01",
    });
    // the same starting balance twice is refused, nothing more written
    const again = await adjust(t.admin, { kind: "starting-balance", amount: 3, effectiveDate: "2030-01-01" }, "pt-BR");
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "LEAVE_STARTING_BALANCE_EXISTS" });

    const minus = await adjust(t.admin, { amount: -1.5, reason: "  Unpaid absence on 3 March  " });
    expect(minus.statusCode, minus.body).toBe(201);
    expect((await balanceOf(vacation)).balance).toBe(9 * DAY_MS);

    const entries = await ledger(vacation);
    expect(entries.map((e) => [e.kind, e.amount / DAY_MS, (e.balanceAfter ?? NaN) / DAY_MS])).toEqual([
      ["adjustment", -1.5, 9],
      ["starting-balance", 10.5, 10.5],
    ]);
    expect(entries[0]).toMatchObject({ reason: "Unpaid absence on 3 March", authorId: t.admin.userId });
    expect(typeof entries[0]!.authorName).toBe("string");

    const audit = (await call(t.admin, "GET", "/audit?action=leave.balance&limit=50")).json<{
      items: Array<{ action: string }>;
    }>().items;
    expect(audit.map((a) => a.action).sort()).toEqual(["leave.balance.adjustment", "leave.balance.starting-balance"]);
  });

  it("hours types take the amount in hours", async () => {
    const r = await adjust(t.admin, { leaveTypeId: hoursType, amount: 3.25, reason: "Saturday shift" });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json<Entry>().amount).toBe(3.25 * 3_600_000);
  });

  it("forecasts the period: accruals to come until 31 December, minus leaves booked", async () => {
    const leave = await call(worker, "POST", "/leave/requests", {
      leaveTypeId: vacation,
      startDate: "2030-05-06",
      endDate: "2030-05-07",
    });
    expect(leave.statusCode, leave.body).toBe(201);
    const b = await balanceOf(vacation, "2030-03-10");
    expect(b.periodEnd).toBe("2030-12-31");
    // April to December: 9 monthly accruals of 2 days still to come
    expect(b.accruing).toBe(18 * DAY_MS);
    expect(b.booked).toBe(-2 * DAY_MS);
    expect(b.projected).toBe(b.available + 18 * DAY_MS - 2 * DAY_MS);
  });

  it("refuses a missing reason and a zero amount with catalogue messages, writing nothing", async () => {
    const before = (await ledger(vacation)).length;
    const messages: Record<string, string> = {
      en: "Write the reason for this change.",
      "pt-BR": "Escreva o motivo desta alteração.",
      es: "Escribe el motivo de este cambio.",
    };
    for (const [locale, message] of Object.entries(messages)) {
      const r = await adjust(admins[locale]!, { reason: "   " }, locale);
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ code: "LEAVE_REASON_REQUIRED", message });
    }
    const zero = await adjust(t.admin, { amount: 0 }, "es");
    expect(zero.json()).toMatchObject({ code: "LEAVE_AMOUNT_INVALID" });
    const cents = await adjust(t.admin, { amount: 1.234 });
    expect(cents.json()).toMatchObject({ code: "LEAVE_AMOUNT_INVALID" });
    expect((await ledger(vacation)).length).toBe(before);
  });

  it("lets only admins adjust; people of another company are not found; anonymous is 401", async () => {
    const before = (await ledger(vacation)).length;
    expect((await adjust(boss, {})).statusCode).toBe(403);
    expect((await adjust(worker, {})).statusCode).toBe(403);
    expect((await adjust(null, {})).statusCode).toBe(401);
    // another company's admin, with this company's person and type: not found there
    const foreign = await otherCall(other.admin, "POST", "/leave/balances/adjustments", {
      userId: worker.userId,
      leaveTypeId: vacation,
      kind: "adjustment",
      amount: 5,
      reason: "x",
    });
    expect(foreign.statusCode).toBe(404);
    // this company's admin with another company's person
    expect((await adjust(t.admin, { userId: other.admin.userId })).statusCode).toBe(404);
    expect((await ledger(vacation)).length).toBe(before);
  });

  it("shows a person their own balance and ledger, not a colleague's", async () => {
    expect((await call(worker, "GET", "/leave/balances")).statusCode).toBe(200);
    expect((await call(worker, "GET", `/leave/ledger?userId=${worker.userId}`)).statusCode).toBe(200);
    expect((await call(worker, "GET", `/leave/ledger?userId=${boss.userId}`)).statusCode).toBe(404);
    expect((await call(worker, "GET", `/leave/balances?userId=${boss.userId}`)).statusCode).toBe(404);
    // a manager reads their reports' (direct and indirect) and their own, not anyone else's
    for (const path of ["/leave/ledger", "/leave/balances"]) {
      expect((await call(boss, "GET", `${path}?userId=${report.userId}`)).statusCode).toBe(200);
      expect((await call(boss, "GET", `${path}?userId=${indirectReport.userId}`)).statusCode).toBe(200);
      expect((await call(boss, "GET", `${path}?userId=${boss.userId}`)).statusCode).toBe(200);
      expect((await call(boss, "GET", `${path}?userId=${worker.userId}`)).statusCode).toBe(403);
      expect((await call(boss, "GET", `${path}?userId=${t.admin.userId}`)).statusCode).not.toBe(200);
      // a report does not read their manager's
      expect((await call(report, "GET", `${path}?userId=${boss.userId}`)).statusCode).toBe(404);
    }
    // admins read anyone's
    expect((await call(t.admin, "GET", `/leave/balances?userId=${worker.userId}`)).statusCode).toBe(200);
    // another company's admin asking for this company's person: not found
    expect((await otherCall(other.admin, "GET", `/leave/ledger?userId=${worker.userId}`)).statusCode).toBe(404);
    expect((await otherCall(other.admin, "GET", `/leave/balances?userId=${worker.userId}`)).statusCode).toBe(404);
    expect((await call(null, "GET", `/leave/ledger?userId=${worker.userId}`)).statusCode).toBe(401);
  });

  describe("importing starting balances from a spreadsheet", () => {
    it("previews a good CSV, commits it, and a re-import does not double the balance", async () => {
      const file = csv(
        `E-mail;Leave type;Balance;As of;Reason\n${worker.email};Férias;12,5;01/02/2030;Saldo do sistema antigo\n${boss.email};Vacation;4;2030-02-01;\n${worker.email};${hoursType};6;2030-02-01;\n`,
      );
      const preview = await upload(file, "preview");
      expect(preview.statusCode, preview.body).toBe(200);
      expect(preview.json()).toMatchObject({ total: 3, invalid: 0, existing: 0, written: 0 });
      const before = (await balanceOf(vacation, "2030-02-01")).balance;
      expect((await balanceOf(vacation, "2030-02-01")).balance).toBe(before);

      const commit = await upload(file, "commit");
      expect(commit.statusCode, commit.body).toBe(200);
      expect(commit.json()).toMatchObject({ total: 3, written: 3 });
      expect((await balanceOf(vacation, "2030-02-01")).balance).toBe(before + 12.5 * DAY_MS);
      expect((await ledger(vacation))[0]).toMatchObject({
        kind: "starting-balance",
        reason: "Saldo do sistema antigo",
      });

      const again = await upload(file, "commit");
      expect(again.json()).toMatchObject({ total: 3, written: 0, existing: 3 });
      expect((await balanceOf(vacation, "2030-02-01")).balance).toBe(before + 12.5 * DAY_MS);
    });

    it("reads an Excel file", async () => {
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet("Saldos");
      sheet.addRow(["Worker", "Leave type", "Balance", "As of"]);
      sheet.addRow([worker.email, "vacaciones", 3, new Date("2030-02-15T00:00:00.000Z")]);
      const body = Buffer.from(await workbook.xlsx.writeBuffer());
      const r = await upload({ body, filename: "saldos.xlsx" }, "preview");
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().rows[0]).toMatchObject({ status: "ok", balance: 3, asOf: "2030-02-15", unit: "days" });
    });

    it("says what is wrong in each bad row, in the reader's language, and commits nothing", async () => {
      const file = csv(
        `worker,leave type,balance,as of\nnobody@example.com,Vacation,3,2030-03-01\n${worker.email},Sabbatical,3,2030-03-01\n${worker.email},Vacation,three,2030-03-01\n${worker.email},Vacation,1,2030-02-30\n${boss.email},Vacation,2,2030-03-01\n`,
      );
      const preview = await upload(file, "preview", "pt-BR");
      expect(preview.statusCode, preview.body).toBe(200);
      const body = preview.json<{
        invalid: number;
        rows: Array<{ row: number; status: string; problems: unknown[] }>;
      }>();
      expect(body.invalid).toBe(4);
      expect(body.rows.map((r) => [r.row, r.status, r.problems])).toEqual([
        [
          2,
          "invalid",
          [
            {
              column: "worker",
              code: "LEAVE_IMPORT_WORKER_UNKNOWN",
              message: "Nenhum colaborador ativo com este e-mail ou id.",
            },
          ],
        ],
        [
          3,
          "invalid",
          [
            {
              column: "leave type",
              code: "LEAVE_IMPORT_TYPE_UNKNOWN",
              message: "Nenhum tipo de licença com este nome ou id.",
            },
          ],
        ],
        [
          4,
          "invalid",
          [
            {
              column: "balance",
              code: "LEAVE_IMPORT_NUMBER_INVALID",
              message: "Não é um número (escreva 12 ou 12,5).",
            },
          ],
        ],
        [5, "invalid", [{ column: "as of", code: "DATE_INVALID", message: "Data inválida!" }]],
        [6, "ok", []],
      ]);
      const before = await ledger(vacation);
      const commit = await upload(file, "commit", "es");
      expect(commit.statusCode).toBe(422);
      expect(commit.json()).toMatchObject({ code: "LEAVE_IMPORT_ROWS_INVALID" });
      expect(commit.json().message).toMatch(/^4 filas/);
      expect(await ledger(vacation)).toEqual(before);
      const bossLedger = await call(t.admin, "GET", `/leave/ledger?userId=${boss.userId}&leaveTypeId=${vacation}`);
      expect(bossLedger.json<{ items: Entry[] }>().items.some((e) => e.effectiveDate === "2030-03-01")).toBe(false);
    });

    it("asks for the columns it needs, and refuses files it cannot read", async () => {
      const r = await upload(csv("name;amount\nRosa;3\n"), "preview", "es");
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ code: "LEAVE_IMPORT_COLUMNS" });
      const empty = await upload(csv("worker,leave type,balance,as of\n"), "preview");
      expect(empty.json()).toMatchObject({ code: "LEAVE_IMPORT_EMPTY" });
      const xls = await upload({ body: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 1, 2]), filename: "old.xls" }, "preview");
      expect(xls.json()).toMatchObject({ code: "LEAVE_IMPORT_FILE_INVALID" });
    });

    it("is for admins of the company only", async () => {
      const file = csv(`worker,leave type,balance,as of\n${worker.email},Vacation,1,2030-03-01\n`);
      const { payload, headers } = await multipartBody([
        { name: "file", filename: "b.csv", type: "text/csv", body: file.body },
      ]);
      const as = (token: string | undefined, companyId = t.companyId) =>
        app.inject({
          method: "POST",
          url: `/api/companies/${companyId}/leave/balances/import?mode=commit`,
          headers: { ...headers, ...(token ? { token } : {}) },
          payload,
        });
      expect((await as(boss.token)).statusCode).toBe(403);
      expect((await as(worker.token)).statusCode).toBe(403);
      expect((await as(undefined)).statusCode).toBe(401);
      // another company's admin: the worker is not theirs
      const foreign = await as(other.admin.token, other.companyId);
      expect(foreign.statusCode).toBe(422);
      expect((await as(other.admin.token)).statusCode).toBe(404);
    });
  });
});
