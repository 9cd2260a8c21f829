import type { ServiceContext } from "../../../../core/context.js";
import { parseDay } from "../../../../core/dates/calendar-days.js";
import { AppError } from "../../../../core/errors/app-error.js";
import { type ErrorCode, messageFor } from "../../../../core/errors/catalogue.js";
import type { Locale } from "../../../../core/i18n/locale.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import type { BalanceImportResult, BalanceImportRow } from "../../contract/index.js";
import { LeaveTypeModel } from "../types/types.model.js";
import type { WorkerDirectory } from "../workers-directory.js";
import type { BalancesService, LeaveTypeRecord } from "./balances.service.js";
import { ledgerService } from "./ledger.service.js";
import { readSpreadsheet } from "../../../../core/files/spreadsheet.js";
import { BALANCE_IMPORT_MAX_ROWS } from "../../contract/index.js";

type Column = "worker" | "leave type" | "balance" | "as of" | "reason";
const REQUIRED: Column[] = ["worker", "leave type", "balance", "as of"];

/** Title-row names per column, in the three languages (compared without case and accents). */
const ALIASES: Record<Column, string[]> = {
  worker: ["worker", "email", "e-mail", "worker email", "worker id", "id", "colaborador", "trabajador", "correo"],
  "leave type": ["leave type", "type", "tipo", "tipo de licenca", "tipo de licencia", "tipo de ausencia"],
  balance: ["balance", "saldo", "amount", "quantidade", "cantidad"],
  "as of": ["as of", "as-of", "as of date", "date", "data", "fecha", "em", "a partir de"],
  reason: ["reason", "motivo", "razon"],
};

const plain = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();

/** "12", "12.5", "12,5", "-3": a number with at most two decimals, or null. */
export function parseAmount(text: string): number | null {
  const t = text.trim().replace(/\s/g, "");
  if (!/^[-+]?\d+([.,]\d{1,2})?$/.test(t)) return null;
  return Number(t.replace(",", "."));
}

/** `YYYY-MM-DD`, or `DD/MM/YYYY` as the three languages' people write it; null when not a calendar day. */
export function parseAsOf(text: string): string | null {
  const t = text.trim();
  const br = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
  const day = br ? `${br[3]}-${br[2]!.padStart(2, "0")}-${br[1]!.padStart(2, "0")}` : t;
  return parseDay(day) ? day : null;
}

/**
 * Starting balances from a spreadsheet (issue 12), for companies coming from another tool: one row per person and
 * type (worker e-mail or id, leave type name or id, balance in the type's unit, as-of date, reason). `preview` checks
 * every row and says what would happen; `commit` writes only when no row has a problem (all or nothing: a file with
 * one bad row writes nothing), each row a `starting-balance` entry keyed by person, type and date, so importing the
 * same file again (or finishing an interrupted import) never doubles a balance.
 */
export function createBalanceImportService(deps: { balances: BalancesService; workers: WorkerDirectory }) {
  async function check(ctx: ServiceContext, body: Uint8Array, locale: Locale): Promise<BalanceImportRow[]> {
    const sheet = await readSpreadsheet(body, {
      maxRows: BALANCE_IMPORT_MAX_ROWS,
      codes: {
        invalid: "LEAVE_IMPORT_FILE_INVALID",
        empty: "LEAVE_IMPORT_EMPTY",
        tooManyRows: "LEAVE_IMPORT_TOO_MANY_ROWS",
      },
    });
    const index = new Map<Column, number>();
    sheet.headers.forEach((h, i) => {
      const name = plain(h);
      for (const [column, names] of Object.entries(ALIASES) as Array<[Column, string[]]>)
        if (!index.has(column) && names.includes(name)) index.set(column, i);
    });
    const missing = REQUIRED.filter((c) => !index.has(c));
    if (missing.length > 0) throw new AppError("LEAVE_IMPORT_COLUMNS", { params: { columns: REQUIRED.join(", ") } });

    const [workers, types] = await Promise.all([
      deps.workers.listActive(ctx),
      scoped(ctx, LeaveTypeModel).find({}) as Promise<LeaveTypeRecord[]>,
    ]);
    const byKey = new Map<string, (typeof workers)[number]>();
    for (const w of workers) {
      byKey.set(w.id.toLowerCase(), w);
      byKey.set(w.userId.toLowerCase(), w);
      if (w.email) byKey.set(w.email.toLowerCase(), w);
    }
    const typeByKey = new Map<string, LeaveTypeRecord>();
    for (const t of types) {
      typeByKey.set(String(t._id), t);
      for (const title of Object.values(t.title ?? {})) if (title) typeByKey.set(plain(String(title)), t);
    }
    const cell = (cells: string[], column: Column) => {
      const i = index.get(column);
      return i === undefined ? "" : (cells[i] ?? "").trim();
    };
    const problem = (column: string, code: ErrorCode) => ({ column, code, message: messageFor(code, locale) });

    const seen = new Set<string>();
    const ledgers = new Map<string, Awaited<ReturnType<typeof ledgerService.entries>>>();
    const rows: BalanceImportRow[] = [];
    for (const { row, cells } of sheet.rows) {
      const workerText = cell(cells, "worker");
      const typeText = cell(cells, "leave type");
      const worker = byKey.get(workerText.toLowerCase());
      const type = typeByKey.get(typeText) ?? typeByKey.get(plain(typeText));
      const balance = parseAmount(cell(cells, "balance"));
      const asOf = parseAsOf(cell(cells, "as of"));
      const reason = cell(cells, "reason").slice(0, 500);
      const problems: BalanceImportRow["problems"] = [];
      if (!worker) problems.push(problem("worker", "LEAVE_IMPORT_WORKER_UNKNOWN"));
      if (!type) problems.push(problem("leave type", "LEAVE_IMPORT_TYPE_UNKNOWN"));
      if (balance === null) problems.push(problem("balance", "LEAVE_IMPORT_NUMBER_INVALID"));
      if (!asOf) problems.push(problem("as of", "DATE_INVALID"));
      let status: BalanceImportRow["status"] = problems.length > 0 ? "invalid" : "ok";
      if (worker && type && asOf) {
        const key = `${worker.userId}/${String(type._id)}/${asOf}`;
        if (seen.has(key)) {
          problems.push(problem("", "LEAVE_IMPORT_DUPLICATE_ROW"));
          status = "invalid";
        }
        seen.add(key);
        if (status === "ok") {
          let entries = ledgers.get(worker.userId);
          if (!entries) ledgers.set(worker.userId, (entries = await ledgerService.entries(ctx, worker.userId)));
          if (entries.some((e) => e.leaveTypeId === String(type._id) && e.period === `start-${asOf}`))
            status = "exists";
        }
      }
      rows.push({
        row,
        worker: workerText,
        ...(worker ? { userId: worker.userId, workerName: worker.name } : {}),
        leaveType: typeText,
        ...(type ? { leaveTypeId: String(type._id), unit: type.unit } : {}),
        ...(balance !== null ? { balance } : {}),
        ...(asOf ? { asOf } : {}),
        ...(reason ? { reason } : {}),
        status,
        problems,
      });
    }
    return rows;
  }

  const summary = (mode: string, rows: BalanceImportRow[]): BalanceImportResult => ({
    mode,
    total: rows.length,
    invalid: rows.filter((r) => r.status === "invalid").length,
    existing: rows.filter((r) => r.status === "exists").length,
    written: rows.filter((r) => r.status === "written").length,
    rows,
  });

  return {
    async run(
      ctx: ServiceContext,
      input: { body: Uint8Array; mode: "preview" | "commit"; locale: Locale },
    ): Promise<BalanceImportResult> {
      const rows = await check(ctx, input.body, input.locale);
      if (input.mode === "preview") return summary("preview", rows);
      const invalid = rows.filter((r) => r.status === "invalid").length;
      // all or nothing: one row with a problem and nothing is written
      if (invalid > 0) throw new AppError("LEAVE_IMPORT_ROWS_INVALID", { params: { count: invalid } });
      for (const r of rows) {
        if (r.status !== "ok") continue;
        const written = await deps.balances.adjust(
          ctx,
          {
            userId: r.userId!,
            leaveTypeId: r.leaveTypeId!,
            kind: "starting-balance",
            amount: r.balance!,
            effectiveDate: r.asOf!,
            reason: r.reason || "Starting balance imported from a spreadsheet",
          },
          { ifAbsent: true },
        );
        r.status = written ? "written" : "exists";
      }
      return summary("commit", rows);
    },
  };
}

export type BalanceImportService = ReturnType<typeof createBalanceImportService>;
