import { createHmac, timingSafeEqual } from "node:crypto";
import { isSafeKey } from "./file-storage.js";

export const SIGNED_FILES_PATH = "/api/files/signed";

export interface UrlSignerOptions {
  /** The server secret the HMAC is keyed with; at least 32 bytes. */
  secret: string | Buffer;
  /**
   * The clock expiries are computed and checked against.
   * @default () => new Date()
   */
  now?: () => Date;
  /**
   * Prefixed to the path of signed URLs (the app's public origin); empty gives a path relative to the API.
   * @default ""
   * @example "https://app.example.com"
   */
  baseUrl?: string;
  /**
   * How long a URL stays valid when the caller does not say.
   * @default 300 (5 minutes)
   */
  defaultTtlSeconds?: number;
}

export interface SignOptions {
  /** @default the signer's `defaultTtlSeconds` */
  expiresInSeconds?: number;
  /** When given, the download is served as an attachment with this name (signed too, so it cannot be changed). */
  filename?: string;
}

export interface SignedRequest {
  key: string;
  /** Unix seconds. */
  expires: number;
  signature: string;
  filename?: string;
}

export interface UrlSigner {
  /** A URL for `GET /api/files/signed/<key>` valid until now + ttl. */
  sign(key: string, options?: SignOptions): string;
  /** Whether the signature matches and the URL has not expired. */
  verify(request: SignedRequest): boolean;
}

/**
 * Short-lived download URLs (issue 3, "Files"): HMAC-SHA256 over the key, the expiry and the download name,
 * with a server secret. Anyone holding the URL can download until it expires, so keep the lifetime short and
 * hand URLs only to callers allowed to see the file.
 */
export function createUrlSigner(options: UrlSignerOptions): UrlSigner {
  const secret = typeof options.secret === "string" ? Buffer.from(options.secret, "utf8") : options.secret;
  if (secret.length < 32) throw new Error("The file URL signing secret must be at least 32 bytes");
  const now = options.now ?? (() => new Date());
  const baseUrl = (options.baseUrl ?? "").replace(/\/+$/, "");
  const defaultTtl = options.defaultTtlSeconds ?? 300;

  const mac = (key: string, expires: number, filename: string | undefined): Buffer =>
    // A version tag and newlines (which no key, number or name below contains) keep the fields apart.
    createHmac("sha256", secret)
      .update(`v1\n${key}\n${expires}\n${filename ?? ""}`)
      .digest();

  return {
    sign(key, signOptions = {}) {
      if (!isSafeKey(key)) throw new Error(`Cannot sign an invalid file key ${JSON.stringify(key)}`);
      const ttl = signOptions.expiresInSeconds ?? defaultTtl;
      if (!Number.isInteger(ttl) || ttl <= 0)
        throw new Error(`expiresInSeconds must be a positive integer, got ${ttl}`);
      const expires = Math.floor(now().getTime() / 1000) + ttl;
      const filename = signOptions.filename?.replace(/[\r\n]/g, " ");
      const query = new URLSearchParams({
        expires: String(expires),
        signature: mac(key, expires, filename).toString("base64url"),
      });
      if (filename) query.set("filename", filename);
      const path = key.split("/").map(encodeURIComponent).join("/");
      return `${baseUrl}${SIGNED_FILES_PATH}/${path}?${query.toString()}`;
    },
    verify(request) {
      if (!isSafeKey(request.key) || !Number.isSafeInteger(request.expires)) return false;
      if (now().getTime() >= request.expires * 1000) return false;
      if (request.filename !== undefined && /[\r\n]/.test(request.filename)) return false;
      // Compared in canonical text form: base64 decoders skip stray characters and spare bits, so comparing decoded
      // bytes would accept many spellings of one signature.
      const expected = Buffer.from(
        mac(request.key, request.expires, request.filename || undefined).toString("base64url"),
      );
      const given = Buffer.from(request.signature);
      // Equal lengths first: timingSafeEqual throws otherwise, and the length of a MAC is no secret.
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
