import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";

/**
 * Secrets at rest (connected accounts' OAuth tokens, webhook signing secrets): AES-256-GCM with the configured key
 * (`INTEGRATIONS_TOKEN_KEY`), a fresh 12-byte nonce per value. Stored as `v1.<nonce>.<tag>.<ciphertext>` (base64url),
 * so a later key rotation can tell versions apart. A tampered value or a wrong key fails to open (GCM's tag).
 */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

export function createSecretBox(hexKey: string): SecretBox {
  const key = Buffer.from(hexKey, "hex");
  if (key.length !== 32) throw new Error("integrations: the token key must be 32 bytes (64 hex characters)");
  return {
    seal(plain) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, nonce);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return ["v1", nonce, cipher.getAuthTag(), body]
        .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
        .join(".");
    },
    open(sealed) {
      const [version, nonce, tag, body] = sealed.split(".");
      if (version !== "v1" || nonce === undefined || tag === undefined || body === undefined)
        throw new Error("integrations: not a sealed secret");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(nonce, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
    },
  };
}

/** A new endpoint secret: `whsec_` and 32 random bytes as base64url. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64url")}`;
}

/**
 * The `Workforce-Signature` header of a delivery: `t=<unix seconds>,v1=<lowercase hex HMAC-SHA256(secret,
 * "<t>.<raw body>")>` (modules/integrations/README.md "Verifying a delivery").
 */
export function signatureHeader(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac("sha256", secret).update(`${t}.${body}`).digest("hex");
  return `t=${t},v1=${v1}`;
}
