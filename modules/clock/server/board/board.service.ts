import type { ServiceContext } from "../../../../core/context.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import type { LeaveAbsences } from "../../../leave/contract/absences.js";
import type { DirectoryWorker, PeopleDirectory } from "../../../people/contract/directory.js";
import type { PresenceBoard, PresenceRow, PresenceState } from "../../contract/index.js";
import { effectiveEntries } from "../../contract/entries.js";
import { zonedDay, zonedDayStart } from "../../contract/time-zone.js";
import { viewerOf } from "../access.js";
import { ClockCorrectionModel, ClockEntryModel } from "../entries/entries.model.js";
import { listEntries } from "../entries/entries.service.js";
import type { ExpectedTime } from "../expected/expected-time.js";
import type { SettingsService } from "../settings/settings.service.js";

const APPROVED = new Set(["approved", "approved-payroll"]);
/** An overnight stretch started up to this long before midnight still shows its person as working. */
const LOOKBACK_MS = 20 * 3_600_000;

/**
 * The live presence board (issue 13): who is working, at lunch, gone for the day (away), not yet in, on leave or off
 * today, for a leader's people or (admins) the whole company. Read from the punch log as corrected and the leave
 * module's provided absences; the web app refetches it when `clock.presence` announces a punch or a correction.
 */
export function createBoardService(deps: {
  people: PeopleDirectory;
  leaves: LeaveAbsences;
  expected: ExpectedTime;
  settings: SettingsService;
}) {
  return {
    async board(ctx: ServiceContext): Promise<PresenceBoard> {
      const viewer = await viewerOf(ctx, deps.people);
      const zone = ctx.timeZone ?? "UTC";
      const now = ctx.now();
      const day = zonedDay(now, zone);
      const from = zonedDayStart(day, zone);
      const everyone = await deps.people.listActive(ctx);
      const people: DirectoryWorker[] =
        viewer.level === "admin"
          ? everyone
          : everyone.filter((w) => viewer.worker && w.referenceWorkerId === viewer.worker.id);
      const ids = people.map((w) => w.id);
      const all = viewer.level === "admin";
      const lunchMinutes = (await deps.settings.current(ctx)).lunchTime;
      const [{ entries, corrections }, leaves, pendingCorrections, lateSyncs, plans] = await Promise.all([
        listEntries(ctx, {
          ...(all ? {} : { workerIds: ids }),
          from: new Date(from.getTime() - LOOKBACK_MS),
          to: new Date(now.getTime() + 1),
        }),
        people.length
          ? deps.leaves.activeLeaves(ctx, {
              from: day,
              to: day,
              ...(all ? {} : { userIds: people.map((w) => w.userId) }),
            })
          : Promise.resolve([]),
        scoped(ctx, ClockCorrectionModel).count({ state: "pending", ...(all ? {} : { workerId: { $in: ids } }) }),
        scoped(ctx, ClockEntryModel).count({
          lateSync: true,
          receivedAt: { $gte: from },
          ...(all ? {} : { workerId: { $in: ids } }),
        }),
        // expected today: a published shift (scheduling) or the schedule (people)
        deps.expected.plans(ctx, { workers: people, from: day, to: day, lunchMinutes }),
      ]);
      // punches taken with a photo: the leader sees the last one's
      const withPhoto = new Set(entries.filter((e) => e.photoFileId).map((e) => e.id));
      const onLeave = new Set(leaves.filter((l) => APPROVED.has(l.status)).map((l) => l.userId));
      const byWorker = new Map<string, ReturnType<typeof effectiveEntries>>();
      for (const e of effectiveEntries(entries, corrections)) {
        const list = byWorker.get(e.workerId) ?? [];
        list.push(e);
        byWorker.set(e.workerId, list);
      }
      const rows: PresenceRow[] = people.map((w) => {
        const punches = byWorker.get(w.id) ?? [];
        const lastStart = punches.map((p) => p.status).lastIndexOf("start");
        const open = lastStart >= 0 ? punches.slice(lastStart) : [];
        const last = open.at(-1);
        let state: PresenceState;
        // a stretch opened more than 16 hours ago and never closed is a forgotten end, not someone still at work
        const stale =
          !!open[0] && last?.status !== "end" && now.getTime() - open[0].statusDate.getTime() > 16 * 3_600_000;
        if (last && !stale && (last.statusDate >= from || last.status !== "end")) {
          const middles = open.filter((p) => p.status === "middle").length;
          state = last.status === "end" ? "away" : last.status === "middle" && middles % 2 === 1 ? "lunch" : "working";
        } else if (onLeave.has(w.userId)) state = "on-leave";
        else if (plans.get(w.userId)!.day(day).ranges.length > 0) state = "not-in";
        else state = "off";
        return {
          workerId: w.id,
          userId: w.userId,
          name: w.name,
          state,
          ...(last &&
          last.statusDate >= new Date(from.getTime() - LOOKBACK_MS) &&
          state !== "not-in" &&
          state !== "on-leave" &&
          state !== "off"
            ? {
                since: last.statusDate.toISOString(),
                ...(last.method ? { method: last.method } : {}),
                ...(last.source === "entry" && withPhoto.has(last.id) ? { photoEntryId: last.id } : {}),
              }
            : {}),
          ...(last?.officeId ? { officeId: last.officeId } : {}),
        };
      });
      const order: Record<PresenceState, number> = {
        working: 0,
        lunch: 1,
        "not-in": 2,
        away: 3,
        "on-leave": 4,
        off: 5,
      };
      rows.sort((a, b) => order[a.state] - order[b.state] || a.name.localeCompare(b.name));
      const counts: Record<string, number> = { working: 0, lunch: 0, away: 0, "not-in": 0, "on-leave": 0, off: 0 };
      for (const r of rows) counts[r.state] = (counts[r.state] ?? 0) + 1;
      return { day, people: rows, counts, pendingCorrections, lateSyncs };
    },
  };
}

export type BoardService = ReturnType<typeof createBoardService>;
