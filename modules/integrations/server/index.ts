import { integrationsDefaults } from "../../../core/config.js";
import { companyDay } from "../../../core/context.js";
import { addDays } from "../../../core/dates/calendar-days.js";
import { defineJob } from "../../../core/jobs/types.js";
import { defineModule, on } from "../../../core/modules/define-module.js";
import { leaveAbsences } from "../../leave/contract/absences.js";
import { events as leaveEvents } from "../../leave/contract/permissions.js";
import { events as schedulingEvents } from "../../scheduling/contract/index.js";
import { schedulingShifts } from "../../scheduling/contract/shifts-service.js";
import { events as spacesEvents } from "../../spaces/contract/index.js";
import { spacesReservations } from "../../spaces/contract/reservations-service.js";
import { events, integrationsContract } from "../contract/index.js";
import { CalendarAccountModel, CalendarEventModel, OAuthStateModel } from "./calendar/calendar.models.js";
import { calendarRoutes } from "./calendar/calendar.routes.js";
import { createCalendarService, type CalendarSyncData } from "./calendar/calendar.service.js";
import { createGoogleClient } from "./calendar/google.js";
import { createSecretBox } from "./secrets.js";
import { WebhookDeliveryModel, WebhookEndpointModel } from "./webhooks/webhook.models.js";
import { webhookSubscriptions } from "./webhooks/webhook-subscriptions.js";
import { webhooksRoutes } from "./webhooks/webhooks.routes.js";
import { seedWebhooks } from "./webhooks/webhooks.seed.js";
import { createWebhooksService, MAX_ATTEMPTS } from "./webhooks/webhooks.service.js";

/** Days of published shifts re-read for the people of a changed shift (the event does not say which day moved). */
const CHANGED_SHIFT_WINDOW = { back: 1, ahead: 62 };

/**
 * The integrations module (modules/integrations/README.md): a person's Google Calendar (their approved leaves and
 * published shifts follow them there) and the company's outbound webhooks, signed and retried. The iCal feeds stay
 * with the modules that own them (leave, scheduling); the web page offers them.
 */
export const integrationsModule = defineModule({
  id: "integrations",
  contract: integrationsContract,
  models: [CalendarAccountModel, CalendarEventModel, OAuthStateModel, WebhookEndpointModel, WebhookDeliveryModel],
  // both are used when the company has the providing module, and done without otherwise
  optionalNeeds: { leaves: leaveAbsences, shifts: schedulingShifts, reservations: spacesReservations },
  setup({ events: bus, jobs, config, audit, services }) {
    const settings = config.integrations ?? integrationsDefaults(config.nodeEnv);
    const box = createSecretBox(settings.tokenKey);

    const deliverJob = defineJob<{ deliveryId: string }>({
      name: "integrations.webhook-deliver",
      scope: "tenant",
      concurrency: 10,
      // 30 s, 2 min, 8 min, 32 min, ~2 h after the first try: six attempts in about 2 h 40 min
      retry: { attempts: MAX_ATTEMPTS - 1, delayMs: 30_000, factor: 4, maxDelayMs: 3 * 3_600_000 },
      async handler(ctx, data) {
        await webhooks.attempt(ctx, data.deliveryId);
      },
    });
    const syncJob = defineJob<CalendarSyncData>({
      name: "integrations.calendar-sync",
      scope: "tenant",
      // 1 min, 5 min, 25 min, 2 h: Google's rate limits and outages pass
      retry: { attempts: 4, delayMs: 60_000, factor: 5 },
      async handler(ctx, data) {
        await calendar.sync(ctx, data);
      },
    });

    const webhooks = createWebhooksService({
      events: bus,
      jobs,
      deliverJob: () => deliverJob,
      box,
      allowPrivate: settings.webhooksAllowPrivate,
    });
    const calendar = createCalendarService({
      google: createGoogleClient(settings),
      box,
      events: bus,
      jobs,
      syncJob: () => syncJob,
      leaves: services.leaves,
      shifts: services.shifts,
      reservations: services.reservations,
    });

    const leaveSync = (ctx: Parameters<typeof calendar.enqueueFor>[0], p: { requestId: string; userId: string }) =>
      calendar.enqueueFor(ctx, [p.userId], (userId) => ({ userId, kind: "leave", requestId: p.requestId }));

    /** A reservation's people (organizer and participants) with a calendar get it written, moved out or removed. */
    const reservationSync = async (ctx: Parameters<typeof calendar.enqueueFor>[0], reservationIds: string[]) => {
      const reservations = services.reservations.forTenant(ctx);
      // most companies have nobody connected: no read of the reservations then
      if (!reservations || reservationIds.length === 0 || !(await calendar.anyConnected(ctx))) return;
      const people = new Set((await reservations.byIds(ctx, reservationIds)).flatMap((r) => r.participants));
      await calendar.enqueueFor(ctx, [...people], (userId) => ({ userId, kind: "reservations", reservationIds }));
    };

    return {
      routes: async (app) => {
        await app.register(calendarRoutes(calendar));
        await app.register(webhooksRoutes(webhooks));
      },
      jobs: [deliverJob, syncJob],
      subscribers: [
        ...webhookSubscriptions(webhooks),
        // the calendar follows a leave through approval and cancellation (the job reads its status then)
        on(leaveEvents.requestApproved, leaveSync, { optional: true }),
        on(leaveEvents.requestCanceled, leaveSync, { optional: true }),
        on(
          schedulingEvents.published,
          (ctx, p) =>
            calendar.enqueueFor(ctx, p.userIds, (userId) => ({ userId, kind: "shifts", from: p.from, to: p.to })),
          { optional: true },
        ),
        on(
          schedulingEvents.changed,
          (ctx, p) => {
            const today = companyDay(ctx);
            return calendar.enqueueFor(ctx, p.userIds, (userId) => ({
              userId,
              kind: "shifts",
              from: addDays(today, -CHANGED_SHIFT_WINDOW.back),
              to: addDays(today, CHANGED_SHIFT_WINDOW.ahead),
            }));
          },
          { optional: true },
        ),
        // room and desk reservations: booked (one date or a weekly series), canceled, released for lack of check-in
        on(spacesEvents.reserved, (ctx, p) => reservationSync(ctx, p.reservationIds), { optional: true }),
        on(spacesEvents.canceled, (ctx, p) => reservationSync(ctx, p.reservationIds), { optional: true }),
        on(spacesEvents.released, (ctx, p) => reservationSync(ctx, [p.reservationId]), { optional: true }),
        // the audit trail: who connected a calendar, who changed where the company's data is sent
        on(events.calendarConnected, async (ctx, p) => {
          await audit.record(ctx, { action: events.calendarConnected.name, target: { type: "user", id: p.userId } });
        }),
        on(events.calendarDisconnected, async (ctx, p) => {
          await audit.record(ctx, { action: events.calendarDisconnected.name, target: { type: "user", id: p.userId } });
        }),
        on(events.endpointSaved, async (ctx, p) => {
          await audit.record(ctx, {
            action: events.endpointSaved.name,
            target: { type: "integrations.webhook", id: p.endpointId },
            details: { url: p.url },
          });
        }),
        on(events.endpointRemoved, async (ctx, p) => {
          await audit.record(ctx, {
            action: events.endpointRemoved.name,
            target: { type: "integrations.webhook", id: p.endpointId },
          });
        }),
      ],
      seed: (ctx, input) => seedWebhooks(ctx, input, { box }),
    };
  },
});
