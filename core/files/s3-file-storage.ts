import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { S3Config } from "../config.js";
import { AppError } from "../errors/app-error.js";
import { assertSafeKey, type FileStorage, type PutFileOptions, type StoredFile } from "./file-storage.js";

export interface S3FileStorageOptions extends S3Config {
  /**
   * The bucket's region. S3-compatible servers (MinIO) accept any value; AWS S3 needs the bucket's own.
   * @default "us-east-1"
   */
  region?: string;
  /**
   * Attempts per call, the first included (the SDK retries throttling and 5xx answers).
   * @default 3
   */
  maxAttempts?: number;
}

/** A `FileStorage` on S3 or an S3-compatible server (MinIO, R2, Ceph) through @aws-sdk/client-s3. */
export function createS3FileStorage(options: S3FileStorageOptions): FileStorage & { client: S3Client } {
  const client = new S3Client({
    region: options.region ?? "us-east-1",
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    maxAttempts: options.maxAttempts ?? 3,
    // Without keys the SDK's default chain applies (environment, instance role).
    ...(options.accessKey && options.secretKey
      ? { credentials: { accessKeyId: options.accessKey, secretAccessKey: options.secretKey } }
      : {}),
    // The SDK's default flexible checksums (CRC32 headers and trailers) are refused by several S3-compatible
    // servers; checksums are then sent only where the API requires them.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = options.bucket;

  return {
    kind: "s3",
    client,
    async put(key: string, body: Uint8Array, putOptions: PutFileOptions): Promise<void> {
      assertSafeKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: putOptions.contentType }));
    },
    async get(key: string): Promise<StoredFile> {
      assertSafeKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(object.Body instanceof Readable)) throw new Error(`S3 GetObject ${key}: the body is not a Node stream`);
        return {
          body: object.Body,
          contentType: object.ContentType ?? "application/octet-stream",
          size: object.ContentLength,
        };
      } catch (err) {
        if (isNotFound(err)) throw new AppError("NOT_FOUND", { cause: err });
        throw err;
      }
    },
    async delete(key: string): Promise<void> {
      assertSafeKey(key);
      // S3 answers 204 for a missing key as well: deleting is idempotent there already.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async exists(key: string): Promise<boolean> {
      assertSafeKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (err) {
        if (isNotFound(err)) return false;
        throw err;
      }
    },
  };
}

function isNotFound(err: unknown): boolean {
  if (!(err instanceof S3ServiceException)) return false;
  return err.name === "NoSuchKey" || err.name === "NotFound" || err.$metadata.httpStatusCode === 404;
}
