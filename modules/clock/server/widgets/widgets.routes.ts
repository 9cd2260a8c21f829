import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync } from "fastify";
import { AppError } from "../../../../core/errors/app-error.js";
import type { GlobalRoutesOptions, ModuleTenants } from "../../../../core/modules/define-module.js";
import { widgetPersonContext } from "../../../../core/widgets/widget-gate.js";
import type { PeopleDirectory } from "../../../people/contract/directory.js";
import { effectiveEntries } from "../../contract/entries.js";
import { ClockWidgetKeyQuery, ClockWidgetMe, ClockWidgetPunch, ClockWidgetPunchInput } from "../../contract/index.js";
import type { PunchService } from "../punch/punch.service.js";
import type { FullClockSettings, SettingsService } from "../settings/settings.service.js";

/** Whether the office QR keeps the widget from punching: the company asks for it and does not waive it for widgets. */
const qrBlocks = (settings: FullClockSettings) => settings.qrcode.required && !settings.clockConfig.widgetWithoutQr;

const stateOf = (next: "start" | "lunch-out" | "lunch-in" | "end") =>
  next === "start" ? ("out" as const) : next === "lunch-in" ? ("lunch" as const) : ("working" as const);

/**
 * The clock widget's routes (`/api/widgets/clock/...`, behind the core's widget gate: a publishable key from one of its
 * origins, and the person's widget token). The person acts at the requester level; a punch goes through the clock's
 * own punch path (the same checks, chain, idempotency key and offline rules as the app's), with the office QR waived
 * only when the company allows it for the widget (`clockConfig.widgetWithoutQr`).
 */
export function createClockWidgetRoutes(deps: {
  punch: PunchService;
  settings: SettingsService;
  people: Pick<PeopleDirectory, "names">;
  tenants: Pick<ModuleTenants, "summary">;
}): FastifyPluginAsync<GlobalRoutesOptions> {
  return async (plain, options) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();
    const personOf = (request: Parameters<typeof widgetPersonContext>[0]) =>
      widgetPersonContext(request, { module: "clock", tenants: deps.tenants, now: options.now });

    app.get(
      "/widgets/clock/me",
      {
        schema: {
          tags: ["widgets"],
          summary: "The signed-in person's clock today, for the clock widget (widget token)",
          description:
            "Where the person is (out, working, at lunch), their last punch today, the punch that comes next and time worked so far, and what (if anything) keeps the widget from punching for this company: the office QR, a geofence or a required photo.",
          querystring: ClockWidgetKeyQuery,
          response: { 200: ClockWidgetMe },
        },
      },
      async (request) => {
        const ctx = await personOf(request);
        const [day, settings, names] = await Promise.all([
          deps.punch.myDay(ctx),
          deps.settings.get(ctx),
          deps.people.names(ctx, [ctx.actor.userId]),
        ]);
        const today = effectiveEntries(day.entries, day.corrections);
        const last = today[today.length - 1];
        return {
          name: names.get(ctx.actor.userId) ?? "",
          day: day.day,
          hasWorkerProfile: day.hasWorkerProfile,
          state: stateOf(day.next.kind),
          next: day.next,
          last: last ? { status: last.status, statusDate: last.statusDate.toISOString() } : null,
          workedMs: day.workedMs,
          blockedBy: qrBlocks(settings)
            ? ("qr" as const)
            : day.geofence
              ? ("location" as const)
              : settings.clockConfig.photo === "required"
                ? ("photo" as const)
                : null,
        };
      },
    );

    app.post(
      "/widgets/clock/punches",
      {
        schema: {
          tags: ["widgets"],
          summary: "Punch as the signed-in person through the clock's punch path, for the clock widget (widget token)",
          description:
            "The clock's own punch: every check before the one write, the person's hash chain, and the idempotency key (a retry answers 200 with the first punch, `duplicate: true`). A tap that got no answer is sent again with `offline: true` and its device time, as the app's offline queue does. While the company asks for the office QR, refused with CLOCK_WIDGET_QR_REQUIRED unless it allows the widget to punch without it.",
          querystring: ClockWidgetKeyQuery,
          body: ClockWidgetPunchInput,
          response: { 200: ClockWidgetPunch, 201: ClockWidgetPunch },
        },
      },
      async (request, reply) => {
        const ctx = await personOf(request);
        if (qrBlocks(await deps.settings.get(ctx))) throw new AppError("CLOCK_WIDGET_QR_REQUIRED");
        const receipt = await deps.punch.punch(ctx, request.body, { qrWaived: true });
        const { entry } = receipt;
        return reply.status(receipt.duplicate ? 200 : 201).send({
          status: entry.status,
          statusDate: entry.statusDate,
          method: entry.method,
          hash: entry.hash,
          seq: entry.seq,
          duplicate: receipt.duplicate,
        });
      },
    );
  };
}
