import { Schema } from "mongoose";
import { defineTenantModel } from "../../../../core/tenancy/tenant-model.js";
import type { ClockSettings } from "../../contract/index.js";

/**
 * The clock's settings of a company (spec §3 company fields qrcode, clockConfig, lunchTime), one document per company
 * (issue 11: never on the kernel's company document), plus the secret that signs the office QR codes. The secret is
 * made by whichever instance creates the document (an upsert), so every instance signs and checks with the same one.
 */
export interface ClockSettingsDoc extends ClockSettings {
  /** HMAC-SHA256 key of the rotating QR (base64url, 32 random bytes). Never leaves the server. */
  qrSecret: string;
}

export const ClockSettingsModel = defineTenantModel<ClockSettingsDoc>(
  "ClockSettings",
  {
    lunchTime: { type: Number, required: true },
    qrcode: { type: Schema.Types.Mixed, required: true },
    clockConfig: { type: Schema.Types.Mixed, required: true },
    qrSecret: { type: String, required: true },
  },
  { collection: "clock_settings", indexes: [{ fields: {}, options: { unique: true } }] },
);

/** A person's acceptance of the company's consent text (location / photo), per version of the text. */
export interface ClockConsentDoc {
  userId: string;
  /** SHA-256 of the text accepted: a changed text asks again. */
  textHash: string;
  acceptedAt: Date;
}

export const ClockConsentModel = defineTenantModel<ClockConsentDoc>(
  "ClockConsent",
  {
    userId: { type: String, required: true },
    textHash: { type: String, required: true },
    acceptedAt: { type: Date, required: true },
  },
  { collection: "clock_consents", indexes: [{ fields: { userId: 1, textHash: 1 }, options: { unique: true } }] },
);
