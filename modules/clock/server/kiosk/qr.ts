import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The rotating office QR (issue 13 "Rotating QR"): `C1.<officeId>.<deviceId>.<window>.<signature>`, where `window` is
 * the number of the 30-second period since the epoch and the signature an HMAC-SHA256 (truncated to 128 bits) with
 * the company's secret over the company, office, device and window. A code proves that its holder saw the office
 * screen during that window: one photographed and used a minute later is outside the accepted windows (the current
 * one and the previous one, for the few seconds of clock skew and scanning between them).
 */
export const QR_PERIOD_SECONDS = 30;
const VERSION = "C1";

export const windowAt = (at: Date): number => Math.floor(at.getTime() / 1000 / QR_PERIOD_SECONDS);
export const windowEnd = (window: number): Date => new Date((window + 1) * QR_PERIOD_SECONDS * 1000);

function signature(secret: string, companyId: string, officeId: string, deviceId: string, window: number): string {
  return createHmac("sha256", Buffer.from(secret, "base64url"))
    .update(`${VERSION}|${companyId}|${officeId}|${deviceId}|${window}`)
    .digest()
    .subarray(0, 16)
    .toString("base64url");
}

/** The code an office's device shows during `window`. */
export function qrCode(options: {
  secret: string;
  companyId: string;
  officeId: string;
  deviceId: string;
  window: number;
}): string {
  const { secret, companyId, officeId, deviceId, window } = options;
  return [VERSION, officeId, deviceId, window, signature(secret, companyId, officeId, deviceId, window)].join(".");
}

export type QrCheck =
  { ok: true; officeId: string; deviceId: string; window: number } | { ok: false; reason: "invalid" | "expired" };

/**
 * Reads a scanned code (the bare code, or the app URL that carries it in `?qr=`) and checks its signature and window
 * against `at` (the server's time; a synced offline punch's device time). A bad signature, another company's code or
 * a malformed one is `invalid`; a good one outside the current and previous windows is `expired`.
 */
export function checkQr(raw: string, options: { secret: string; companyId: string; at: Date }): QrCheck {
  let code = raw.trim();
  const inUrl = /[?&]qr=([^&#]+)/.exec(code);
  if (inUrl) code = decodeURIComponent(inUrl[1]!);
  const parts = code.split(".");
  if (parts.length !== 5 || parts[0] !== VERSION) return { ok: false, reason: "invalid" };
  const [, officeId, deviceId, windowText, given] = parts as [string, string, string, string, string];
  if (!/^\d{1,12}$/.test(windowText) || !officeId || !deviceId) return { ok: false, reason: "invalid" };
  const window = Number(windowText);
  const expected = Buffer.from(signature(options.secret, options.companyId, officeId, deviceId, window));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return { ok: false, reason: "invalid" };
  const now = windowAt(options.at);
  // a signed code from the future is a forged clock, not a late scan
  if (window > now + 1) return { ok: false, reason: "invalid" };
  if (window < now - 1) return { ok: false, reason: "expired" };
  return { ok: true, officeId, deviceId, window };
}
