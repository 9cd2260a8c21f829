import { writeCalendar } from "../../../core/calendar/ical.js";
import { addDays } from "../../../core/dates/calendar-days.js";
import { zonedInstant } from "../../../core/dates/zone-time.js";
import { companyDay, requireUser, type ServiceContext } from "../../../core/context.js";
import { generateSecret, hashSecret } from "../../../core/auth/tokens.js";
import { findMember } from "../../../core/auth/users.service.js";
import type { ModuleKit } from "../../../core/modules/define-module.js";
import { AppError } from "../../../core/errors/app-error.js";
import { scoped } from "../../../core/tenancy/scoped.js";
import { FeedModel, ShiftModel } from "./models.js";

/** The feed token, as leave's: `<companyId>-<secret>` (the public URL carries no session; only the hash is kept). */
const TOKEN = /^([0-9a-f]{24})-([a-z2-7]{32})$/;
const DAYS_BACK = 31;
const DAYS_AHEAD = 180;

/** A person's iCal feed of their own published shifts (issue 14), authenticated like leave's team calendar feed. */
export function createFeedService(options: { tenants: ModuleKit["tenants"] }) {
  return {
    async rotate(ctx: ServiceContext): Promise<string> {
      const { userId } = requireUser(ctx);
      const token = `${String(scoped(ctx, FeedModel).companyId)}-${generateSecret()}`;
      await scoped(ctx, FeedModel).updateOne({ userId }, { $set: { secretHash: hashSecret(token) } }, { upsert: true });
      return token;
    },

    async revoke(ctx: ServiceContext): Promise<void> {
      const { userId } = requireUser(ctx);
      const r = await scoped(ctx, FeedModel).updateOne(
        { userId, secretHash: { $type: "string" } },
        { $set: { secretHash: null } },
      );
      if (r.matchedCount === 0) throw new AppError("NOT_FOUND");
    },

    async render(base: Omit<ServiceContext, "companyId" | "actor">, token: string): Promise<string> {
      const match = TOKEN.exec(token);
      if (!match) throw new AppError("NOT_FOUND");
      const companyId = match[1]!;
      const tenant = await options.tenants.summary(companyId);
      if (!tenant) throw new AppError("NOT_FOUND");
      const ctx: ServiceContext = {
        ...base,
        companyId,
        actor: { kind: "system", name: "scheduling.feed" },
        tenant,
        timeZone: tenant.timeZone,
      };
      const feed = await scoped(ctx, FeedModel).findOne({ secretHash: hashSecret(token) });
      if (!feed) throw new AppError("NOT_FOUND");
      if (!(await findMember(companyId, feed.userId))) throw new AppError("NOT_FOUND");
      const today = companyDay(ctx);
      const shifts = await scoped(ctx, ShiftModel).find(
        {
          userId: feed.userId,
          status: "published",
          date: { $gte: addDays(today, -DAYS_BACK), $lte: addDays(today, DAYS_AHEAD) },
        },
        { sort: { date: 1, start: 1 }, limit: 2000 },
      );
      const zone = tenant.timeZone || "UTC";
      return writeCalendar({
        prodId: "-//Workforce//Shifts//EN",
        method: "PUBLISH",
        name: `${tenant.name} shifts`,
        events: shifts.map((s) => ({
          uid: `shift-${String(s._id)}@workforce`,
          stamp: s.updatedAt,
          // the company's wall-clock hours as UTC instants (a night shift's end passes 1440: the next day)
          start: zonedInstant(s.date, s.start, zone),
          end: zonedInstant(s.date, s.end, zone),
          summary: s.skill ? `Shift (${s.skill})` : "Shift",
          ...(s.note ? { description: s.note } : {}),
        })),
      });
    },
  };
}

export type FeedService = ReturnType<typeof createFeedService>;
