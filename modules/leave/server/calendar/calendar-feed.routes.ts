import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { Type } from "typebox";
import { CalendarFeed, CalendarFeedInput, permissions } from "../../contract/index.js";
import type { CalendarFeedService } from "./calendar-feed.service.js";
import { can, Params, tags } from "../route-parts.js";

export const ICAL_PATH = "/api/leave/ical";

/**
 * The origin feed URLs are built on: the app's public URL (APP_URL) when configured, else the origin the caller
 * reached the API at (tests, tools that build the module without the config).
 */
const originOf = (request: FastifyRequest, publicUrl?: string) =>
  publicUrl ? publicUrl.replace(/\/+$/, "") : `${request.protocol}://${request.host}`;

/**
 * `POST /leave/calendar-feed` creates or rotates the caller's secret feed URL, `DELETE` revokes it (issue 5 "iCal
 * feed"). Every level: anyone who sees the team calendar may subscribe to it.
 */
export function createCalendarFeedRoutes(
  feeds: CalendarFeedService,
  options: { publicUrl?: string } = {},
): FastifyPluginAsync {
  return async (plain) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();
    app.post(
      "/leave/calendar-feed",
      {
        schema: {
          tags,
          summary: "Create or rotate the caller's iCalendar feed URL (the previous URL stops working)",
          description:
            "Any level, signed in as a person: a new secret feed URL of the approved leaves of the company or of the caller's team; only a hash of the secret is kept, so the URL is shown once. The rotation is audited.",
          params: Params,
          body: Type.Optional(CalendarFeedInput),
          response: { 201: CalendarFeed },
        },
        onRequest: can(permissions.typeRead),
      },
      async (r, reply) => {
        const { token, scope } = await feeds.rotate(r.ctx, r.body ?? {});
        const path = `${ICAL_PATH}/${token}.ics`;
        return reply.status(201).send({ url: `${originOf(r, options.publicUrl)}${path}`, path, scope });
      },
    );
    app.delete(
      "/leave/calendar-feed",
      {
        schema: {
          tags,
          summary: "Revoke the caller's iCalendar feed URL",
          description:
            "Any level, signed in as a person: the caller's feed URL stops working at once (audited); 404 `NOT_FOUND` when they have no live feed.",
          params: Params,
          response: { 204: Type.Null({ description: "Revoked." }) },
        },
        onRequest: can(permissions.typeRead),
      },
      async (r, reply) => {
        await feeds.revoke(r.ctx);
        return reply.status(204).send(null);
      },
    );
  };
}

/** `GET /api/leave/ical/:token.ics`: public, the secret in the path is the authorization (like a signed file URL). */
export function createIcalRoute(feeds: CalendarFeedService, now: () => Date): FastifyPluginAsync {
  return async (plain) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();
    app.get(
      "/leave/ical/:token.ics",
      {
        schema: {
          tags,
          summary: "A person's leave calendar as iCalendar (RFC 5545), for Google Calendar or Outlook",
          description:
            "Public: the secret token in the path is the authorization. Approved leaves from about three months back to a year ahead as all-day events, with the holidays; a requester's feed names the leave type of their own leaves only. An unknown, rotated or revoked token, or one whose owner left the company, is 404 `NOT_FOUND`.",
          // No credentials: the secret in the path is the authorization (docs: PUBLIC_ROUTE).
          security: [],
          params: Type.Object({ token: Type.String({ maxLength: 80 }) }),
          response: {
            200: {
              description: "The calendar (RFC 5545).",
              content: { "text/calendar": { schema: Type.String() } },
            },
          },
        },
      },
      async (r, reply) => {
        const body = await feeds.render({ now, log: r.log }, r.params.token);
        return reply
          .type("text/calendar; charset=utf-8")
          .header("cache-control", "private, max-age=900")
          .header("content-disposition", 'inline; filename="leaves.ics"')
          .send(body);
      },
    );
  };
}
