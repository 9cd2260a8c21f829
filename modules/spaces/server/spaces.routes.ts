import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync } from "fastify";
import { Type } from "typebox";
import { requirePermission } from "../../../core/modules/modules.plugin.js";
import {
  CancelQuery,
  DayQuery,
  DayView,
  MyReservationsQuery,
  Occupancy,
  OccupancyQuery,
  OfficeList,
  PeopleList,
  PeopleQuery,
  permissions,
  Reservation,
  ReservationBatch,
  ReservationInput,
  ReservationList,
  Space,
  SpaceInput,
  SpaceList,
  SpaceListQuery,
  SpacePatch,
  spacesContract,
} from "../contract/index.js";
import type { ReservationsService } from "./reservations/reservations.service.js";
import type { SpacesService } from "./spaces/spaces.service.js";

const tags = ["spaces"];
const Params = Type.Object({ companyId: Type.String() });
const SpaceParams = Type.Object({ companyId: Type.String(), spaceId: Type.String() });
const ReservationParams = Type.Object({ companyId: Type.String(), reservationId: Type.String() });

/** Thin routes: schema in, service call, schema out. Mounted at /api/companies/:companyId. */
export const spacesRoutes =
  (deps: { spaces: SpacesService; reservations: ReservationsService }): FastifyPluginAsync =>
  async (plain) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();
    const { spaces, reservations } = deps;
    const read = requirePermission(spacesContract, permissions.read);
    const manage = requirePermission(spacesContract, permissions.manage);
    const book = requirePermission(spacesContract, permissions.book);

    app.get(
      "/spaces/offices",
      {
        schema: {
          tags,
          summary: "The company's offices with their rooms and desks counted",
          params: Params,
          response: { 200: OfficeList },
        },
        onRequest: read,
      },
      async (request) => spaces.offices(request.ctx),
    );

    app.get(
      "/spaces/people",
      {
        schema: {
          tags,
          summary: "People of the company by name, to invite to a reservation",
          params: Params,
          querystring: PeopleQuery,
          response: { 200: PeopleList },
        },
        onRequest: book,
      },
      async (request) => spaces.people(request.ctx, request.query.q),
    );

    app.get(
      "/spaces/spaces",
      {
        schema: {
          tags,
          summary: "Rooms and desks, by office",
          params: Params,
          querystring: SpaceListQuery,
          response: { 200: SpaceList },
        },
        onRequest: read,
      },
      async (request) => spaces.list(request.ctx, request.query),
    );

    app.post(
      "/spaces/spaces",
      {
        schema: {
          tags,
          summary: "Add a room or a desk to an office",
          params: Params,
          body: SpaceInput,
          response: { 201: Space },
        },
        onRequest: manage,
      },
      async (request, reply) => reply.status(201).send(await spaces.create(request.ctx, request.body)),
    );

    app.get(
      "/spaces/spaces/:spaceId",
      { schema: { tags, summary: "A room or desk", params: SpaceParams, response: { 200: Space } }, onRequest: read },
      async (request) => spaces.get(request.ctx, request.params.spaceId),
    );

    app.patch(
      "/spaces/spaces/:spaceId",
      {
        schema: {
          tags,
          summary: "Change a room or desk (active: false closes it and cancels its reservations that have not started)",
          params: SpaceParams,
          body: SpacePatch,
          response: { 200: Space },
        },
        onRequest: manage,
      },
      async (request) => reservations.updateSpace(request.ctx, request.params.spaceId, request.body),
    );

    app.post(
      "/spaces/spaces/:spaceId/photo",
      {
        schema: {
          tags,
          summary: "Upload a room's or desk's photo (multipart field `photo`, PNG or JPG up to 2 MB)",
          params: SpaceParams,
          response: { 200: Space },
        },
        onRequest: manage,
      },
      async (request) => {
        // the space first: another company's id is not found before the upload is read
        await spaces.found(request.ctx, request.params.spaceId);
        const upload = await plain.files.readUpload(request, { field: "photo" });
        return spaces.setPhoto(request.ctx, request.params.spaceId, upload.body);
      },
    );

    app.get(
      "/spaces/spaces/:spaceId/photo",
      {
        schema: {
          tags,
          summary: "A room's or desk's photo (size 200x200 or original)",
          params: SpaceParams,
          response: {
            200: Type.Unsafe<Buffer>({ type: "string", format: "binary", description: "A PNG or JPEG image." }),
          },
          querystring: Type.Object(
            {
              size: Type.Optional(Type.Union([Type.Literal("200x200"), Type.Literal("original")])),
              v: Type.Optional(Type.String({ maxLength: 40 })),
            },
            { additionalProperties: false },
          ),
        },
        onRequest: read,
      },
      async (request, reply) => {
        const key = await spaces.photoKey(request.ctx, request.params.spaceId, request.query.size ?? "200x200");
        return plain.files.send(reply, key, { cacheControl: "private, max-age=86400" });
      },
    );

    app.get(
      "/spaces/day",
      {
        schema: {
          tags,
          summary: "An office's day: rooms by hour, desks by day",
          params: Params,
          querystring: DayQuery,
          response: { 200: DayView },
        },
        onRequest: read,
      },
      async (request) => reservations.day(request.ctx, request.query),
    );

    app.get(
      "/spaces/occupancy",
      {
        schema: {
          tags,
          summary: "Booked share of each space's bookable hours over a period",
          params: Params,
          querystring: OccupancyQuery,
          response: { 200: Occupancy },
        },
        onRequest: requirePermission(spacesContract, permissions.occupancy),
      },
      async (request) => reservations.occupancy(request.ctx, request.query),
    );

    app.get(
      "/spaces/reservations",
      {
        schema: {
          tags,
          summary: "My reservations (organized or invited)",
          params: Params,
          querystring: MyReservationsQuery,
          response: { 200: ReservationList },
        },
        onRequest: read,
      },
      async (request) => reservations.mine(request.ctx, request.query),
    );

    app.post(
      "/spaces/reservations",
      {
        schema: {
          tags,
          summary: "Book a room or desk, once or weekly (all dates or none)",
          params: Params,
          body: ReservationInput,
          response: { 201: ReservationBatch },
        },
        onRequest: book,
      },
      async (request, reply) => reply.status(201).send(await reservations.create(request.ctx, request.body)),
    );

    app.get(
      "/spaces/reservations/:reservationId",
      {
        schema: {
          tags,
          summary: "A reservation I take part in",
          params: ReservationParams,
          response: { 200: Reservation },
        },
        onRequest: read,
      },
      async (request) => reservations.get(request.ctx, request.params.reservationId),
    );

    app.get(
      "/spaces/reservations/:reservationId/calendar.ics",
      {
        schema: {
          tags,
          summary: "The reservation (or its series) as an iCalendar file",
          params: ReservationParams,
          response: { 200: Type.String() },
        },
        onRequest: read,
      },
      async (request, reply) => {
        const ics = await reservations.calendar(request.ctx, request.params.reservationId);
        return reply
          .header("content-type", "text/calendar; charset=utf-8")
          .header("content-disposition", 'attachment; filename="reservation.ics"')
          .send(ics);
      },
    );

    app.post(
      "/spaces/reservations/:reservationId/check-in",
      {
        schema: {
          tags,
          summary: "Check in to a reservation",
          params: ReservationParams,
          response: { 200: Reservation },
        },
        onRequest: book,
      },
      async (request) => reservations.checkIn(request.ctx, request.params.reservationId),
    );

    app.post(
      "/spaces/reservations/:reservationId/cancel",
      {
        schema: {
          tags,
          summary: "Cancel a reservation (series=true: and the later dates of its series)",
          params: ReservationParams,
          querystring: CancelQuery,
          response: { 200: ReservationBatch },
        },
        onRequest: book,
      },
      async (request) => reservations.cancel(request.ctx, request.params.reservationId, request.query),
    );
  };
