import { countSignedInMembers } from "../../../../core/auth/users.service.js";
import { actorId, companyDay, type ServiceContext } from "../../../../core/context.js";
import { addDays } from "../../../../core/dates/calendar-days.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import type {
  Celebrations,
  CelebrationsQuery,
  SetupStatus,
  WorkerSearchQuery,
  WorkerSearchResult,
} from "../../contract/home.js";
import { WorkerImportModel } from "../worker-import/worker-import.model.js";
import { escapeRegex } from "../workers/workers.service.js";
import { WorkerModel } from "../workers/workers.model.js";
import { SetupChecklistModel } from "./home.model.js";

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * The day a yearly date (a birthday, a start date) falls on in `year`: 29 February is kept on 28 February in other
 * years.
 */
export function occurrenceIn(year: number, month: number, day: number): string {
  const d = month === 2 && day === 29 && !isLeap(year) ? 28 : day;
  return `${year}-${String(month).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

/** The home page's people reads (issue 12). */
export function createHomeService() {
  return {
    /**
     * Birthdays and work anniversaries of active workers from the company's today to `days` later, soonest first.
     * Birthdays go out as the day they fall on this time (never the birth year); anniversaries with their years.
     */
    async celebrations(ctx: ServiceContext, query: CelebrationsQuery): Promise<Celebrations> {
      const today = companyDay(ctx);
      const last = addDays(today, query.days - 1);
      const rows = (await scoped(ctx, WorkerModel).find(
        { status: "active" },
        { projection: { name: 1, lastName: 1, nickname: 1, birthdate: 1, startDateAtCompany: 1 } },
      )) as Array<{
        _id: unknown;
        name?: string;
        lastName?: string;
        nickname?: string;
        birthdate?: string;
        startDateAtCompany?: string;
      }>;
      const firstYear = Number(today.slice(0, 4));
      const items: Celebrations["items"] = [];
      const within = (month: number, day: number): string | null => {
        for (const year of [firstYear, firstYear + 1]) {
          const date = occurrenceIn(year, month, day);
          if (date >= today && date <= last) return date;
        }
        return null;
      };
      for (const row of rows) {
        const name = [row.nickname || row.name, row.nickname ? undefined : row.lastName].filter(Boolean).join(" ");
        const birth = ISO_DAY.exec(row.birthdate ?? "");
        if (birth) {
          const date = within(Number(birth[2]), Number(birth[3]));
          if (date) items.push({ workerId: String(row._id), name, kind: "birthday", date });
        }
        const start = ISO_DAY.exec(row.startDateAtCompany ?? "");
        if (start) {
          const date = within(Number(start[2]), Number(start[3]));
          const years = date ? Number(date.slice(0, 4)) - Number(start[1]) : 0;
          if (date && years >= 1) items.push({ workerId: String(row._id), name, kind: "anniversary", date, years });
        }
      }
      items.sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
      return { today, items };
    },

    /**
     * The shell's people search (every level): active colleagues whose first name, last name or nickname start a
     * word with each word typed; only what the public card shows (name, picture).
     */
    async search(ctx: ServiceContext, query: WorkerSearchQuery): Promise<WorkerSearchResult> {
      const words = query.q.trim().split(/\s+/).filter(Boolean).slice(0, 4);
      if (words.length === 0) return { items: [] };
      const filter = {
        status: "active",
        $and: words.map((word) => {
          const pattern = new RegExp(`(^|\\s)${escapeRegex(word)}`, "i");
          return { $or: [{ name: pattern }, { lastName: pattern }, { nickname: pattern }] };
        }),
      };
      const rows = (await scoped(ctx, WorkerModel).find(filter, {
        projection: { name: 1, lastName: 1, avatar: 1 },
        sort: { name: 1, lastName: 1, _id: 1 },
        limit: query.limit,
      })) as Array<{ _id: unknown; name?: string; lastName?: string; avatar?: { src?: string } }>;
      return {
        items: rows.map((row) => ({
          id: String(row._id),
          name: row.name ?? "",
          ...(row.lastName ? { lastName: row.lastName } : {}),
          ...(row.avatar?.src ? { avatarSrc: row.avatar.src } : {}),
        })),
      };
    },

    /** The people facts of the admins' setup checklist. */
    async setupStatus(ctx: ServiceContext): Promise<SetupStatus> {
      const me = actorId(ctx);
      const [activeWorkers, importsDone, othersSignedIn, checklist] = await Promise.all([
        scoped(ctx, WorkerModel).count({ status: "active" }),
        scoped(ctx, WorkerImportModel).count({ status: "done" }),
        countSignedInMembers(ctx.companyId, { except: me ? [me] : [] }),
        scoped(ctx, SetupChecklistModel).findOne({}),
      ]);
      return {
        activeWorkers,
        importsDone,
        othersSignedIn,
        dismissedAt: checklist?.dismissedAt ? checklist.dismissedAt.toISOString() : null,
      };
    },

    /** Hides the checklist for the company's admins (the web offers it once every step is done). */
    async dismissSetup(ctx: ServiceContext): Promise<SetupStatus> {
      await scoped(ctx, SetupChecklistModel).updateOne(
        {},
        { $set: { dismissedAt: ctx.now(), dismissedBy: actorId(ctx) ?? null } },
        { upsert: true },
      );
      return this.setupStatus(ctx);
    },
  };
}

export type HomeService = ReturnType<typeof createHomeService>;
