import type { FastifyReply } from "fastify";
import type { FileStorage } from "./file-storage.js";

export interface SendFileOptions {
  /** The name the browser saves the file as. */
  filename?: string;
  /**
   * `inline` shows the file in the browser; it is honoured only for PNG and JPEG, everything else is downloaded.
   * @default "inline" for PNG/JPEG, "attachment" otherwise
   */
  disposition?: "inline" | "attachment";
  /**
   * @default "private, no-cache"
   */
  cacheControl?: string;
}

// Only these are rendered by the browser from our origin; anything else (HTML, SVG, PDF with scripts) is
// downloaded, so a stored file can never run as a page of the app.
const INLINE_TYPES = new Set(["image/png", "image/jpeg"]);

/**
 * Streams a stored file as the reply: for authorized routes that checked the caller may see it, and for the
 * signed-URL route. A missing file is the catalogue `NOT_FOUND`.
 *
 * @example
 * app.get("/api/companies/:companyId/documents/:id/file", { schema }, async (request, reply) => {
 *   const document = await documents.get(ctx, request.params.id); // tenant and permission checks
 *   return app.files.send(reply, document.fileKey, { filename: document.name });
 * });
 */
export async function sendStoredFile(
  reply: FastifyReply,
  storage: FileStorage,
  key: string,
  options: SendFileOptions = {},
): Promise<FastifyReply> {
  const file = await storage.get(key);
  const inline = INLINE_TYPES.has(file.contentType) && options.disposition !== "attachment";
  reply
    .header("content-type", file.contentType)
    .header("content-disposition", contentDisposition(inline ? "inline" : "attachment", options.filename))
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .header("cache-control", options.cacheControl ?? "private, no-cache");
  if (file.size !== undefined) reply.header("content-length", file.size);
  return reply.send(file.body);
}

/** RFC 6266: an ASCII `filename` for old clients plus the exact UTF-8 name in `filename*`. */
export function contentDisposition(type: "inline" | "attachment", filename: string | undefined): string {
  if (!filename) return type;
  const fallback = filename.replace(/[^\x20-\x7e]|["\\]/g, "_");
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
