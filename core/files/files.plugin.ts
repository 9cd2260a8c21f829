import { randomBytes } from "node:crypto";
import { join } from "node:path";
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { NodeEnv, S3Config } from "../config.js";
import type { FileStorage } from "./file-storage.js";
import { MAX_UPLOAD_BYTES } from "./file-validation.js";
import { filesRoutes } from "./files.routes.js";
import { createFilesService } from "./files.service.js";
import { createLocalFileStorage } from "./local-file-storage.js";
import { createS3FileStorage } from "./s3-file-storage.js";
import { createUrlSigner } from "./signed-url.js";
import "./types.js";

export interface FilesPluginOptions {
  /** `DATA_DIR`: local storage keeps files in `<dataDir>/files`. */
  dataDir: string;
  /** `S3_*`: when present, files go to that bucket instead of the local disk. */
  s3?: S3Config;
  /**
   * `NODE_ENV`: outside development and test a missing `signingSecret` is logged as a warning.
   * @default "development"
   */
  nodeEnv?: NodeEnv;
  /**
   * The HMAC key of signed download URLs, at least 32 bytes (a `FILES_SIGNING_SECRET` setting when the lead adds
   * one). Without it a random key is made at boot: URLs then die with the process and work on this instance only.
   */
  signingSecret?: string;
  /**
   * The public origin put in front of signed URLs (`APP_URL`); empty gives paths like `/api/files/signed/...`.
   * @default ""
   */
  publicUrl?: string;
  /**
   * How long signed URLs live unless the caller says otherwise.
   * @default 300
   */
  signedUrlTtlSeconds?: number;
  /**
   * The S3 region (`S3_REGION` when the lead adds it).
   * @default "us-east-1"
   */
  s3Region?: string;
  /** Use this storage instead of the one the configuration names. */
  storage?: FileStorage;
  /**
   * The clock for signed URLs.
   * @default () => new Date()
   */
  now?: () => Date;
}

/**
 * Files infrastructure: `@fastify/multipart` with the 2 MB file limit, `app.files` (storage, upload, image and
 * download helpers) and `GET /api/files/signed/*`. Breaks encapsulation so every module sees `app.files`.
 */
export const filesPlugin = fp(
  async (app: FastifyInstance, options: FilesPluginOptions) => {
    const now = options.now ?? (() => new Date());
    const storage =
      options.storage ??
      (options.s3
        ? createS3FileStorage({ ...options.s3, region: options.s3Region })
        : createLocalFileStorage({ root: join(options.dataDir, "files") }));

    const nodeEnv = options.nodeEnv ?? "development";
    if (!options.signingSecret && nodeEnv === "production") {
      app.log.warn(
        "files: no signing secret configured; signed download URLs will not survive a restart or work across instances",
      );
    }
    const signer = createUrlSigner({
      secret: options.signingSecret ?? randomBytes(32),
      now,
      baseUrl: options.publicUrl,
      defaultTtlSeconds: options.signedUrlTtlSeconds,
    });

    await app.register(multipart, {
      // spec §5/§9: 2 MB per file. Routes read uploads through app.files.readUpload, which reports it as FILE_TOO_LARGE.
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 10, parts: 100 },
      throwFileSizeLimit: true,
    });
    app.decorate("files", createFilesService({ storage, signer }));
    await app.register(filesRoutes, { storage, signer, now });
    app.log.debug({ storage: storage.kind }, "files ready");
  },
  { name: "core.files", fastify: "5.x", dependencies: ["core.errors"] },
);
