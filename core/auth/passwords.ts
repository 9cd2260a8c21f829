import { hash, verify } from "@node-rs/argon2";

/**
 * Password bounds (ARCHITECTURE "Auth and roles"): at least 8 characters; the spec's ceiling of 15 is a known defect
 * of the old product, so the ceiling is generous but finite (argon2 cost does not depend on length, the body size does).
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane), which is also the library's default; stated so a change of
// default upstream cannot silently weaken new hashes. The algorithm defaults to argon2id (`Algorithm` is an ambient
// const enum that isolatedModules cannot read), and a test checks the `$argon2id$` prefix.
const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1, outputLen: 32 };

/** An argon2id PHC string (`$argon2id$v=19$m=19456,t=2,p=1$...`). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a stored hash (unknown email, or an account that never set a
 * password) it still runs one argon2 verification against a throwaway hash, so both mistakes take the same time and
 * the answer cannot tell which one it was.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword("not-a-password-of-anyone");
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    // a malformed stored hash is a refusal, not a server error
    return false;
  }
}
