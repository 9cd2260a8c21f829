import { createHash, randomBytes } from "node:crypto";
import { generateCodeVerifier } from "arctic";
import { companyDay, type ServiceContext } from "../../../../core/context.js";
import { addDays } from "../../../../core/dates/calendar-days.js";
import { AppError } from "../../../../core/errors/app-error.js";
import { matchLocale, type Locale } from "../../../../core/i18n/locale.js";
import type { JobDefinition } from "../../../../core/jobs/types.js";
import type { JobsService } from "../../../../core/jobs/jobs.service.js";
import type { OptionalService } from "../../../../core/modules/define-module.js";
import type { ModuleEvents } from "../../../../core/modules/events.js";
import { companyObjectId, scoped } from "../../../../core/tenancy/scoped.js";
import type { LeaveAbsences } from "../../../leave/contract/absences.js";
import type { PublishedShift, SchedulingShifts } from "../../../scheduling/contract/shifts-service.js";
import type { ReservationSummary, SpacesReservations } from "../../../spaces/contract/reservations-service.js";
import { events, type CalendarCallbackInput, type CalendarConnection } from "../../contract/index.js";
import type { SecretBox } from "../secrets.js";
import {
  CalendarAccountModel,
  CalendarEventModel,
  OAuthStateModel,
  type CalendarAccountDoc,
  type CalendarSource,
} from "./calendar.models.js";
import { GoogleApiError, isRevokedGrant, type GoogleClient, type GoogleEvent } from "./google.js";

/** What one run of the sync job does for one person. */
export type CalendarSyncData =
  | { userId: string; kind: "leave"; requestId: string }
  | { userId: string; kind: "shifts"; from: string; to: string }
  | { userId: string; kind: "reservations"; reservationIds: string[] }
  | { userId: string; kind: "backfill" };

export interface CalendarDeps {
  google: GoogleClient;
  box: SecretBox;
  events: ModuleEvents;
  jobs: Pick<JobsService, "now">;
  syncJob: () => JobDefinition<CalendarSyncData>;
  leaves: OptionalService<LeaveAbsences>;
  shifts: OptionalService<SchedulingShifts>;
  reservations: OptionalService<SpacesReservations>;
}

type AccountRecord = CalendarAccountDoc & { _id: unknown };

const STATE_TTL_MS = 10 * 60_000;
const APPROVED = new Set(["approved", "approved-payroll"]);
/** How far the backfill looks: approved leaves from a month ago to a year ahead; shifts for the next two months. */
const LEAVES_BACK_DAYS = 31;
const LEAVES_AHEAD_DAYS = 366;
const SHIFTS_AHEAD_DAYS = 62;
/** Room and desk reservations from today to two months ahead (the rest follow as they are booked). */
const RESERVATIONS_AHEAD_DAYS = 62;
const LIVE_RESERVATION = new Set(["booked", "checkedIn"]);

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

const SHIFT_TITLE: Record<Locale, string> = { en: "Shift", "pt-BR": "Turno", es: "Turno" };
const RESERVATION_NOTE: Record<Locale, string> = {
  en: "Room reservation (from Workforce)",
  "pt-BR": "Reserva de sala (do Workforce)",
  es: "Reserva de sala (de Workforce)",
};
const DESK_TITLE: Record<Locale, string> = { en: "Desk", "pt-BR": "Mesa", es: "Escritorio" };
const LEAVE_NOTE: Record<Locale, string> = {
  en: "Approved leave (from Workforce)",
  "pt-BR": "Ausência aprovada (do Workforce)",
  es: "Ausencia aprobada (de Workforce)",
};

/** Minutes from midnight of `HH:mm` (`24:00` is 1440). */
const minutesOfTime = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** `YYYY-MM-DDTHH:mm:00` of a company day plus minutes (past midnight rolls into the next day). */
function localDateTime(day: string, minutes: number): string {
  const date = addDays(day, Math.floor(minutes / 1440));
  const rest = minutes % 1440;
  const hh = String(Math.floor(rest / 60)).padStart(2, "0");
  const mm = String(rest % 60).padStart(2, "0");
  return `${date}T${hh}:${mm}:00`;
}

/**
 * A person's Google Calendar (issue 17): connecting through OAuth (PKCE, single-use state bound to the person),
 * their tokens sealed at rest and refreshed when expired, and the sync of their approved leaves and published shifts
 * into their primary calendar. The sync runs in a job with retries; each item is upserted by the mapping
 * (`integrations_calendar_events`), so a run that repeats changes nothing twice.
 */
export function createCalendarService(deps: CalendarDeps) {
  const { google, box } = deps;

  async function accountOf(ctx: ServiceContext, userId: string): Promise<AccountRecord | null> {
    return (await scoped(ctx, CalendarAccountModel).findOne({ userId, provider: "google" })) as AccountRecord | null;
  }

  /** A usable access token: the stored one while it has a minute left, else a refreshed one (stored, sealed). */
  async function accessToken(ctx: ServiceContext, account: AccountRecord, force = false): Promise<string> {
    if (!force && account.accessTokenExpiresAt.getTime() - 60_000 > ctx.now().getTime())
      return box.open(account.accessTokenSealed);
    if (!account.refreshTokenSealed) throw new Error("Google gave no refresh token; connect again");
    const fresh = await google.refresh(box.open(account.refreshTokenSealed));
    const set = {
      accessTokenSealed: box.seal(fresh.accessToken),
      accessTokenExpiresAt: new Date(ctx.now().getTime() + fresh.expiresInSeconds * 1000),
      ...(fresh.refreshToken ? { refreshTokenSealed: box.seal(fresh.refreshToken) } : {}),
    };
    await scoped(ctx, CalendarAccountModel).updateOne({ _id: account._id }, { $set: set });
    Object.assign(account, set);
    return fresh.accessToken;
  }

  /** Runs a Google call with the account's token, refreshing once when Google answers 401. */
  async function withToken<T>(ctx: ServiceContext, account: AccountRecord, run: (token: string) => Promise<T>) {
    try {
      return await run(await accessToken(ctx, account));
    } catch (error) {
      if (!(error instanceof GoogleApiError) || error.status !== 401) throw error;
      return run(await accessToken(ctx, account, true));
    }
  }

  async function upsert(
    ctx: ServiceContext,
    account: AccountRecord,
    item: { source: CalendarSource; sourceId: string; day: string; event: GoogleEvent },
  ): Promise<void> {
    const mappings = scoped(ctx, CalendarEventModel);
    const key = { userId: account.userId, source: item.source, sourceId: item.sourceId };
    const existing = await mappings.findOne(key);
    if (existing && (await withToken(ctx, account, (t) => google.update(t, existing.googleEventId, item.event)))) {
      if (existing.day !== item.day) await mappings.updateOne(key, { $set: { day: item.day } });
      return;
    }
    const googleEventId = await withToken(ctx, account, (t) => google.insert(t, item.event));
    await mappings.updateOne(key, { $set: { googleEventId, day: item.day } }, { upsert: true });
  }

  async function removeMapped(ctx: ServiceContext, account: AccountRecord, source: CalendarSource, sourceId: string) {
    const mappings = scoped(ctx, CalendarEventModel);
    const key = { userId: account.userId, source, sourceId };
    const existing = await mappings.findOne(key);
    if (!existing) return;
    await withToken(ctx, account, (t) => google.remove(t, existing.googleEventId));
    await CalendarEventModel.deleteOne({ companyId: companyObjectId(ctx.companyId), _id: existing._id });
  }

  async function syncLeave(ctx: ServiceContext, account: AccountRecord, requestId: string, locale: Locale) {
    const leaves = deps.leaves.forTenant(ctx);
    if (!leaves) return;
    const request = await leaves.request(ctx, requestId);
    if (!request || request.userId !== account.userId || !APPROVED.has(request.status)) {
      await removeMapped(ctx, account, "leave", requestId);
      return;
    }
    const type = (await leaves.leaveTypes(ctx)).find((t) => t.id === request.leaveTypeId);
    const title = type ? (type.title[locale] ?? type.title.en) : LEAVE_NOTE[locale];
    await upsert(ctx, account, {
      source: "leave",
      sourceId: request.id,
      day: request.startDate,
      event: {
        summary: title,
        description: LEAVE_NOTE[locale],
        // all-day: Google's end date is exclusive
        start: { date: request.startDate },
        end: { date: addDays(request.endDate, 1) },
        transparency: "opaque",
        extendedProperties: { private: { workforceSource: "leave", workforceId: request.id } },
      },
    });
  }

  async function syncShifts(ctx: ServiceContext, account: AccountRecord, from: string, to: string, locale: Locale) {
    const shifts = deps.shifts.forTenant(ctx);
    if (!shifts) return;
    const list: PublishedShift[] = await shifts.publishedShifts(ctx, { workerIds: [account.userId], from, to });
    const zone = ctx.timeZone ?? ctx.tenant?.timeZone ?? "UTC";
    for (const shift of list) {
      await upsert(ctx, account, {
        source: "shift",
        sourceId: shift.id,
        day: shift.date,
        event: {
          summary: SHIFT_TITLE[locale],
          start: { dateTime: localDateTime(shift.date, shift.start), timeZone: zone },
          end: { dateTime: localDateTime(shift.date, shift.end), timeZone: zone },
          extendedProperties: { private: { workforceSource: "shift", workforceId: shift.id } },
        },
      });
    }
    // shifts of the range no longer published for this person (unpublished, moved, reassigned) leave the calendar
    const kept = new Set(list.map((shift) => shift.id));
    const mapped = await scoped(ctx, CalendarEventModel).find({
      userId: account.userId,
      source: "shift",
      day: { $gte: from, $lte: to },
    });
    for (const item of mapped) if (!kept.has(item.sourceId)) await removeMapped(ctx, account, "shift", item.sourceId);
  }

  /** One reservation in the person's calendar while it is live and theirs; otherwise out of it. */
  async function syncReservation(
    ctx: ServiceContext,
    account: AccountRecord,
    reservation: ReservationSummary,
    locale: Locale,
  ) {
    if (!LIVE_RESERVATION.has(reservation.status) || !reservation.participants.includes(account.userId)) {
      await removeMapped(ctx, account, "reservation", reservation.id);
      return;
    }
    const zone = ctx.timeZone ?? ctx.tenant?.timeZone ?? "UTC";
    const place = reservation.officeName ? `${reservation.room}, ${reservation.officeName}` : reservation.room;
    const what = reservation.kind === "desk" ? `${DESK_TITLE[locale]}: ${reservation.room}` : reservation.room;
    await upsert(ctx, account, {
      source: "reservation",
      sourceId: reservation.id,
      day: reservation.date,
      event: {
        summary: reservation.title ? `${reservation.title} (${reservation.room})` : what,
        description: RESERVATION_NOTE[locale],
        location: place,
        start: { dateTime: localDateTime(reservation.date, minutesOfTime(reservation.startTime)), timeZone: zone },
        end: { dateTime: localDateTime(reservation.date, minutesOfTime(reservation.endTime)), timeZone: zone },
        extendedProperties: { private: { workforceSource: "reservation", workforceId: reservation.id } },
      },
    });
  }

  async function syncReservations(ctx: ServiceContext, account: AccountRecord, ids: string[], locale: Locale) {
    const service = deps.reservations.forTenant(ctx);
    if (!service) return;
    const found = new Map((await service.byIds(ctx, ids)).map((r) => [r.id, r]));
    for (const id of ids) {
      const reservation = found.get(id);
      if (reservation) await syncReservation(ctx, account, reservation, locale);
      else await removeMapped(ctx, account, "reservation", id);
    }
  }

  async function backfill(ctx: ServiceContext, account: AccountRecord, locale: Locale) {
    const today = companyDay(ctx);
    const leaves = deps.leaves.forTenant(ctx);
    if (leaves) {
      const active = await leaves.activeLeaves(ctx, {
        from: addDays(today, -LEAVES_BACK_DAYS),
        to: addDays(today, LEAVES_AHEAD_DAYS),
        userIds: [account.userId],
      });
      for (const leave of active) if (APPROVED.has(leave.status)) await syncLeave(ctx, account, leave.id, locale);
    }
    await syncShifts(ctx, account, today, addDays(today, SHIFTS_AHEAD_DAYS), locale);
    const reservations = deps.reservations.forTenant(ctx);
    if (reservations) {
      const mine = await reservations.forPerson(ctx, {
        userId: account.userId,
        from: today,
        to: addDays(today, RESERVATIONS_AHEAD_DAYS),
      });
      for (const reservation of mine) await syncReservation(ctx, account, reservation, locale);
    }
  }

  const localeOfAccount = (account: AccountRecord): Locale => matchLocale(account.locale) ?? "en";

  return {
    async status(ctx: ServiceContext, userId: string): Promise<CalendarConnection> {
      const account = await accountOf(ctx, userId);
      if (!account) return { provider: "google", configured: google.configured, connected: false, syncedEvents: 0 };
      return {
        provider: "google",
        configured: google.configured,
        connected: true,
        email: account.email,
        connectedAt: account.connectedAt.toISOString(),
        ...(account.lastSyncAt ? { lastSyncAt: account.lastSyncAt.toISOString() } : {}),
        ...(account.lastError ? { lastError: account.lastError } : {}),
        syncedEvents: await scoped(ctx, CalendarEventModel).count({ userId }),
      };
    },

    /** Google's consent page address for this person; the state and PKCE verifier wait ten minutes, once. */
    async start(ctx: ServiceContext, userId: string, redirectUri: string): Promise<{ url: string }> {
      if (!google.configured) throw new AppError("INTEGRATIONS_GOOGLE_NOT_CONFIGURED");
      const state = randomBytes(32).toString("base64url");
      const codeVerifier = generateCodeVerifier();
      await scoped(ctx, OAuthStateModel).create({
        stateHash: sha256(state),
        userId,
        codeVerifierSealed: box.seal(codeVerifier),
        redirectUri,
        expiresAt: new Date(ctx.now().getTime() + STATE_TTL_MS),
      });
      return { url: google.authorizationUrl({ state, codeVerifier, redirectUri }) };
    },

    /**
     * Google sent the person back with a code: the state must be theirs, unused and fresh; the code is traded for
     * tokens (sealed), and their approved leaves and shifts are sent to the calendar by the sync job.
     */
    async callback(
      ctx: ServiceContext,
      userId: string,
      input: CalendarCallbackInput,
      locale: Locale,
    ): Promise<CalendarConnection> {
      if (!google.configured) throw new AppError("INTEGRATIONS_GOOGLE_NOT_CONFIGURED");
      const states = scoped(ctx, OAuthStateModel);
      const pending = await states.findOne({ stateHash: sha256(input.state), userId });
      if (!pending) throw new AppError("INTEGRATIONS_OAUTH_STATE_INVALID");
      // single use: removed before the code is tried, so a replay finds nothing
      await OAuthStateModel.deleteOne({ companyId: companyObjectId(ctx.companyId), _id: pending._id });
      if (pending.expiresAt.getTime() < ctx.now().getTime()) throw new AppError("INTEGRATIONS_OAUTH_STATE_INVALID");
      let tokens: Awaited<ReturnType<GoogleClient["exchange"]>>;
      try {
        tokens = await google.exchange({
          code: input.code,
          codeVerifier: box.open(pending.codeVerifierSealed),
          redirectUri: pending.redirectUri,
        });
      } catch (error) {
        ctx.log.warn({ err: error }, "integrations: Google refused the authorization code");
        throw new AppError("INTEGRATIONS_GOOGLE_REFUSED", { cause: error });
      }
      const now = ctx.now();
      const previous = await accountOf(ctx, userId);
      await scoped(ctx, CalendarAccountModel).updateOne(
        { userId, provider: "google" },
        {
          $set: {
            email: tokens.email,
            locale,
            accessTokenSealed: box.seal(tokens.accessToken),
            accessTokenExpiresAt: new Date(now.getTime() + tokens.expiresInSeconds * 1000),
            connectedAt: now,
            // a reconnect without a new refresh token keeps the one it has
            ...(tokens.refreshToken ? { refreshTokenSealed: box.seal(tokens.refreshToken) } : {}),
          },
          $unset: { lastError: 1 },
        },
        { upsert: true },
      );
      if (previous === null) await deps.events.emit(ctx, events.calendarConnected, { userId, provider: "google" });
      await deps.jobs.now(ctx, deps.syncJob(), { userId, kind: "backfill" });
      return this.status(ctx, userId);
    },

    /**
     * Stops the sync, revokes the grant at Google and forgets the tokens (the events already in Google stay there:
     * they are the person's). The tokens are forgotten even when Google cannot be reached: `revokedAtGoogle: false`
     * tells the person to remove the access from their Google account themselves.
     */
    async disconnect(ctx: ServiceContext, userId: string): Promise<{ revokedAtGoogle: boolean }> {
      const account = await accountOf(ctx, userId);
      if (!account) throw new AppError("INTEGRATIONS_CALENDAR_NOT_CONNECTED");
      let revokedAtGoogle = true;
      try {
        // the refresh token revokes the whole grant (its access tokens with it)
        await google.revoke(box.open(account.refreshTokenSealed ?? account.accessTokenSealed));
      } catch (error) {
        revokedAtGoogle = false;
        ctx.log.warn({ err: error, userId }, "integrations: Google did not confirm the revocation; tokens forgotten");
      }
      await CalendarAccountModel.deleteOne({ companyId: companyObjectId(ctx.companyId), _id: account._id });
      await CalendarEventModel.deleteMany({ companyId: companyObjectId(ctx.companyId), userId });
      await deps.events.emit(ctx, events.calendarDisconnected, { userId, provider: "google" });
      return { revokedAtGoogle };
    },

    /** Asks the sync job for a person's leaves and shifts again. */
    async resync(ctx: ServiceContext, userId: string): Promise<void> {
      if (!(await accountOf(ctx, userId))) throw new AppError("INTEGRATIONS_CALENDAR_NOT_CONNECTED");
      await deps.jobs.now(ctx, deps.syncJob(), { userId, kind: "backfill" });
    },

    /** Whether anyone of the company connected a calendar (subscribers skip their reads otherwise). */
    async anyConnected(ctx: ServiceContext): Promise<boolean> {
      return (await scoped(ctx, CalendarAccountModel).findOne({ provider: "google" })) !== null;
    },

    /** Enqueues a sync for the people among `userIds` who connected a calendar (event subscribers call it). */
    async enqueueFor(ctx: ServiceContext, userIds: readonly string[], make: (userId: string) => CalendarSyncData) {
      if (userIds.length === 0) return;
      const connected = await scoped(ctx, CalendarAccountModel).find({ userId: { $in: [...userIds] } });
      for (const account of connected) await deps.jobs.now(ctx, deps.syncJob(), make(account.userId));
    },

    /**
     * The sync job's handler: one person's item (a leave), range (shifts) or everything (after connecting). A
     * failure is recorded on the account and thrown, so the job retries with backoff; a revoked grant is recorded
     * and not retried (the person must connect again).
     */
    async sync(ctx: ServiceContext, data: CalendarSyncData): Promise<void> {
      const account = await accountOf(ctx, data.userId);
      if (!account) return;
      const locale = localeOfAccount(account);
      try {
        if (data.kind === "leave") await syncLeave(ctx, account, data.requestId, locale);
        else if (data.kind === "shifts") await syncShifts(ctx, account, data.from, data.to, locale);
        else if (data.kind === "reservations") await syncReservations(ctx, account, data.reservationIds, locale);
        else await backfill(ctx, account, locale);
        await scoped(ctx, CalendarAccountModel).updateOne(
          { _id: account._id },
          { $set: { lastSyncAt: ctx.now() }, $unset: { lastError: 1 } },
        );
      } catch (error) {
        const revoked = isRevokedGrant(error);
        const message = revoked
          ? "Google access was revoked or expired; connect again."
          : (error instanceof Error ? error.message : String(error)).slice(0, 300);
        await scoped(ctx, CalendarAccountModel).updateOne({ _id: account._id }, { $set: { lastError: message } });
        if (!revoked) throw error;
        ctx.log.warn({ userId: data.userId }, "integrations: Google access revoked; sync stopped until reconnected");
      }
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
