import { sha256 } from "@oslojs/crypto/sha2";
import { encodeHexLowerCase } from "@oslojs/encoding";
import { describe, expect, it } from "vitest";
import { generateSecret, hashSecret } from "../tokens.js";

describe("secret hashing", () => {
  it("is SHA-256 in lowercase hex: the FIPS 180-2 vector, and the digest stored hashes were made with", () => {
    expect(hashSecret("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    // sessions, codes and keys stored before the native hash keep matching
    for (const secret of [generateSecret(), generateSecret(32), "ção-ñ-日本"])
      expect(hashSecret(secret)).toBe(encodeHexLowerCase(sha256(new TextEncoder().encode(secret))));
  });
});
