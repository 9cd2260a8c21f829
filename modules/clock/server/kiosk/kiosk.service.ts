import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { isValidObjectId } from "mongoose";
import type { AuditService } from "../../../../core/audit/audit.service.js";
import type { ServiceContext } from "../../../../core/context.js";
import { actorId } from "../../../../core/context.js";
import { AppError } from "../../../../core/errors/app-error.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import type { PeopleDirectory } from "../../../people/contract/directory.js";
import type { ClockQr, KioskDevice, KioskDeviceCreated, KioskDeviceInput } from "../../contract/index.js";
import type { SettingsService } from "../settings/settings.service.js";
import { ClockDeviceModel, type ClockDeviceDoc } from "./devices.model.js";
import { QR_PERIOD_SECONDS, qrCode, windowAt, windowEnd } from "./qr.js";

const KEY_PREFIX = "ckd";
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** A device key names its company and device, so the kiosk needs nothing else: `ckd_<companyId>_<deviceId>_<secret>`. */
export function parseDeviceKey(key: string): { companyId: string; deviceId: string; secret: string } | null {
  const parts = key.trim().split("_");
  if (parts.length !== 4 || parts[0] !== KEY_PREFIX) return null;
  const [, companyId, deviceId, secret] = parts as [string, string, string, string];
  if (!isValidObjectId(companyId) || !isValidObjectId(deviceId) || !/^[A-Za-z0-9-]{20,100}$/.test(secret)) return null;
  return { companyId, deviceId, secret };
}

/** Kiosk devices (office screens) and the QR each shows. */
export function createKioskService(deps: { audit: AuditService; people: PeopleDirectory; settings: SettingsService }) {
  async function officeNames(ctx: ServiceContext): Promise<Map<string, string>> {
    return new Map((await deps.people.offices(ctx)).map((o) => [o.id, o.name]));
  }
  const toDevice = (doc: ClockDeviceDoc & { _id: unknown; createdAt: Date }, names: Map<string, string>) => ({
    id: String(doc._id),
    name: doc.name,
    officeId: doc.officeId,
    officeName: names.get(doc.officeId) ?? "",
    createdAt: doc.createdAt.toISOString(),
    ...(doc.lastSeenAt ? { lastSeenAt: doc.lastSeenAt.toISOString() } : {}),
  });

  /** The QR a device shows now, signed with the company's secret. */
  async function qrFor(ctx: ServiceContext, device: { id: string; officeId: string }): Promise<ClockQr> {
    const { qrSecret } = await deps.settings.stored(ctx);
    const window = windowAt(ctx.now());
    const code = qrCode({
      secret: qrSecret,
      companyId: ctx.companyId,
      officeId: device.officeId,
      deviceId: device.id,
      window,
    });
    const names = await officeNames(ctx);
    return {
      code,
      url: `/clock?qr=${encodeURIComponent(code)}`,
      officeId: device.officeId,
      officeName: names.get(device.officeId) ?? "",
      companyName: ctx.tenant?.name ?? "",
      window,
      expiresAt: windowEnd(window).toISOString(),
      periodSeconds: QR_PERIOD_SECONDS,
    };
  }

  return {
    async list(ctx: ServiceContext): Promise<KioskDevice[]> {
      const [docs, names] = await Promise.all([
        scoped(ctx, ClockDeviceModel).find({}, { sort: { createdAt: 1 } }),
        officeNames(ctx),
      ]);
      return docs.map((d) => toDevice(d as never, names));
    },

    async create(ctx: ServiceContext, input: KioskDeviceInput): Promise<KioskDeviceCreated> {
      const name = input.name.trim();
      if (!name) throw new AppError("VALIDATION_REQUIRED", { field: "name" });
      const names = await officeNames(ctx);
      if (!names.has(input.officeId)) throw new AppError("VALIDATION_SELECTION", { field: "officeId" });
      const secret = randomBytes(24).toString("base64url").replace(/_/g, "-");
      const doc = await scoped(ctx, ClockDeviceModel).create({
        name,
        officeId: input.officeId,
        keyHash: sha256(secret),
        createdBy: actorId(ctx),
      });
      const device = toDevice(doc as never, names);
      await deps.audit.record(ctx, {
        action: "clock.device.created",
        target: { type: "clock.device", id: device.id },
        details: { name, officeId: input.officeId },
      });
      return { device, key: [KEY_PREFIX, ctx.companyId, device.id, secret].join("_") };
    },

    async revoke(ctx: ServiceContext, deviceId: string): Promise<void> {
      const devices = scoped(ctx, ClockDeviceModel);
      if (!(await devices.findById(deviceId))) throw new AppError("NOT_FOUND");
      await devices.softDelete({ _id: deviceId });
      await deps.audit.record(ctx, {
        action: "clock.device.revoked",
        target: { type: "clock.device", id: deviceId },
      });
    },

    /** A live device of the company (QR checks: a revoked device's codes stop counting at once). */
    async live(ctx: ServiceContext, deviceId: string): Promise<{ id: string; officeId: string } | null> {
      const doc = await scoped(ctx, ClockDeviceModel).findById(deviceId, { projection: { officeId: 1 } });
      return doc ? { id: deviceId, officeId: doc.officeId } : null;
    },

    /** The device a key signs in (null: unknown, revoked or wrong secret). `ctx` is the key's company. */
    async byKey(ctx: ServiceContext, key: ReturnType<typeof parseDeviceKey>) {
      if (!key) return null;
      const doc = await scoped(ctx, ClockDeviceModel).findById(key.deviceId);
      if (!doc) return null;
      const given = Buffer.from(sha256(key.secret));
      const stored = Buffer.from(doc.keyHash);
      if (given.length !== stored.length || !timingSafeEqual(given, stored)) return null;
      return { id: key.deviceId, officeId: doc.officeId, name: doc.name, lastSeenAt: doc.lastSeenAt };
    },

    /** Marks the device seen (at most once a minute, so a kiosk polling every few seconds writes little). */
    async seen(ctx: ServiceContext, device: { id: string; lastSeenAt?: Date }) {
      const now = ctx.now();
      if (device.lastSeenAt && now.getTime() - device.lastSeenAt.getTime() < 60_000) return;
      await scoped(ctx, ClockDeviceModel).updateOne({ _id: device.id }, { $set: { lastSeenAt: now } });
    },

    qrFor,

    /** The current QR of an office (spec `GET /companies/{id}/qrcode`): its first live device's. */
    async officeQr(ctx: ServiceContext, officeId: string): Promise<ClockQr> {
      const device = await scoped(ctx, ClockDeviceModel).findOne({ officeId }, { sort: { createdAt: 1 } });
      if (!device) throw new AppError("NOT_FOUND");
      return qrFor(ctx, { id: String(device._id), officeId });
    },
  };
}

export type KioskService = ReturnType<typeof createKioskService>;
