import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { Type } from "typebox";
import type { ServiceContext } from "../../../../core/context.js";
import { AppError } from "../../../../core/errors/app-error.js";
import { localeOf } from "../../../../core/errors/error-handler.js";
import { TenantParams } from "../../../../core/lists/index.js";
import { requirePermission } from "../../../../core/modules/modules.plugin.js";
import {
  CalendarCallbackInput,
  CalendarConnection,
  CalendarConnectStart,
  CalendarDisconnected,
  integrationsContract,
  permissions,
} from "../../contract/index.js";
import type { CalendarService } from "./calendar.service.js";

const tags = ["integrations"];
const connect = requirePermission(integrationsContract, permissions.calendar);

/** The web page Google sends the person back to (modules/integrations/web: it posts the code to the callback route). */
export const GOOGLE_CALLBACK_PATH = "/integrations/google/callback";

/** The signed-in person (a calendar is a person's own: an API key has none). */
function personOf(ctx: ServiceContext): string {
  if (ctx.actor.kind !== "user") throw new AppError("FORBIDDEN");
  return ctx.actor.userId;
}

/**
 * The web app's origin Google redirects to: the address the person reached the app at (so the browser comes back
 * to the same origin and session). Google accepts only redirect URIs registered for the client, so a forged Host
 * cannot send the code elsewhere.
 */
function redirectUriOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}${GOOGLE_CALLBACK_PATH}`;
}

/** The caller's own Google Calendar connection (every level). Mounted at /api/companies/:companyId. */
export const calendarRoutes =
  (calendar: CalendarService): FastifyPluginAsync =>
  async (plain) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();

    app.get(
      "/integrations/calendar",
      {
        schema: {
          tags,
          summary: "The caller's Google Calendar connection",
          description: `The caller's own Google Calendar connection: whether this server has a Google client (\`configured\`), whether they connected, the Google address, the last sync and its error, and how many events the app keeps in their calendar. Every level (\`integrations.calendar.connect\`), signed in as a person: an API key is 403 \`FORBIDDEN\`.`,
          params: TenantParams,
          response: { 200: CalendarConnection },
        },
        onRequest: connect,
      },
      async (r) => calendar.status(r.ctx, personOf(r.ctx)),
    );

    app.post(
      "/integrations/calendar/google/start",
      {
        schema: {
          tags,
          summary: "Start connecting Google Calendar: the consent page's address to send the person to",
          description: `Starts connecting the caller's Google Calendar: answers Google's consent page address (offline access, PKCE), whose state waits ten minutes for the callback and is used once. Every level (\`integrations.calendar.connect\`), signed in as a person: an API key is 403 \`FORBIDDEN\`. Without a Google client on this server it is 409 \`INTEGRATIONS_GOOGLE_NOT_CONFIGURED\`.`,
          params: TenantParams,
          response: { 200: CalendarConnectStart },
        },
        onRequest: connect,
      },
      async (r) => calendar.start(r.ctx, personOf(r.ctx), redirectUriOf(r)),
    );

    app.post(
      "/integrations/calendar/google/callback",
      {
        schema: {
          tags,
          summary: "Finish connecting: the code and state Google sent the person back with",
          description: `Finishes connecting with the \`code\` and \`state\` Google sent the caller back with: the tokens are stored sealed and a sync of their approved leaves, shifts and reservations is queued; answers the connection. Every level (\`integrations.calendar.connect\`), signed in as a person: an API key is 403 \`FORBIDDEN\`. A state that is not the caller's, used or older than ten minutes is \`INTEGRATIONS_OAUTH_STATE_INVALID\`, a code Google refuses 502 \`INTEGRATIONS_GOOGLE_REFUSED\`. A first connection emits \`integrations.calendar.connected\` (audited).`,
          params: TenantParams,
          body: CalendarCallbackInput,
          response: { 200: CalendarConnection },
        },
        onRequest: connect,
      },
      async (r) => calendar.callback(r.ctx, personOf(r.ctx), r.body, localeOf(r)),
    );

    app.post(
      "/integrations/calendar/google/sync",
      {
        schema: {
          tags,
          summary: "Send the caller's approved leaves and shifts to their calendar again",
          description: `Queues a full sync of the caller's approved leaves, shifts and reservations to their Google Calendar (answered 202 before it runs). Every level (\`integrations.calendar.connect\`), signed in as a person: an API key is 403 \`FORBIDDEN\`. Not connected is 409 \`INTEGRATIONS_CALENDAR_NOT_CONNECTED\`.`,
          params: TenantParams,
          response: { 202: Type.Null({ description: "Queued." }) },
        },
        onRequest: connect,
      },
      async (r, reply) => {
        await calendar.resync(r.ctx, personOf(r.ctx));
        return reply.status(202).send(null);
      },
    );

    app.delete(
      "/integrations/calendar/google",
      {
        schema: {
          tags,
          summary: "Disconnect Google Calendar",
          description:
            "Revokes the caller's grant at Google and forgets its tokens and the event map (the events already in " +
            "the calendar stay). The tokens are forgotten even when Google cannot be reached; `revokedAtGoogle` says " +
            "whether Google confirmed the revocation.",
          params: TenantParams,
          response: { 200: CalendarDisconnected },
        },
        onRequest: connect,
      },
      async (r) => calendar.disconnect(r.ctx, personOf(r.ctx)),
    );
  };
