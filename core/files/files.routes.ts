import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import { Type } from "typebox";
import { AppError } from "../errors/app-error.js";
import { sendStoredFile } from "./file-download.js";
import type { FileStorage } from "./file-storage.js";
import { SIGNED_FILES_PATH, type UrlSigner } from "./signed-url.js";

export interface FilesRoutesOptions {
  storage: FileStorage;
  signer: UrlSigner;
  now: () => Date;
}

const SignedParams = Type.Object({ "*": Type.String({ maxLength: 1024 }) });
// Loose on purpose: a malformed link is refused by the handler as an invalid link (403), not as a form error.
const SignedQuery = Type.Object({
  expires: Type.Optional(Type.String({ maxLength: 20 })),
  signature: Type.Optional(Type.String({ maxLength: 128 })),
  filename: Type.Optional(Type.String({ maxLength: 255 })),
});

/** `GET /api/files/signed/<key>?expires&signature[&filename]`: downloads through a URL made by `app.files.signedUrl`. */
export async function filesRoutes(app: FastifyInstance, options: FilesRoutesOptions): Promise<void> {
  const { storage, signer, now } = options;
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    `${SIGNED_FILES_PATH}/*`,
    {
      schema: {
        tags: ["files"],
        summary: "Download a file through a short-lived signed URL",
        description:
          "Streams a stored file (a photo, an attachment, a receipt) through a URL the API handed out, e.g. in a `photoUrl` field; the signature in the query is the authorization, so no credentials are needed. With `filename` it downloads as an attachment under that name. A tampered, expired or incomplete link is 403 `FILE_LINK_INVALID`; a file since removed is 404 `NOT_FOUND`.",
        // No credentials: the signature is the authorization (docs: PUBLIC_ROUTE).
        security: [],
        params: SignedParams,
        querystring: SignedQuery,
        response: { 200: Type.Unsafe<Buffer>({ type: "string", format: "binary" }) },
      },
    },
    async (request, reply) => {
      const key = request.params["*"];
      const { signature, filename } = request.query;
      const expires = /^\d{1,15}$/.test(request.query.expires ?? "") ? Number(request.query.expires) : NaN;
      if (signature === undefined || !signer.verify({ key, expires, signature, filename })) {
        throw new AppError("FILE_LINK_INVALID");
      }
      const remaining = Math.max(0, expires - Math.floor(now().getTime() / 1000));
      return sendStoredFile(reply, storage, key, {
        filename,
        disposition: filename ? "attachment" : undefined,
        // The browser may keep it as long as the link lives, and no shared cache may keep it at all.
        cacheControl: `private, max-age=${remaining}`,
      });
    },
  );
}
