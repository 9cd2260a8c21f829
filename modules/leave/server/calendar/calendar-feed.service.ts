import { companyDay, requireUser, type ServiceContext } from "../../../../core/context.js";
import type { Locale } from "../../../../core/i18n/locale.js";
import { localized, textIn } from "../../../../core/i18n/localized-text.js";
import { generateSecret, hashSecret } from "../../../../core/auth/tokens.js";
import { findMember } from "../../../../core/auth/users.service.js";
import type { ModuleKit } from "../../../../core/modules/define-module.js";
import { AppError } from "../../../../core/errors/app-error.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import { auditService } from "../../../../core/audit/index.js";
import type { LeaveStatus } from "../../contract/index.js";
import { addDays } from "../../../../core/dates/calendar-days.js";
import { holidaysService } from "../holidays/holidays.service.js";
import { type AllDayEvent, writeCalendar } from "./ical.js";
import { LeaveRequestModel } from "../requests/requests.model.js";
import { LeaveTypeModel, type LeaveTypeDoc } from "../types/types.model.js";
import { CalendarFeedModel, type CalendarFeedDoc } from "./calendar.model.js";
import type { WorkerDirectory } from "../workers-directory.js";

/** The leaves a feed lists: approved ones (pending, denied and canceled are not on anyone's calendar). */
const FEED_STATUSES: readonly LeaveStatus[] = ["approved", "approved-payroll"];
/** The window a feed covers around today: calendar apps keep what they fetched before, so the past can be short. */
const FEED_DAYS_BACK = 92;
const FEED_DAYS_AHEAD = 366;
const FEED_MAX_EVENTS = 5000;

/**
 * The feed's token is `<companyId>-<secret>`: the public URL carries no session, so the tenant has to come from it
 * (every query on a tenant collection names its tenant); a token shown with another company's id finds nothing.
 */
const TOKEN = /^([0-9a-f]{24})-([a-z2-7]{32})$/;

const AWAY = localized("Away", "Ausente", "Ausente");

export function createCalendarFeedService(options: { workers: WorkerDirectory; tenants: ModuleKit["tenants"] }) {
  // a feed is a person's: an API key has none
  const userOf = (ctx: ServiceContext): string => requireUser(ctx).userId;

  return {
    /** Creates the caller's feed or rotates its secret (the old URL stops at once). Resolves to the new token. */
    async rotate(
      ctx: ServiceContext,
      input: { scope?: "company" | "team" },
    ): Promise<{ token: string; scope: string }> {
      const userId = userOf(ctx);
      const secret = generateSecret();
      const token = `${String(scoped(ctx, CalendarFeedModel).companyId)}-${secret}`;
      const scope = input.scope ?? "company";
      await scoped(ctx, CalendarFeedModel).updateOne(
        { userId },
        { $set: { secretHash: hashSecret(token), scope } },
        { upsert: true },
      );
      await auditService.record(ctx, {
        action: "leave.calendar-feed.rotated",
        target: { type: "leave.calendar-feed", id: userId },
        details: { scope },
      });
      return { token, scope };
    },

    /** Revokes the caller's feed; 404 when there is none. */
    async revoke(ctx: ServiceContext): Promise<void> {
      const userId = userOf(ctx);
      const feeds = scoped(ctx, CalendarFeedModel);
      // the row stays (one per person, rotated in place); without its hash no URL reaches it
      const result = await feeds.updateOne({ userId, secretHash: { $type: "string" } }, { $set: { secretHash: null } });
      if (result.matchedCount === 0) throw new AppError("NOT_FOUND");
      await auditService.record(ctx, {
        action: "leave.calendar-feed.revoked",
        target: { type: "leave.calendar-feed", id: userId },
      });
    },

    /**
     * The iCalendar text of a token, or NOT_FOUND (unknown, rotated or revoked token, or a person no longer in the
     * company). Leaves are all-day events whose DTEND is the day after the inclusive end (RFC 5545 §3.6.1); holidays
     * are transparent events; a leave's UID is its id, so calendar apps update it in place.
     */
    async render(base: Omit<ServiceContext, "companyId" | "actor">, token: string): Promise<string> {
      const match = TOKEN.exec(token);
      if (!match) throw new AppError("NOT_FOUND");
      const companyId = match[1]!;
      // a feed is reached by its secret link, outside a tenant request: the tenant's summary comes from the kernel
      const tenant = await options.tenants.summary(companyId);
      if (!tenant) throw new AppError("NOT_FOUND");
      const ctx: ServiceContext = {
        ...base,
        companyId,
        actor: { kind: "system", name: "leave.calendar-feed" },
        tenant,
        timeZone: tenant.timeZone,
      };
      const feed = (await scoped(ctx, CalendarFeedModel).findOne({ secretHash: hashSecret(token) })) as
        (CalendarFeedDoc & { _id: unknown }) | null;
      if (!feed) throw new AppError("NOT_FOUND");
      const owner = await findMember(companyId, feed.userId);
      if (!owner) throw new AppError("NOT_FOUND");
      // as on the team calendar: a person who is only a requester sees the kind of their own leaves only
      const leads = owner.levels.some((l) => l === "admin" || l === "revisor");
      const locale: Locale = owner.locale ?? "en";

      const today = companyDay(ctx);
      const from = addDays(today, -FEED_DAYS_BACK);
      const to = addDays(today, FEED_DAYS_AHEAD);
      const filter: Record<string, unknown> = {
        status: { $in: [...FEED_STATUSES] },
        startDate: { $lte: to },
        endDate: { $gte: from },
      };
      if (feed.scope === "team") {
        // the same team as the calendar's scope=team: the workers the owner supervises
        const me = await options.workers.byUserId(ctx, feed.userId);
        filter.userId = { $in: me ? await options.workers.members(ctx, { supervisorId: me.id }) : [] };
      }
      const [leaves, types, holidays] = await Promise.all([
        scoped(ctx, LeaveRequestModel).find(filter, {
          sort: { startDate: 1, _id: 1 },
          limit: FEED_MAX_EVENTS,
          projection: { userId: 1, leaveTypeId: 1, startDate: 1, endDate: 1, updatedAt: 1 },
        }) as Promise<
          Array<{
            _id: unknown;
            userId: string;
            leaveTypeId: string;
            startDate: string;
            endDate: string;
            updatedAt: Date;
          }>
        >,
        scoped(ctx, LeaveTypeModel).find({}, { withDeleted: true, projection: { title: 1 } }) as Promise<
          Array<Pick<LeaveTypeDoc, "title"> & { _id: unknown }>
        >,
        holidaysService.inRange(ctx, from, to),
      ]);
      const names = await options.workers.names(ctx, [...new Set(leaves.map((l) => l.userId))]);
      const titles = new Map(types.map((t) => [String(t._id), textIn(t.title, locale)]));
      const events: AllDayEvent[] = leaves.map((l) => ({
        uid: `leave-${String(l._id)}@workforce`,
        start: l.startDate,
        endExclusive: addDays(l.endDate, 1),
        summary:
          leads || l.userId === feed.userId
            ? `${names.get(l.userId) ?? "?"} — ${titles.get(l.leaveTypeId) ?? "Leave"}`
            : `${names.get(l.userId) ?? "?"} — ${textIn(AWAY, locale)}`,
        stamp: l.updatedAt,
        ...(leads || l.userId === feed.userId ? { categories: titles.get(l.leaveTypeId) } : {}),
      }));
      const stamp = new Date(`${today}T00:00:00.000Z`);
      for (const h of holidays)
        events.push({
          uid: `holiday-${companyId}-${h.date}${h.region ? `-${h.region}` : ""}@workforce`,
          start: h.date,
          endExclusive: addDays(h.date, 1),
          summary: h.name,
          stamp,
          categories: "Holiday",
          transparent: true,
        });
      return writeCalendar({
        prodId: "-//Workforce//Leave calendar//EN",
        name: feed.scope === "team" ? "Team leaves" : "Company leaves",
        events,
      });
    },
  };
}

export type CalendarFeedService = ReturnType<typeof createCalendarFeedService>;
