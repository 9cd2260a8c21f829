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
        schema: {
          description: `Records a punch of the calling person (without \`status\`, the next one expected) and answers its receipt: 201 when stored, 200 with \`duplicate: true\` when its \`idempotencyKey\` was already used (the first punch's receipt again); a stored punch emits \`clock.entry.punched\` and refreshes the leaders' presence board. Any level with a worker profile (\`clock.entry.punch\`, else \`CLOCK_NO_WORKER_PROFILE\`). Every check runs before the one write, so a refused punch stores nothing: \`CLOCK_QR_REQUIRED\`, \`CLOCK_QR_INVALID\`, \`CLOCK_QR_EXPIRED\`, \`CLOCK_QR_OTHER_OFFICE\`, \`CLOCK_CONSENT_REQUIRED\`, \`CLOCK_LOCATION_REQUIRED\`, \`CLOCK_OUTSIDE_GEOFENCE\`, \`CLOCK_PHOTO_REQUIRED\`, \`CLOCK_OUT_OF_SEQUENCE\`, and for an offline punch \`CLOCK_OFFLINE_OFF\` or \`CLOCK_DEVICE_TIME_INVALID\`.`,
          params: Params,
          body: PunchInput,
          response: { 200: PunchReceipt, 201: PunchReceipt },
        },
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
        schema: {
          description: `The calling person's punch screen for today (the company's time zone): today's punches and corrections, the next expected punch, the time worked so far, today's expected ranges (a published shift or their schedule) and what the company asks (QR, geofence, photo, the consent texts and whether they accepted them). Any level (\`clock.entry.punch\`); a user without a worker profile gets \`hasWorkerProfile: false\` and an empty day.`,
          params: Params,
          response: { 200: MyClockDay },
        },
        onRequest: requirePermission(clockContract, permissions.punch),
      },
      async (request) => punch.myDay(request.ctx),
    );
    app.post(
      "/clock/consent",
      {
        schema: {
          description: `The calling person accepts the company's current consent texts: the location one, and the photo one while the company takes photos (\`clockConfig.photo\` not \`off\`). Idempotent: each text version is recorded and audited (\`clock.consent.accepted\`) once per person. Any level (\`clock.entry.punch\`).`,
          params: Params,
          response: { 204: Type.Null({ description: "Consent recorded." }) },
        },
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
          description: `A person's stored punches and the corrections of them from \`from\` to \`to\` (at most 62 days: a longer range is \`VALIDATION_DATE\`, \`to\` not after \`from\` \`VALIDATION_DATE_BEFORE\`); corrections are listed beside the punches, never applied to them. Without \`workerId\`, the caller's own (empty without a worker profile). Any level (\`clock.entry.read\`): admins read anyone, leaders themselves and their direct reports, others only themselves; anyone else is 404 \`NOT_FOUND\`.`,
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
          description: `The photo taken with a punch (\`size=small\`: the 200x200 variant), inline. Any level (\`clock.entry.read\`) for a punch they may see (their own, their direct reports' as leader, anyone's as admin); otherwise, and for a punch without a photo, 404 \`NOT_FOUND\`.`,
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
        schema: {
          description: `Checks a receipt's verification code (the punch's \`hash\`) against the log: the punch it names, whether its stored fields still give that hash (\`valid\`), whether it still chains onto the punch before it (\`chainIntact\`) and, for a punch with a photo, whether the stored photo is unchanged (\`photoIntact\`). Any level (\`clock.entry.read\`); a code of no punch the caller may see is \`CLOCK_RECEIPT_MISMATCH\`.`,
          params: withId("hash"),
          response: { 200: ReceiptCheck },
        },
        onRequest: requirePermission(clockContract, permissions.read),
      },
      async (request) => punch.verifyReceipt(request.ctx, request.params.hash),
    );
    app.get(
      "/clock/chain",
      {
        schema: {
          description: `Walks every person's punch chain of the company in order, recomputing every hash and link, and answers how many punches were checked and whether the log is intact; the first broken link is named by its person (\`brokenWorkerId\`) and position (\`brokenAtSeq\`). Admins only (\`clock.settings.manage\`).`,
          params: Params,
          response: { 200: ChainCheck },
        },
        onRequest: requirePermission(clockContract, permissions.settings),
      },
      async (request) => punch.verifyChain(request.ctx),
    );

    // ---- presence board ----
    app.get(
      "/clock/board",
      {
        schema: {
          description: `Today's presence board (the company's time zone): per person working, at lunch, gone for the day (\`away\`), not yet in, on leave or off, with their last punch, plus the counts, the pending corrections and today's late offline syncs. Admins see the whole company, leaders their direct reports (\`clock.board.read\`); requesters are 403 \`FORBIDDEN\`. The web app refetches it when the \`clock.presence\` topic announces a punch or a correction.`,
          params: Params,
          response: { 200: PresenceBoard },
        },
        onRequest: requirePermission(clockContract, permissions.board),
      },
      async (request) => board.board(request.ctx),
    );

    // ---- corrections ----
    app.get(
      "/clock/corrections",
      {
        schema: {
          description: `Corrections the caller may see, newest first, paged (\`limit\`, \`skip\`) with the total: a requester their own, a leader their direct reports' and their own, an admin everyone's; \`state\` filters, \`scope=mine\` keeps the caller's own and \`scope=decide\` (leaders) leaves out their own. Any level (\`clock.entry.read\`).`,
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
        schema: {
          description: `Proposes a fix of a punch log, pending a decision: \`add\` a missed punch (\`status\` and \`statusDate\`, not in the future: \`CLOCK_CORRECTION_IN_FUTURE\`) or \`void\` a wrong one (\`entryId\`; one pending void per punch, else \`CLOCK_CORRECTION_PENDING\`); the punch itself is never changed. Any level (\`clock.correction.propose\`) for their own log, leaders also their direct reports', admins anyone's (\`workerId\`); another worker or punch is 404 \`NOT_FOUND\`, a caller without a worker profile \`CLOCK_NO_WORKER_PROFILE\`. Audited, emits \`clock.correction.requested\` and notifies the person's leader.`,
          params: Params,
          body: CorrectionInput,
          response: { 201: ClockCorrection },
        },
        onRequest: requirePermission(clockContract, permissions.correct),
      },
      async (request, reply) => reply.status(201).send(await corrections.propose(request.ctx, request.body)),
    );
    app.post(
      "/clock/corrections/:correctionId/decision",
      {
        schema: {
          description: `Approves or refuses a pending correction with a reason; an approved one is applied on top of the punch log wherever hours are read. Admins any, leaders their direct reports' but never their own (\`clock.correction.decide\`, else 403 \`FORBIDDEN\`); a correction already decided, or decided meanwhile by someone else, is \`CLOCK_CORRECTION_DECIDED\`. Audited, emits \`clock.correction.decided\` and notifies the person.`,
          params: withId("correctionId"),
          body: CorrectionDecision,
          response: { 200: ClockCorrection },
        },
        onRequest: requirePermission(clockContract, permissions.decide),
      },
      async (request) => corrections.decide(request.ctx, request.params.correctionId, request.body),
    );

    // ---- settings, kiosk devices, the office QR ----
    app.get(
      "/clock/settings",
      {
        schema: {
          description: `The company's clock settings: lunch time, whether web punches need the office QR, the late-sync threshold, the consent texts, the per-office geofences and the photo mode (every field present, defaults filled in). Any level (\`clock.entry.read\`).`,
          params: Params,
          response: { 200: ClockSettings },
        },
        onRequest: requirePermission(clockContract, permissions.read),
      },
      async (request) => settings.get(request.ctx),
    );
    app.put(
      "/clock/settings",
      {
        schema: {
          description: `Replaces the company's clock settings and answers them; the photo fields left out stay as they were. Admins only (\`clock.settings.manage\`). An office that does not exist or is listed twice is \`VALIDATION_SELECTION\`, a blank consent text \`VALIDATION_REQUIRED\`. Audited (\`clock.settings.updated\`).`,
          params: Params,
          body: ClockSettingsInput,
          response: { 200: ClockSettings },
        },
        onRequest: requirePermission(clockContract, permissions.settings),
      },
      async (request) => settings.update(request.ctx, request.body),
    );
    app.get(
      "/clock/devices",
      {
        schema: {
          description: `The company's kiosk devices (office screens that show the rotating QR), with their office and when they were last seen. Admins only (\`clock.settings.manage\`).`,
          params: Params,
          response: { 200: KioskDeviceList },
        },
        onRequest: requirePermission(clockContract, permissions.settings),
      },
      async (request) => ({ items: await kiosk.list(request.ctx) }),
    );
    app.post(
      "/clock/devices",
      {
        schema: {
          description: `Registers a kiosk device for an office and answers it with its key, shown this once (only its hash is stored): the device signs in with it. Admins only (\`clock.settings.manage\`); an unknown office is \`VALIDATION_SELECTION\`. Audited (\`clock.device.created\`).`,
          params: Params,
          body: KioskDeviceInput,
          response: { 201: KioskDeviceCreated },
        },
        onRequest: requirePermission(clockContract, permissions.settings),
      },
      async (request, reply) => reply.status(201).send(await kiosk.create(request.ctx, request.body)),
    );
    app.delete(
      "/clock/devices/:deviceId",
      {
        schema: {
          description: `Revokes a kiosk device: its key stops signing in and the QR codes it showed stop counting at once. Admins only (\`clock.settings.manage\`); an unknown device is 404 \`NOT_FOUND\`. Audited (\`clock.device.revoked\`).`,
          params: withId("deviceId"),
          response: { 204: Type.Null({ description: "Revoked." }) },
        },
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
          description: `An office's current QR (spec §7), the one its first live kiosk device shows now: the code, the app URL that carries it, and when it expires (a new one every 30 seconds), for an admin to test or print a fallback. Admins only (\`clock.settings.manage\`); an office without a live device is 404 \`NOT_FOUND\`.`,
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
