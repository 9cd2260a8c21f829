import { describe, expect, it } from "vitest";
import { createUrlSigner } from "../signed-url.js";

const SECRET = "0123456789abcdef0123456789abcdef";

function parse(url: string): { key: string; expires: number; signature: string; filename?: string } {
  const parsed = new URL(url, "http://x");
  return {
    key: decodeURIComponent(parsed.pathname.replace(/^\/api\/files\/signed\//, "")),
    expires: Number(parsed.searchParams.get("expires")),
    signature: parsed.searchParams.get("signature")!,
    ...(parsed.searchParams.has("filename") ? { filename: parsed.searchParams.get("filename")! } : {}),
  };
}

describe("signed file URLs", () => {
  it("signs key, expiry and download name, and verifies them against its clock", () => {
    let now = new Date("2026-01-01T00:00:00Z");
    const signer = createUrlSigner({ secret: SECRET, now: () => now, baseUrl: "https://app.example.test/" });
    const url = signer.sign("c1/doc.pdf", { expiresInSeconds: 120, filename: "Contrato.pdf" });
    expect(url.startsWith("https://app.example.test/api/files/signed/c1/doc.pdf?expires=1767225720&")).toBe(true);

    const request = parse(url);
    expect(signer.verify(request)).toBe(true);
    expect(signer.verify({ ...request, filename: undefined })).toBe(false);
    expect(signer.verify({ ...request, key: "c1/doc2.pdf" })).toBe(false);
    expect(signer.verify({ ...request, expires: request.expires + 1 })).toBe(false);
    expect(signer.verify({ ...request, signature: request.signature.toLowerCase() })).toBe(false);
    expect(signer.verify({ ...request, signature: "" })).toBe(false);

    now = new Date("2026-01-01T00:01:59.999Z");
    expect(signer.verify(request)).toBe(true);
    now = new Date("2026-01-01T00:02:00Z");
    expect(signer.verify(request)).toBe(false);
  });

  it("uses the default lifetime and refuses bad input when signing", () => {
    const now = new Date("2026-01-01T00:00:00Z");
    const signer = createUrlSigner({ secret: SECRET, now: () => now, defaultTtlSeconds: 30 });
    expect(parse(signer.sign("a.png")).expires).toBe(now.getTime() / 1000 + 30);
    expect(() => signer.sign("../a.png")).toThrow("invalid file key");
    expect(() => signer.sign("a.png", { expiresInSeconds: 0 })).toThrow("positive integer");
    expect(() => createUrlSigner({ secret: "short" })).toThrow("at least 32 bytes");
  });
});
