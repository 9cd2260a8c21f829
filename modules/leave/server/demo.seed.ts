import { companyDay, type Level, type ServiceContext } from "../../../core/context.js";
import { addDays, addMonths, startOfMonth, weekdayOf } from "../../../core/dates/calendar-days.js";
import type { DemoSeedInput } from "../../../core/modules/define-module.js";
import { scoped } from "../../../core/tenancy/scoped.js";
import { AppError } from "../../../core/errors/app-error.js";
import { COUNTRY_IDS } from "../../../tenants/company.types.js";
import type { LeaveType } from "../contract/index.js";
import { LedgerEntryModel } from "./balances/balances.model.js";
import { type BalancesService, eachLimited } from "./balances/balances.service.js";
import { holidaysService } from "./holidays/holidays.service.js";
import type { RequestsService } from "./requests/requests.service.js";
import type { WorkerDirectory } from "./workers-directory.js";

export interface LeaveSeedDeps {
  balances: BalancesService;
  requests: RequestsService;
  workers: WorkerDirectory;
  /** The company's leave types, its country's pack chosen first when it has none. */
  types(ctx: ServiceContext): Promise<LeaveType[]>;
}

/** A small seeded generator (mulberry32): the same demo every time for the same "today". */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The first Monday on or after `day`. */
const mondayFrom = (day: string) => addDays(day, (8 - weekdayOf(day)) % 7);

/** Noon UTC of a day: the same calendar day in every American time zone the packs cover. */
const at = (ctx: ServiceContext, day: string): ServiceContext => ({
  ...ctx,
  now: () => new Date(`${day}T12:00:00.000Z`),
});

const asUser = (ctx: ServiceContext, userId: string, level: Level): ServiceContext => ({
  ...ctx,
  actor: { kind: "user", userId, level, levels: [level], isFounder: false },
});

type Outcome = "approved" | "pending" | "denied" | "canceled";
interface PlannedLeave {
  userId: string;
  type: LeaveType;
  startDate: string;
  endDate: string;
  /** The day the person asks (the clock of the request). */
  askedOn: string;
  outcome: Outcome;
  note?: string;
}

/**
 * The leave module's demo data: a company that has used the product for a year (issue 12). Everything goes through
 * the real mechanisms, with the clock set to the day it would have happened:
 * - the accrual job's service (`balances.accrue`) runs on the 1st of each of the last 12 months and today, so every
 *   worker has the grants the policies gave them (idempotent period keys, as the daily job);
 * - leaves are asked for by the worker through the requests service on a day before they start and decided by their
 *   supervisor (or an admin) through the state machine: past vacations and sick days (consumed from the ledger),
 *   a few approved vacations to come, requests still waiting for the supervisor, one denied and one canceled;
 * - two company holidays beside the country's public ones.
 * Deterministic (seeded random, dates relative to the company's today). Does nothing when the ledger has entries.
 */
export async function seedLeave(ctx: ServiceContext, input: DemoSeedInput, deps: LeaveSeedDeps): Promise<void> {
  const types = await deps.types(ctx);
  if ((await scoped(ctx, LedgerEntryModel).count({})) > 0) return;
  const today = companyDay(ctx);
  const firstMonth = addMonths(startOfMonth(today), -12);
  const random = seededRandom(20260101);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

  const vacation = types.find((t) => t.packKey?.endsWith(".vacation")) ?? types.find((t) => t.unit === "days");
  const sick = types.find((t) => t.packKey?.endsWith(".medical"));
  const childMedical = types.find((t) => t.packKey?.endsWith(".child-medical"));
  const blood = types.find((t) => t.packKey?.endsWith(".blood-donation"));

  const manager = input.people.find((p) => p.role === "manager");
  const admin = input.people.find((p) => p.role === "admin");
  const employee = input.people.find((p) => p.role === "employee");
  const team = input.people.filter((p) => p.role === "worker" || p.role === "employee");

  // the plan, decided up front so the random draws do not depend on what the services answer
  const plan: PlannedLeave[] = [];
  if (vacation) {
    for (const [i, person] of team.entries()) {
      // about two in three took a vacation in the past year (10, 15 or 20 days, from a Monday)
      if (person !== employee && random() < 0.35) continue;
      const monthsAgo = 2 + Math.floor(random() * 9);
      const start = mondayFrom(addDays(addMonths(today, -monthsAgo), Math.floor(random() * 20)));
      const days = pick([10, 15, 20]);
      plan.push({
        userId: person.userId,
        type: vacation,
        startDate: start,
        endDate: addDays(start, days - 1),
        askedOn: addDays(start, -30 - (i % 15)),
        outcome: "approved",
        ...(random() < 0.3 ? { note: pick(["Viagem para o Nordeste", "Visitar a família", "Descanso"]) } : {}),
      });
    }
    // approved vacations to come, requests waiting for the supervisor, one denied, one canceled
    const others = team.filter((p) => p !== employee);
    const future: Array<[Outcome, number, number]> = [
      ["approved", 20, 10],
      ["approved", 45, 15],
      ["approved", 75, 10],
      ["approved", 110, 20],
      ["pending", 30, 10],
      ["pending", 55, 5],
      ["pending", 90, 15],
      ["pending", 130, 10],
      ["denied", 35, 10],
      ["canceled", 60, 5],
    ];
    for (const [n, [outcome, inDays, days]] of future.entries()) {
      const person = others[(n * 3 + 1) % Math.max(1, others.length)];
      if (!person) break;
      const start = mondayFrom(addDays(today, inDays + Math.floor(random() * 5)));
      plan.push({
        userId: person.userId,
        type: vacation,
        startDate: start,
        endDate: addDays(start, days - 1),
        askedOn: addDays(today, -1 - Math.floor(random() * 10)),
        outcome,
      });
    }
    // the manager's own vacation, decided by the admin
    if (manager) {
      const start = mondayFrom(addMonths(today, -5));
      plan.push({
        userId: manager.userId,
        type: vacation,
        startDate: start,
        endDate: addDays(start, 14),
        askedOn: addDays(start, -40),
        outcome: "approved",
      });
    }
  }
  for (const [i, person] of team.entries()) {
    // a few sick days, a child's appointment, a blood donation: the types that are not vacation
    const r = random();
    const type = r < 0.25 ? sick : r < 0.4 ? childMedical : r < 0.5 ? blood : undefined;
    if (!type) continue;
    const start = mondayFrom(addDays(addMonths(today, -1 - (i % 10)), Math.floor(random() * 7)));
    const days = type === sick ? 1 + Math.floor(random() * 3) : 1;
    plan.push({
      userId: person.userId,
      type,
      startDate: addDays(start, 1),
      endDate: addDays(start, days),
      askedOn: start,
      outcome: "approved",
    });
  }

  // the year, in order: each month's accruals, then what people asked for and what was decided that month
  const months: string[] = [];
  for (let m = firstMonth; m <= today; m = addMonths(m, 1)) months.push(m);
  const byAsked = [...plan].sort((a, b) => a.askedOn.localeCompare(b.askedOn) || a.userId.localeCompare(b.userId));
  const deciderOf = (userId: string): ServiceContext | null => {
    if (userId === manager?.userId || !manager) return admin ? asUser(ctx, admin.userId, "admin") : null;
    return asUser(ctx, manager.userId, "revisor");
  };
  const ask = async (leave: PlannedLeave) => {
    const asked = at(ctx, leave.askedOn > today ? today : leave.askedOn);
    let created;
    try {
      created = await deps.requests.create(asUser(asked, leave.userId, "requester"), {
        leaveTypeId: leave.type.id,
        startDate: leave.startDate,
        endDate: leave.endDate,
        ...(leave.note ? { note: leave.note } : {}),
      });
    } catch (err) {
      // a drawn leave that touches one the person already has is refused as it would be for them: not asked
      if (err instanceof AppError && err.code === "LEAVE_OVERLAP") return;
      throw err;
    }
    if (created.status !== "pending" || leave.outcome === "pending") return;
    // decided a few days later (never after the leave starts, never after today)
    const decidedOn = [addDays(leave.askedOn, 3), addDays(leave.startDate, -1), today].sort()[0]!;
    const decider = deciderOf(leave.userId);
    if (!decider) return;
    const when = at(decider, decidedOn < leave.askedOn ? leave.askedOn : decidedOn);
    if (leave.outcome === "canceled") {
      await deps.requests.transition(when, created.id, "approve");
      await deps.requests.transition(asUser(when, leave.userId, "requester"), created.id, "cancel", {
        reason: "Mudança de planos",
      });
    } else if (leave.outcome === "denied") {
      await deps.requests.transition(when, created.id, "deny", { reason: "Período de alta demanda na loja" });
    } else {
      await deps.requests.transition(when, created.id, "approve");
    }
  };
  let next = 0;
  for (const [i, month] of months.entries()) {
    await deps.balances.accrue(at(ctx, month));
    const until = i + 1 < months.length ? months[i + 1]! : addDays(today, 1);
    const asked: PlannedLeave[] = [];
    for (; next < byAsked.length && byAsked[next]!.askedOn < until; next++) asked.push(byAsked[next]!);
    // different people's requests are independent (their own ledgers): a few people at a time, each in order
    const people = [...new Set(asked.map((l) => l.userId))];
    await eachLimited(people, 6, async (userId) => {
      for (const leave of asked.filter((l) => l.userId === userId)) await ask(leave);
    });
  }
  // today's run, as the daily job would have made it this morning
  await deps.balances.accrue(ctx);

  const country = ctx.tenant?.countryId;
  if (country && (COUNTRY_IDS as readonly string[]).includes(country)) {
    const year = Number(today.slice(0, 4));
    await holidaysService.override(ctx, country, {
      items: [
        { date: `${year}-12-24`, name: "Véspera de Natal (empresa)" },
        { date: `${year}-12-31`, name: "Véspera de Ano Novo (empresa)" },
        { date: `${year + 1}-12-24`, name: "Véspera de Natal (empresa)" },
        { date: `${year + 1}-12-31`, name: "Véspera de Ano Novo (empresa)" },
      ],
    });
  }
}
