import { createHash, randomBytes } from "node:crypto";
import type { ServiceContext } from "../../../../core/context.js";
import { actorId, requireUser } from "../../../../core/context.js";
import { AppError } from "../../../../core/errors/app-error.js";
import type { AuditService } from "../../../../core/audit/audit.service.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import { deepFreeze, TenantReadCache } from "../../../../core/tenancy/read-cache.js";
import type { PeopleDirectory } from "../../../people/contract/directory.js";
import type { ClockSettings, ClockSettingsInput, PhotoMode } from "../../contract/index.js";
import { ClockConsentModel, ClockSettingsModel, type ClockSettingsDoc } from "./settings.model.js";

/** What a company starts with: no QR required, 60 minutes of lunch, late syncs flagged after 30 minutes. */
export const DEFAULT_CLOCK_SETTINGS: ClockSettings = {
  lunchTime: 60,
  qrcode: { required: false },
  clockConfig: {
    lateSyncMinutes: 30,
    consentText:
      "I agree that my location is checked when I punch the clock, only to confirm I am at my workplace, and kept with the punch record for as long as labour law requires.",
    offices: [],
    photo: "off",
    widgetWithoutQr: false,
    photoConsentText:
      "I agree that a photo of me is taken when I punch the clock, only to confirm it was me, and kept with the punch record for as long as labour law requires.",
  },
};

/** The settings as answered: every field present (a document stored before a field existed gets its default). */
export type FullClockSettings = ClockSettings & {
  clockConfig: ClockSettings["clockConfig"] & { photo: PhotoMode; photoConsentText: string; widgetWithoutQr: boolean };
};

const KEPT_MS = 5_000;

export const textHash = (text: string) => createHash("sha256").update(text.trim()).digest("hex");

export const publicPart = (doc: ClockSettingsDoc): FullClockSettings => ({
  lunchTime: doc.lunchTime,
  qrcode: { required: Boolean(doc.qrcode?.required) },
  clockConfig: {
    lateSyncMinutes: doc.clockConfig?.lateSyncMinutes ?? DEFAULT_CLOCK_SETTINGS.clockConfig.lateSyncMinutes,
    consentText: doc.clockConfig?.consentText ?? DEFAULT_CLOCK_SETTINGS.clockConfig.consentText,
    offices: doc.clockConfig?.offices ?? [],
    photo: doc.clockConfig?.photo ?? "off",
    photoConsentText: doc.clockConfig?.photoConsentText ?? DEFAULT_CLOCK_SETTINGS.clockConfig.photoConsentText!,
    widgetWithoutQr: doc.clockConfig?.widgetWithoutQr ?? false,
  },
});

/** The clock settings of a company and people's consent to them. */
export function createSettingsService(deps: { audit: AuditService; people: PeopleDirectory }) {
  /** The stored document, made on first read (one of several instances inserts it; the unique index keeps one). */
  async function stored(ctx: ServiceContext): Promise<ClockSettingsDoc> {
    const settings = scoped(ctx, ClockSettingsModel);
    const found = await settings.findOne({});
    if (found) return found as ClockSettingsDoc;
    try {
      await settings.updateOne(
        {},
        { $setOnInsert: { ...DEFAULT_CLOCK_SETTINGS, qrSecret: randomBytes(32).toString("base64url") } },
        { upsert: true },
      );
    } catch (error) {
      // another instance inserted it first: read theirs
      if ((error as { code?: unknown }).code !== 11000) throw error;
    }
    return (await settings.findOne({})) as ClockSettingsDoc;
  }

  /**
   * `stored` for the punch path, kept per company while no write to the settings has started here or been acknowledged
   * on any instance, and for at most 5 s (writes that bypass mongoose): core/tenancy/read-cache.ts. Invalidated through
   * the database, so another instance's change is seen at once. Frozen: every punch of the company shares it.
   */
  const kept = new TenantReadCache<ClockSettingsDoc>({
    models: [ClockSettingsModel],
    ttlMs: KEPT_MS,
    maxEntries: 1000,
  });
  function current(ctx: ServiceContext): Promise<ClockSettingsDoc> {
    return kept.get(ctx, "settings", async () => deepFreeze(await stored(ctx)));
  }

  return {
    stored,
    current,
    async get(ctx: ServiceContext): Promise<FullClockSettings> {
      return publicPart(await stored(ctx));
    },

    async update(ctx: ServiceContext, input: ClockSettingsInput): Promise<ClockSettings> {
      const offices = new Set((await deps.people.offices(ctx)).map((o) => o.id));
      const seen = new Set<string>();
      for (const office of input.clockConfig.offices) {
        if (!offices.has(office.officeId) || seen.has(office.officeId))
          throw new AppError("VALIDATION_SELECTION", { field: "officeId" });
        seen.add(office.officeId);
      }
      if (!input.clockConfig.consentText.trim()) throw new AppError("VALIDATION_REQUIRED", { field: "consentText" });
      if (input.clockConfig.photoConsentText !== undefined && !input.clockConfig.photoConsentText.trim())
        throw new AppError("VALIDATION_REQUIRED", { field: "photoConsentText" });
      // the photo fields left out of an update stay as they were (clients written before them send none)
      const before = publicPart(await stored(ctx));
      const value: FullClockSettings = {
        lunchTime: input.lunchTime,
        qrcode: { required: input.qrcode.required },
        clockConfig: {
          ...input.clockConfig,
          consentText: input.clockConfig.consentText.trim(),
          photo: input.clockConfig.photo ?? before.clockConfig.photo,
          photoConsentText: input.clockConfig.photoConsentText?.trim() ?? before.clockConfig.photoConsentText,
          widgetWithoutQr: input.clockConfig.widgetWithoutQr ?? before.clockConfig.widgetWithoutQr,
        },
      };
      const updated = await scoped(ctx, ClockSettingsModel).findOneAndUpdate({}, { $set: value });
      await deps.audit.record(ctx, {
        action: "clock.settings.updated",
        target: { type: "clock.settings", id: ctx.companyId },
        details: { by: actorId(ctx), ...value },
      });
      return publicPart(updated as ClockSettingsDoc);
    },

    /** Whether the acting person accepted the current consent text. */
    async consentAccepted(ctx: ServiceContext, userId: string, text: string): Promise<boolean> {
      return Boolean(await scoped(ctx, ClockConsentModel).findOne({ userId, textHash: textHash(text) }));
    },

    /**
     * The acting person accepts the company's current consent texts (idempotent): the location one, and the photo one
     * while the company takes photos. Each acceptance is its own record (per text version), audited once.
     */
    async acceptConsent(ctx: ServiceContext): Promise<void> {
      const { clockConfig } = publicPart(await stored(ctx));
      await acceptText(ctx, clockConfig.consentText);
      if (clockConfig.photo !== "off") await acceptText(ctx, clockConfig.photoConsentText);
    },
  };

  /** The acting person's acceptance of one text (idempotent: one record per person and text). */
  async function acceptText(ctx: ServiceContext, text: string): Promise<void> {
    const user = requireUser(ctx);
    const hash = textHash(text);
    try {
      const result = await scoped(ctx, ClockConsentModel).updateOne(
        { userId: user.userId, textHash: hash },
        { $setOnInsert: { acceptedAt: ctx.now() } },
        { upsert: true },
      );
      if (result.upsertedCount)
        await deps.audit.record(ctx, {
          action: "clock.consent.accepted",
          target: { type: "clock.consent", id: user.userId },
          details: { textHash: hash },
        });
    } catch (error) {
      if ((error as { code?: unknown }).code !== 11000) throw error;
    }
  }
}

export type SettingsService = ReturnType<typeof createSettingsService>;
