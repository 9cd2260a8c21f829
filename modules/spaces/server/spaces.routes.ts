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
/** What GET .../calendar.ics answers for a one-off room reservation (the OpenAPI example). */
const icsExample =
  "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Workforce//Spaces//EN\r\nCALSCALE:GREGORIAN\r\nMETHOD:REQUEST\r\n" +
  "BEGIN:VEVENT\r\nUID:6763b0009b1e4a0012ae0001@spaces.workforce\r\nDTSTAMP:20261126T154210Z\r\n" +
  "DTSTART:20261203T100000Z\r\nDTEND:20261203T113000Z\r\nSUMMARY:Design review\r\nLOCATION:Tagus\\, Lisbon\r\n" +
  'ORGANIZER;CN="Inês Carvalho":mailto:no-reply@localhost\r\nSTATUS:CONFIRMED\r\nSEQUENCE:0\r\nEND:VEVENT\r\n' +
  "END:VCALENDAR\r\n";

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
          description: `The company's offices (from people), by name, each with how many active rooms and desks it has. Every level (\`spaces.space.read\`).`,
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
          description: `Up to 10 active people of the company whose name contains \`q\` (case-insensitive), by name: the participants picker of a booking. Every level that may book (\`spaces.reservation.create\`).`,
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
          description: `The company's rooms and desks, closed ones included (\`active\`), optionally of one office (\`officeId\`) or kind (\`kind\`); rooms first, then by floor and name. \`bookable\` says whether the caller may book each one (its levels and departments; admins may book any open space). Every level (\`spaces.space.read\`).`,
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
          description: `Adds a room or desk to an office; unset fields default to open 08:00-19:00 Monday to Friday, bookable by everyone, 15 minutes of check-in grace; a desk always holds 1. Admins only (\`spaces.space.manage\`). An office not of the company is \`SPACES_OFFICE_UNKNOWN\`, hours not on the half hour or ending before they start \`SPACES_BAD_HOURS\`, a name already used in the office 409 \`SPACES_NAME_TAKEN\`. Emits \`spaces.space.saved\`.`,
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
      {
        schema: {
          tags,
          summary: "A room or desk",
          description: `One room or desk, with whether the caller may book it. Every level (\`spaces.space.read\`); an id not of the company is 404 \`NOT_FOUND\`.`,
          params: SpaceParams,
          response: { 200: Space },
        },
        onRequest: read,
      },
      async (request) => spaces.get(request.ctx, request.params.spaceId),
    );

    app.patch(
      "/spaces/spaces/:spaceId",
      {
        schema: {
          tags,
          summary: "Change a room or desk (active: false closes it and cancels its reservations that have not started)",
          description: `Changes the fields given of a room or desk. Admins only (\`spaces.space.manage\`). Bad hours are \`SPACES_BAD_HOURS\`, a name taken in the office 409 \`SPACES_NAME_TAKEN\`. Emits \`spaces.space.saved\`; \`active: false\` closes the space and cancels its reservations that have not started, notifying their participants with a calendar cancellation (\`spaces.reservation.canceled\`).`,
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
          description: `Sets a room's or desk's photo (multipart field \`photo\`, PNG or JPG up to 2 MB), stored re-encoded without metadata, with its 50x50 and 200x200 variants; the previous photo is removed. Admins only (\`spaces.space.manage\`). No file is \`FILE_REQUIRED\`, a larger one \`FILE_TOO_LARGE\`, another kind \`FILE_ONLY_PNG_JPG\` or \`FILE_NOT_IMAGE\`. Emits \`spaces.space.saved\`.`,
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
          description: `The photo of a room or desk, the 200x200 variant (default) or the \`original\`; \`v\` only busts caches when the photo changes. Every level (\`spaces.space.read\`); a space without a photo is 404 \`NOT_FOUND\`.`,
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
          description: `One office's day (\`officeId\`, \`date\`): every open room with its live bookings of the day, every open desk with its booking if taken; \`mine\` marks the bookings the caller takes part in. Every level (\`spaces.space.read\`); an office not of the company is 404 \`NOT_FOUND\`.`,
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
          description: `Per space (optionally of one office), the hours booked by live and checked-in reservations between \`from\` and \`to\` as a share of its bookable hours, with the released no-shows and the cancellations counted apart. Admins only (\`spaces.occupancy.read\`). \`to\` before \`from\` is \`SPACES_BAD_TIME\`, a period over 366 days \`SPACES_TOO_FAR\`.`,
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
          description: `The reservations the caller organized or was invited to: \`upcoming\` (default, not ended and still live, soonest first) or \`past\` (ended, released or canceled, newest first), paged by \`limit\` and \`skip\`. Every level (\`spaces.space.read\`).`,
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
          description: `Books a room for \`startTime\`-\`endTime\` (on the half hour, inside its hours) or a desk for the day, on \`date\` and, with \`weeks\`, the same weekday of the following weeks: every date is booked or none. Every level (\`spaces.reservation.create\`) on the spaces it may book, else 403 \`SPACES_NOT_ALLOWED\`. A taken slot is 409 \`SPACES_OVERLAP\` (\`SPACES_SERIES_OVERLAP\` naming the date in a series); other refusals: \`SPACES_INACTIVE\`, \`SPACES_BAD_TIME\`, \`SPACES_OUTSIDE_HOURS\`, \`SPACES_CLOSED_DAY\`, \`SPACES_DATE_PAST\`, \`SPACES_TOO_FAR\`, \`SPACES_CAPACITY\`, \`SPACES_PARTICIPANT_UNKNOWN\`. Emits \`spaces.reservation.created\` and notifies the invited participants with a calendar invitation.`,
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
          description: `One reservation the caller takes part in (admins: any of the company's). Every level (\`spaces.space.read\`); anyone else's, or an unknown id, is 404 \`NOT_FOUND\`.`,
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
          description: `The reservation, or every live date of its weekly series, as an iCalendar invitation (\`text/calendar\`, attachment \`reservation.ics\`) to add to a calendar app. Every level (\`spaces.space.read\`), for a reservation the caller takes part in (admins: any); otherwise 404 \`NOT_FOUND\`.`,
          params: ReservationParams,
          response: { 200: Type.String({ examples: [icsExample] }) },
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
          description: `A participant says they are there, from 15 minutes before the start until the end (otherwise 409 \`SPACES_CHECK_IN_CLOSED\`); checking in twice answers the same reservation. A canceled or released one is 409 \`SPACES_NOT_ACTIVE\`; an admin who is not a participant is 403 \`FORBIDDEN\`. Every level (\`spaces.reservation.create\`). Emits \`spaces.reservation.checked-in\`.`,
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
          description: `Cancels a reservation that has not ended, or with \`series=true\` it and the later live dates of its series; answers those canceled. Its organizer or an admin (\`spaces.reservation.create\`); another participant is 403 \`FORBIDDEN\`. Already canceled or released is 409 \`SPACES_NOT_ACTIVE\`, ended 409 \`SPACES_ALREADY_STARTED\`. Frees the slots, emits \`spaces.reservation.canceled\` and notifies the other participants with a calendar cancellation.`,
          params: ReservationParams,
          querystring: CancelQuery,
          response: { 200: ReservationBatch },
        },
        onRequest: book,
      },
      async (request) => reservations.cancel(request.ctx, request.params.reservationId, request.query),
    );
  };
