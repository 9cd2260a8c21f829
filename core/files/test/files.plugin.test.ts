import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { errorHandler } from "../../errors/error-handler.js";
import { MAX_UPLOAD_BYTES } from "../file-validation.js";
import { filesPlugin } from "../files.plugin.js";
import { createUrlSigner } from "../signed-url.js";
import { makeImage, multipartBody } from "./images.js";

const SECRET = "test-secret-that-is-at-least-32-bytes-long";

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "files-plugin-"));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

let app: FastifyInstance | undefined;
let clock: Date;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** The files plugin on local storage under a temporary DATA_DIR, with upload and download routes a module would have. */
async function build(): Promise<FastifyInstance> {
  clock = new Date("2026-05-01T12:00:00.000Z");
  app = Fastify({ logger: false });
  await app.register(errorHandler);
  await app.register(filesPlugin, { dataDir, signingSecret: SECRET, now: () => clock });
  const built = app;
  built.post("/test/avatar", async (request) => {
    const upload = await built.files.readUpload(request, { field: "avatar" });
    const saved = await built.files.saveImage({
      baseKey: `companies/c1/avatars/${upload.fields.workerId}`,
      body: upload.body,
    });
    return { ...saved, filename: upload.filename, signedUrl: built.files.signedUrl(saved.variants["50x50"]) };
  });
  built.post("/test/document", async (request) => {
    const upload = await built.files.readUpload(request);
    await built.files.storage.put("companies/c1/documents/doc.html", upload.body, { contentType: "text/html" });
    return { size: upload.body.length };
  });
  built.get("/test/document", async (_request, reply) =>
    built.files.send(reply, "companies/c1/documents/doc.html", { filename: "Relatório final.html" }),
  );
  await built.ready();
  return built;
}

async function upload(built: FastifyInstance, url: string, parts: Parameters<typeof multipartBody>[0], locale = "en") {
  const { payload, headers } = await multipartBody(parts);
  return built.inject({ method: "POST", url, payload, headers: { ...headers, "accept-language": locale } });
}

describe("uploads", () => {
  it("accepts a JPEG named .png as a JPEG, and stores it with its variants", async () => {
    const built = await build();
    const response = await upload(built, "/test/avatar", [
      { name: "workerId", value: "w42" },
      {
        name: "avatar",
        filename: "me.png",
        type: "image/png",
        body: await makeImage({ format: "jpeg", width: 300, height: 300 }),
      },
    ]);
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      key: string;
      contentType: string;
      filename: string;
      variants: Record<string, string>;
    }>();
    expect(body).toMatchObject({
      key: "companies/c1/avatars/w42.jpg",
      contentType: "image/jpeg",
      filename: "me.png",
      variants: { "50x50": "companies/c1/avatars/w42_50x50.jpg", "200x200": "companies/c1/avatars/w42_200x200.jpg" },
    });
    expect(await built.files.storage.exists(body.variants["200x200"]!)).toBe(true);
  });

  it("refuses text bytes named .png with the catalogue message", async () => {
    const built = await build();
    const response = await upload(
      built,
      "/test/avatar",
      [
        { name: "workerId", value: "w1" },
        { name: "avatar", filename: "avatar.png", type: "image/png", body: Buffer.from("just some text") },
      ],
      "es",
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, code: "FILE_NOT_IMAGE", message: "¡No es una imagen!" });
  });

  it("answers 413 with the catalogue message in pt-BR for a file over 2 MB", async () => {
    const built = await build();
    const response = await upload(
      built,
      "/test/document",
      [{ name: "file", filename: "big.pdf", type: "application/pdf", body: Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1) }],
      "pt-BR",
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      statusCode: 413,
      code: "FILE_TOO_LARGE",
      message: "O tamanho máximo do arquivo é 2mb.",
    });
  });

  it("accepts a file of exactly 2 MB", async () => {
    const built = await build();
    const response = await upload(built, "/test/document", [
      { name: "file", filename: "ok.pdf", type: "application/pdf", body: Buffer.alloc(MAX_UPLOAD_BYTES, 1) },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ size: MAX_UPLOAD_BYTES });
  });

  it("says FILE_REQUIRED when the form has no file, or the request is no form at all", async () => {
    const built = await build();
    const noFile = await upload(built, "/test/avatar", [{ name: "workerId", value: "w1" }]);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toMatchObject({ code: "FILE_REQUIRED", message: "Please choose something", field: "avatar" });

    const json = await built.inject({ method: "POST", url: "/test/document", payload: { file: "x" } });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ code: "FILE_REQUIRED" });
  });
});

describe("downloads", () => {
  it("serves a file through its signed URL until it expires", async () => {
    const built = await build();
    const image = await makeImage({ format: "png", width: 10, height: 10 });
    await built.files.storage.put("companies/c1/logo.png", image, { contentType: "image/png" });

    const url = built.files.signedUrl("companies/c1/logo.png", { expiresInSeconds: 60 });
    expect(url).toMatch(/^\/api\/files\/signed\/companies\/c1\/logo\.png\?expires=\d+&signature=[\w-]{43}$/);
    const ok = await built.inject({ method: "GET", url });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers["content-type"]).toBe("image/png");
    expect(ok.headers["content-disposition"]).toBe("inline");
    expect(ok.headers["x-content-type-options"]).toBe("nosniff");
    expect(ok.headers["cache-control"]).toBe("private, max-age=60");
    expect(ok.rawPayload.equals(image)).toBe(true);

    clock = new Date(clock.getTime() + 59_000);
    expect((await built.inject({ method: "GET", url })).statusCode).toBe(200);

    clock = new Date(clock.getTime() + 1_000);
    const expired = await built.inject({ method: "GET", url, headers: { "accept-language": "pt-BR" } });
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({
      statusCode: 403,
      code: "FILE_LINK_INVALID",
      message: "O link de download é inválido ou expirou.",
    });
  });

  it("refuses a tampered signature, key, expiry or file name", async () => {
    const built = await build();
    await built.files.storage.put("a/one.txt", Buffer.from("one"), { contentType: "text/plain" });
    await built.files.storage.put("a/two.txt", Buffer.from("two"), { contentType: "text/plain" });
    const url = new URL(built.files.signedUrl("a/one.txt", { filename: "one.txt" }), "http://x");
    expect((await built.inject({ method: "GET", url: url.pathname + url.search })).statusCode).toBe(200);

    const variants: string[] = [];
    const signature = url.searchParams.get("signature")!;
    const flipped = signature.slice(0, 10) + (signature[10] === "A" ? "B" : "A") + signature.slice(11);
    variants.push(
      `${url.pathname}?${new URLSearchParams({ ...Object.fromEntries(url.searchParams), signature: flipped })}`,
    );
    variants.push(`/api/files/signed/a/two.txt${url.search}`);
    variants.push(
      `${url.pathname}?${new URLSearchParams({ ...Object.fromEntries(url.searchParams), expires: String(Number(url.searchParams.get("expires")) + 3600) })}`,
    );
    variants.push(
      `${url.pathname}?${new URLSearchParams({ ...Object.fromEntries(url.searchParams), filename: "x.html" })}`,
    );
    variants.push(`${url.pathname}?expires=${url.searchParams.get("expires")}&filename=one.txt`);
    variants.push(
      `${url.pathname}?${new URLSearchParams({ ...Object.fromEntries(url.searchParams), signature: `${signature}=` })}`,
    );
    variants.push(`/api/files/signed/a%2F..%2F..%2Fetc%2Fpasswd${url.search}`);
    for (const variant of variants) {
      const response = await built.inject({ method: "GET", url: variant });
      expect(response.statusCode, variant).toBe(403);
      expect(response.json(), variant).toMatchObject({ code: "FILE_LINK_INVALID" });
    }
  });

  it("refuses a URL signed with another secret, and answers 404 for a validly signed missing file", async () => {
    const built = await build();
    const other = createUrlSigner({ secret: "another-secret-also-32-bytes-or-more!!", now: () => clock });
    await built.files.storage.put("a/b.txt", Buffer.from("b"), { contentType: "text/plain" });
    expect((await built.inject({ method: "GET", url: other.sign("a/b.txt") })).statusCode).toBe(403);

    const missing = await built.inject({ method: "GET", url: built.files.signedUrl("a/nothing.txt") });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: "NOT_FOUND" });
  });

  it("streams a file from an authorized route, as an attachment unless it is a PNG or JPEG", async () => {
    const built = await build();
    await upload(built, "/test/document", [
      { name: "file", filename: "x.html", type: "text/html", body: Buffer.from("<script>alert(1)</script>") },
    ]);
    const response = await built.inject({ method: "GET", url: "/test/document" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="Relat_rio final.html"; filename*=UTF-8''Relat%C3%B3rio%20final.html`,
    );
    expect(response.headers["content-security-policy"]).toContain("sandbox");
    expect(response.body).toBe("<script>alert(1)</script>");
  });

  it("serves the variant a signed URL names", async () => {
    const built = await build();
    const response = await upload(built, "/test/avatar", [
      { name: "workerId", value: "w7" },
      {
        name: "avatar",
        filename: "a.jpg",
        type: "image/jpeg",
        body: await makeImage({ format: "png", width: 120, height: 90 }),
      },
    ]);
    const { signedUrl } = response.json<{ signedUrl: string }>();
    const variant = await built.inject({ method: "GET", url: signedUrl });
    expect(variant.statusCode).toBe(200);
    const metadata = await sharp(variant.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["png", 50, 50]);
  });
});
