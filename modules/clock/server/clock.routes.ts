import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync } from "fastify";
import { Type } from "typebox";
import { requirePermission } from "../../../core/modules/modules.plugin.js";
import { AppError } from "../../../core/errors/app-error.js";
import type { FilesService } from "../../../core/files/types.js";
import type { PeopleDirectory } from "../../people/contract/directory.js";
import {
  ChainCheck,
  clockContract,
  ClockCorrection,
  ClockQr,
  ClockSettings,
  ClockSettingsInput,
  CorrectionDecision,
  CorrectionInput,
  CorrectionList,
  EntriesPage,
  KioskDeviceCreated,
  KioskDeviceInput,
  KioskDeviceList,
  MyClockDay,
  permissions,
  PresenceBoard,
  PunchInput,
  PunchReceipt,
  PUNCH_PHOTO_MAX_BASE64,
  ReceiptCheck,
} from "../contract/index.js";
import { viewerOf, visibleWorker } from "./access.js";
import type { BoardService } from "./board/board.service.js";
import type { CorrectionsService } from "./corrections/corrections.service.js";
import { listEntries } from "./entries/entries.service.js";
import type { KioskService } from "./kiosk/kiosk.service.js";
import type { PunchService } from "./punch/punch.service.js";
import type { SettingsService } from "./settings/settings.service.js";

const Params = Type.Object({ companyId: Type.String() });
const withId = <K extends string>(key: K) =>
  Type.Object({ companyId: Type.String(), [key]: Type.String() } as Record<
    "companyId" | K,
    ReturnType<typeof Type.String>
  >);
const MAX_RANGE_MS = 62 * 24 * 3_600_000;

/**
 * The clock's tenant routes (mounted at /api/companies/:companyId). There is no route that edits or removes a punch:
 * the log is append-only, and corrections are records of their own.
 */
export function clockRoutes(deps: {
  punch: PunchService;
  settings: SettingsService;
  kiosk: KioskService;
  corrections: CorrectionsService;
  board: BoardService;
  people: PeopleDirectory;
  files: FilesService;
}): FastifyPluginAsync {
  return async (plain) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();
    const { punch, settings, kiosk, corrections, board, people } = deps;

    // ---- punching ----
    app.post(
      "/clock/punches",
      {
        schema: { params: Params, body: PunchInput, response: { 200: PunchReceipt, 201: PunchReceipt } },
        onRequest: requirePermission(clockContract, permissions.punch),
        // a punch may carry its photo (2 MB as base64)
        bodyLimit: PUNCH_PHOTO_MAX_BASE64 + 64 * 1024,
      },
      async (request, reply) => {
        const receipt = await punch.punch(request.ctx, request.body);
        return reply.status(receipt.duplicate ? 200 : 201).send(receipt);
      },
    );
    app.get(
      "/clock/me",
      {
        schema: { params: Params, response: { 200: MyClockDay } },
        onRequest: requirePermission(clockContract, permissions.punch),
      },
      async (request) => punch.myDay(request.ctx),
    );
    app.post(
      "/clock/consent",
      {
        schema: { params: Params, response: { 204: Type.Null({ description: "Consent recorded." }) } },
        onRequest: requirePermission(clockContract, permissions.punch),
      },
      async (request, reply) => {
        await settings.acceptConsent(request.ctx);
        return reply.status(204).send(null);
      },
    );
    app.get(
      "/clock/entries",
      {
        schema: {
          params: Params,
          querystring: Type.Object({
            from: Type.String({ format: "date-time" }),
            to: Type.String({ format: "date-time" }),
            workerId: Type.Optional(Type.String({ maxLength: 64 })),
          }),
          response: { 200: EntriesPage },
        },
        onRequest: requirePermission(clockContract, permissions.read),
      },
      async (request) => {
        const from = new Date(request.query.from);
        const to = new Date(request.query.to);
        if (!(to > from)) throw new AppError("VALIDATION_DATE_BEFORE", { field: "to" });
        if (to.getTime() - from.getTime() > MAX_RANGE_MS) throw new AppError("VALIDATION_DATE", { field: "to" });
        const viewer = await viewerOf(request.ctx, people);
        const workerId = request.query.workerId ?? viewer.worker?.id;
        if (!workerId) return { entries: [], corrections: [] };
        await visibleWorker(request.ctx, people, viewer, workerId);
        return listEntries(request.ctx, { workerIds: [workerId], from, to });
      },
    );
    app.get(
      "/clock/entries/:entryId/photo",
      {
        schema: {
          params: withId("entryId"),
          querystring: Type.Object(
            { size: Type.Union([Type.Literal("small"), Type.Literal("full")], { default: "full" }) },
            { additionalProperties: false },
          ),
          response: {
            200: Type.Unsafe<Buffer>({
              type: "string",
              format: "binary",
              description: "The punch's photo (PNG or JPEG).",
            }),
          },
        },
        onRequest: requirePermission(clockContract, permissions.read),
      },
      async (request, reply) =>
        deps.files.send(reply, await punch.photoKey(request.ctx, request.params.entryId, request.query.size), {
          disposition: "inline",
          cacheControl: "private, max-age=3600",
        }),
    );
    app.get(
      "/clock/receipts/:hash",
      {
        schema: { params: withId("hash"), response: { 200: ReceiptCheck } },
        onRequest: requirePermission(clockContract, permissions.read),
      },
      async (request) => punch.verifyReceipt(request.ctx, request.params.hash),
    );
    app.get(
      "/clock/chain",
      {
        schema: { params: Params, response: { 200: ChainCheck } },
        onRequest: requirePermission(clockContract, permissions.settings),
      },
      async (request) => punch.verifyChain(request.ctx),
    );

    // ---- presence board ----
    app.get(
      "/clock/board",
      {
        schema: { params: Params, response: { 200: PresenceBoard } },
        onRequest: requirePermission(clockContract, permissions.board),
      },
      async (request) => board.board(request.ctx),
    );

    // ---- corrections ----
    app.get(
      "/clock/corrections",
      {
        schema: {
          params: Params,
          querystring: Type.Object({
            state: Type.Optional(
              Type.Union([
                Type.Literal("pending"),
                Type.Literal("approved"),
                Type.Literal("refused"),
                Type.Literal("canceled"),
              ]),
            ),
            scope: Type.Optional(Type.Union([Type.Literal("mine"), Type.Literal("decide"), Type.Literal("all")])),
            limit: Type.Integer({ minimum: 1, maximum: 100, default: 50 }),
            skip: Type.Integer({ minimum: 0, default: 0 }),
          }),
          response: { 200: CorrectionList },
        },
        onRequest: requirePermission(clockContract, permissions.read),
      },
      async (request) => corrections.list(request.ctx, request.query),
    );
    app.post(
      "/clock/corrections",
      {
        schema: { params: Params, body: CorrectionInput, response: { 201: ClockCorrection } },
        onRequest: requirePermission(clockContract, permissions.correct),
      },
      async (request, reply) => reply.status(201).send(await corrections.propose(request.ctx, request.body)),
    );
    app.post(
      "/clock/corrections/:correctionId/decision",
      {
        schema: { params: withId("correctionId"), body: CorrectionDecision, response: { 200: ClockCorrection } },
        onRequest: requirePermission(clockContract, permissions.decide),
      },
      async (request) => corrections.decide(request.ctx, request.params.correctionId, request.body),
    );

    // ---- settings, kiosk devices, the office QR ----
    app.get(
      "/clock/settings",
      {
        schema: { params: Params, response: { 200: ClockSettings } },
        onRequest: requirePermission(clockContract, permissions.read),
      },
      async (request) => settings.get(request.ctx),
    );
    app.put(
      "/clock/settings",
      {
        schema: { params: Params, body: ClockSettingsInput, response: { 200: ClockSettings } },
        onRequest: requirePermission(clockContract, permissions.settings),
      },
      async (request) => settings.update(request.ctx, request.body),
    );
    app.get(
      "/clock/devices",
      {
        schema: { params: Params, response: { 200: KioskDeviceList } },
        onRequest: requirePermission(clockContract, permissions.settings),
      },
      async (request) => ({ items: await kiosk.list(request.ctx) }),
    );
    app.post(
      "/clock/devices",
      {
        schema: { params: Params, body: KioskDeviceInput, response: { 201: KioskDeviceCreated } },
        onRequest: requirePermission(clockContract, permissions.settings),
      },
      async (request, reply) => reply.status(201).send(await kiosk.create(request.ctx, request.body)),
    );
    app.delete(
      "/clock/devices/:deviceId",
      {
        schema: { params: withId("deviceId"), response: { 204: Type.Null({ description: "Revoked." }) } },
        onRequest: requirePermission(clockContract, permissions.settings),
      },
      async (request, reply) => {
        await kiosk.revoke(request.ctx, request.params.deviceId);
        return reply.status(204).send(null);
      },
    );
    // spec §7: GET /companies/{companyId}/qrcode - an office's current code (admins: to test or print a fallback)
    app.get(
      "/qrcode",
      {
        schema: {
          params: Params,
          querystring: Type.Object({ officeId: Type.String({ minLength: 1, maxLength: 64 }) }),
          response: { 200: ClockQr },
        },
        onRequest: requirePermission(clockContract, permissions.settings),
      },
      async (request) => kiosk.officeQr(request.ctx, request.query.officeId),
    );
  };
}
