import Fastify from "fastify";
import nock from "nock";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../errors/app-error.js";
import { errorHandler } from "../../errors/error-handler.js";
import { FileKeyError, readStoredFile } from "../file-storage.js";
import { filesPlugin } from "../files.plugin.js";
import { createS3FileStorage } from "../s3-file-storage.js";

// A MinIO-style endpoint with path-style addressing: http://minio.test:9000/<bucket>/<key>. Outbound HTTP is
// intercepted by nock; nothing leaves the process.
const ENDPOINT = "http://minio.test:9000";
const storage = createS3FileStorage({
  bucket: "workforce",
  endpoint: ENDPOINT,
  accessKey: "test-access-key",
  secretKey: "test-secret-key",
  forcePathStyle: true,
  maxAttempts: 1,
});

beforeAll(() => {
  nock.disableNetConnect();
});
afterEach(() => {
  const pending = nock.pendingMocks();
  nock.cleanAll();
  expect(pending, "every intercepted S3 call was made").toEqual([]);
});
afterAll(() => {
  nock.enableNetConnect();
  nock.restore();
  storage.client.destroy();
});

describe("S3 file storage", () => {
  it("PUTs the object at /<bucket>/<key>, signed, with its content type and bytes", async () => {
    let sentBody = "";
    nock(ENDPOINT, {
      reqheaders: {
        "content-type": "application/pdf",
        authorization: (value) => value.startsWith("AWS4-HMAC-SHA256 Credential=test-access-key/"),
      },
    })
      .put("/workforce/companies/c1/documents/contract.pdf")
      .query(true)
      .reply(
        200,
        (_uri, body) => {
          sentBody = String(body);
          return "";
        },
        { ETag: '"abc"' },
      );

    await storage.put("companies/c1/documents/contract.pdf", Buffer.from("%PDF-1.7 hello"), {
      contentType: "application/pdf",
    });
    expect(sentBody).toBe("%PDF-1.7 hello");
  });

  it("GETs the object as a stream with its content type and size", async () => {
    nock(ENDPOINT)
      .get("/workforce/companies/c1/avatars/ana.png")
      .query(true)
      .reply(200, Buffer.from([0x89, 0x50, 0x4e, 0x47]), { "Content-Type": "image/png", "Content-Length": "4" });

    const file = await storage.get("companies/c1/avatars/ana.png");
    expect(file.contentType).toBe("image/png");
    expect(file.size).toBe(4);
    expect([...(await readStoredFile(file))]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it("maps a missing object to NOT_FOUND on GET and to false on HEAD", async () => {
    nock(ENDPOINT)
      .get("/workforce/missing.txt")
      .query(true)
      .reply(
        404,
        '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message><Key>missing.txt</Key></Error>',
        { "Content-Type": "application/xml" },
      )
      .head("/workforce/missing.txt")
      .reply(404)
      .head("/workforce/present.txt")
      .reply(200, "", { "Content-Type": "text/plain", "Content-Length": "3" });

    const error = await storage.get("missing.txt").catch((err: unknown) => err);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: "NOT_FOUND" });
    expect(await storage.exists("missing.txt")).toBe(false);
    expect(await storage.exists("present.txt")).toBe(true);
  });

  it("DELETEs the object", async () => {
    nock(ENDPOINT).delete("/workforce/companies/c1/old.png").query(true).reply(204);
    await storage.delete("companies/c1/old.png");
  });

  it("lets other S3 errors through", async () => {
    nock(ENDPOINT)
      .get("/workforce/secret.txt")
      .query(true)
      .reply(
        403,
        '<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>',
        { "Content-Type": "application/xml" },
      );
    await expect(storage.get("secret.txt")).rejects.toMatchObject({ name: "AccessDenied" });
  });

  it("refuses unsafe keys before any request", async () => {
    await expect(storage.put("../x", Buffer.from("x"), { contentType: "text/plain" })).rejects.toBeInstanceOf(
      FileKeyError,
    );
    await expect(storage.get("a//b")).rejects.toBeInstanceOf(FileKeyError);
  });
});

describe("files plugin with S3 configuration", () => {
  it("stores on S3 when config.s3 is set", async () => {
    const app = Fastify({ logger: false });
    await app.register(errorHandler);
    await app.register(filesPlugin, {
      dataDir: "/nonexistent",
      s3: { bucket: "workforce", endpoint: ENDPOINT, accessKey: "k", secretKey: "s", forcePathStyle: true },
    });
    await app.ready();
    try {
      expect(app.files.storage.kind).toBe("s3");
      nock(ENDPOINT).head("/workforce/x.txt").reply(200, "");
      expect(await app.files.storage.exists("x.txt")).toBe(true);
    } finally {
      await app.close();
    }
  });
});
