import { Type, type Static } from "typebox";
import { type ErrorCode, errorCatalogue } from "../errors/catalogue.js";

/**
 * The `$id` of the shared error schema. Fastify knows it through `app.addSchema`, so a route may reference it
 * (`Type.Ref(ERROR_BODY_ID)`), and @fastify/swagger emits it once as `#/components/schemas/ErrorBody`.
 */
export const ERROR_BODY_ID = "ErrorBody";

/**
 * The body of every error response, `ErrorBody` in core/errors/error-handler.ts, as a schema. The code is an enum
 * built from the catalogue, so a code added there reaches the OpenAPI document and the SDK's `ApiError.code` type
 * without anyone touching this file (the SDK's staleness test then asks for `npm run sdk:generate`). Built when the
 * docs plugin registers, not when this file loads: modules' contracts add their codes to the catalogue as they load
 * (defineContract), which may be after this file.
 */
export const errorBodySchema = () =>
  Type.Object(
    {
      statusCode: Type.Integer({ description: "The HTTP status, repeated in the body." }),
      // the catalogue as it is when the app is built: the kernel's codes and those of every module loaded
      code: Type.Enum(Object.keys(errorCatalogue) as ErrorCode[], {
        description: "The catalogue code: stable, meant for programs.",
      }),
      message: Type.String({ description: "The catalogue message in the caller's language, meant for people." }),
      field: Type.Optional(Type.String({ description: "The input field the error is about, when there is one." })),
    },
    {
      $id: ERROR_BODY_ID,
      title: "ErrorBody",
      description:
        "Every error response. `message` is in the caller's language: the signed-in user's setting, then Accept-Language, then English.",
      additionalProperties: false,
      // one example per catalogue code, as the error handler answers it in English: the document (and so the docs
      // UI and the SDK) shows every code with its status and message
      examples: Object.entries(errorCatalogue).map(([code, entry]) => ({
        statusCode: entry.status,
        code,
        message: entry.messages.en,
      })),
    },
  );

export type ErrorBodyStatic = Static<ReturnType<typeof errorBodySchema>>;
