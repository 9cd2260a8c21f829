import { addDays } from "../../../core/dates/calendar-days.js";
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

/** RFC 5545 §3.3.11 TEXT escaping and §3.1 folding at 75 octets. */
const escapeText = (v: string) =>
  v
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
const encoder = new TextEncoder();
function fold(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  let limit = 75;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
      limit = 74;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}
const utcStamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** The instant of a company-local day and minute in an IANA zone (two passes settle DST edges). */
export function zonedInstant(day: string, minutes: number, timeZone: string): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d) + minutes * 60_000;
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  });
  const offsetAt = (t: number) => {
    const p = Object.fromEntries(format.formatToParts(new Date(t)).map((x) => [x.type, x.value]));
    return Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!) - t;
  };
  let t = wall - offsetAt(wall);
  t = wall - offsetAt(t);
  return new Date(t);
}

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
      const lines = [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//Workforce//Shifts//EN",
        "CALSCALE:GREGORIAN",
        "METHOD:PUBLISH",
        `X-WR-CALNAME:${escapeText(`${tenant.name} shifts`)}`,
      ];
      for (const s of shifts)
        lines.push(
          "BEGIN:VEVENT",
          `UID:shift-${String(s._id)}@workforce`,
          `DTSTAMP:${utcStamp(s.updatedAt)}`,
          `DTSTART:${utcStamp(zonedInstant(s.date, s.start, zone))}`,
          `DTEND:${utcStamp(zonedInstant(s.date, s.end, zone))}`,
          `SUMMARY:${escapeText(s.skill ? `Shift (${s.skill})` : "Shift")}`,
          ...(s.note ? [`DESCRIPTION:${escapeText(s.note)}`] : []),
          "END:VEVENT",
        );
      lines.push("END:VCALENDAR");
      return lines.map(fold).join("\r\n") + "\r\n";
    },
  };
}

export type FeedService = ReturnType<typeof createFeedService>;
