import { createHash } from "node:crypto";
import { constantTimeEqual } from "@oslojs/crypto/subtle";
import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";

/**
 * Secrets as the Lucia guides make them: 20 random bytes (160 bits of entropy) as lowercase base32 without padding,
 * and only their SHA-256 kept in the database. A leaked database therefore holds nothing that signs anyone in, and a
 * fast hash is enough because the secret is random, not a password.
 */
export function generateSecret(bytes = 20): string {
  const random = new Uint8Array(bytes);
  crypto.getRandomValues(random);
  return encodeBase32LowerCaseNoPadding(random);
}

/**
 * The hex SHA-256 of a secret: what sessions, one-time codes and API keys store. Node's native hash (every request
 * hashes its token; the pure-JS @oslojs sha256 cost 2 % of an API request's CPU), the same digest.
 */
export function hashSecret(secret: string): string {
  return createHash("sha256").update(secret, "utf8").digest("hex");
}

/** Compares two hex hashes without leaking, through timing, how much of them matched. */
export function hashesEqual(a: string, b: string): boolean {
  const encoder = new TextEncoder();
  const left = encoder.encode(a);
  const right = encoder.encode(b);
  return left.length === right.length && constantTimeEqual(left, right);
}

/** A session token (32 base32 characters); anything else is refused before the database is asked. */
export const SESSION_TOKEN_PATTERN = /^[a-z2-7]{32}$/;
