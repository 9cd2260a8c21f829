import { readdirSync, readFileSync } from "node:fs";
import swagger, { type FastifyDynamicSwaggerOptions } from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance, FastifySchema, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import { SESSION_COOKIE } from "../auth/session-cookie.js";
import { ERROR_BODY_ID, errorBodySchema } from "./error-body.schema.js";

/** Names of the security schemes in `components.securitySchemes`; a route's `schema.security` refers to them. */
export const SECURITY_SCHEMES = {
  /** The web app's HttpOnly session cookie. */
  sessionCookie: "sessionCookie",
  /** A session token in the `token` header (spec §7: the product's clients send it there). */
  tokenHeader: "tokenHeader",
  /** `Authorization: Bearer <API key or session token>`; the SDK sends API keys this way. */
  bearer: "bearer",
} as const;

/** What a route declares as `schema.security` when it needs no credentials (health, login, signup...). */
export const PUBLIC_ROUTE: NonNullable<FastifySchema["security"]> = [];

export interface DocsPluginOptions {
  /**
   * `info.version` of the document.
   * @default package.json's `version`
   * @example "1.4.0"
   */
  version?: string;
  /**
   * Where the docs UI is served; the document itself is at `<routePrefix>/json` (and `/yaml`).
   * @default "/api/docs"
   */
  routePrefix?: string;
  /**
   * Serve the docs UI (and the JSON/YAML routes). Off, `app.swagger()` still builds the document: the SDK
   * generator only needs that.
   * @default true
   */
  ui?: boolean;
  /**
   * Name of the session cookie; only shown in the document.
   * @default SESSION_COOKIE from core/auth ("session")
   */
  sessionCookieName?: string;
}

/** A route as the docs plugin saw it register; see {@link routesSeenByDocs}. */
export interface SeenRoute {
  method: string;
  url: string;
  /** `schema.hide`: kept out of the document on purpose. */
  hidden: boolean;
  /** The route declares `schema.response`, so the document and the SDK know what it answers. */
  hasResponseSchema: boolean;
}

const seenRoutes = new WeakMap<FastifyInstance, SeenRoute[]>();

/**
 * Every route registered after the docs plugin, in order (HEAD twins included). A route the app serves that is
 * missing here was registered before the plugin and is missing from the document; the docs tests compare this
 * with the app's route table to catch that.
 */
export function routesSeenByDocs(app: FastifyInstance): readonly SeenRoute[] {
  return seenRoutes.get(app) ?? [];
}

interface PackageJson {
  name: string;
  version: string;
  description?: string;
}

// Read once at load: the document's title and default version are the product's, not the caller's.
const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as PackageJson;

/**
 * The document's `info.description`, shown at the top of the docs UI: what the API is, and the SDK that calls it.
 * Markdown (CommonMark), as OpenAPI allows.
 */
const apiDescription = (docs: string) =>
  [
    pkg.description ?? "",
    "",
    "**SDK.** The typed TypeScript client, `@workforce-platform/sdk` (the repository's `sdk/` folder; " +
      `[its README](${docs}/sdk) has the quick start), is generated from this document: typed calls and errors ` +
      "(`ApiError.code` is a catalogue code), `paginate`/`listAll` for `{ items, total }` lists, retries of 429 " +
      "answers honouring `Retry-After`, `verifyWebhook` for outbound webhooks, and React hooks " +
      "(`@workforce-platform/sdk/react`). Examples: a Node script that syncs people to a CSV " +
      `([sync-people-to-csv.ts](${docs}/sdk/examples/sync-people-to-csv.ts)) and a small React app ` +
      `([App.tsx](${docs}/sdk/examples/react-app/App.tsx), [main.tsx](${docs}/sdk/examples/react-app/main.tsx)).`,
    "",
    "**Authentication.** Programs use a company API key (`wfk_...`, created by an admin in Settings → API keys, with",
    "scopes and an optional expiry) as `Authorization: Bearer <key>`. Errors answer `ErrorBody`; its examples list",
    "every code.",
  ].join("\n");

/**
 * The SDK's README and examples, served beside the docs UI as plain text (`<prefix>/sdk`, `<prefix>/sdk/examples/...`)
 * so the document's links reach them on any deployment: read once at load, a fixed list (no path from the request
 * reaches the file system).
 */
const SDK_DIR = new URL("../../sdk/", import.meta.url);
const sdkFiles = (): Map<string, string> => {
  const files = new Map<string, string>([["", readFileSync(new URL("README.md", SDK_DIR), "utf8")]]);
  const walk = (relative: string) => {
    for (const entry of readdirSync(new URL(relative, SDK_DIR), { withFileTypes: true })) {
      const path = `${relative}${entry.name}`;
      if (entry.isDirectory()) walk(`${path}/`);
      else if (/\.(ts|tsx|md)$/.test(entry.name)) files.set(`/${path}`, readFileSync(new URL(path, SDK_DIR), "utf8"));
    }
  };
  walk("examples/");
  return files;
};

/** Statuses an error body is documented for on every operation, unless the route documents them itself. */
const ERROR_RESPONSES = ["4XX", "5XX"] as const;

/**
 * The OpenAPI document (3.1, built by @fastify/swagger from the route schemas) and the docs UI. Registered before
 * the routes it documents: @fastify/swagger collects routes with an `onRoute` hook, so a route registered earlier
 * is missing from the document. A route opts out with `schema: { hide: true }`.
 *
 * Wrapped with fastify-plugin because the hook and the shared `ErrorBody` schema must reach every route of the app.
 */
export const docsPlugin = fp(
  async (app: FastifyInstance, options: DocsPluginOptions) => {
    const routePrefix = options.routePrefix ?? "/api/docs";

    // Shared with Fastify, so a route may also declare `Type.Ref("ErrorBody")` for a specific status.
    app.addSchema(errorBodySchema());

    const seen: SeenRoute[] = [];
    seenRoutes.set(app, seen);
    app.addHook("onRoute", (route: RouteOptions) => {
      for (const method of [route.method].flat()) {
        seen.push({
          method,
          url: route.url,
          hidden: route.schema?.hide === true,
          hasResponseSchema: route.schema?.response !== undefined,
        });
      }
    });

    const swaggerOptions: FastifyDynamicSwaggerOptions = {
      openapi: {
        openapi: "3.1.0",
        info: {
          title: pkg.name,
          version: options.version ?? pkg.version,
          description: apiDescription(routePrefix),
        },
        // Relative: the document is right whatever host, port or proxy serves it.
        servers: [{ url: "/" }],
        components: {
          securitySchemes: {
            [SECURITY_SCHEMES.sessionCookie]: {
              type: "apiKey",
              in: "cookie",
              name: options.sessionCookieName ?? SESSION_COOKIE,
              description: "The web app's session (HttpOnly, SameSite).",
            },
            [SECURITY_SCHEMES.tokenHeader]: {
              type: "apiKey",
              in: "header",
              name: "token",
              description: "A session token in the `token` header.",
            },
            [SECURITY_SCHEMES.bearer]: {
              type: "http",
              scheme: "bearer",
              description: "An API key (the SDK) or a session token as `Authorization: Bearer <token>`.",
            },
          },
        },
        // Any one of them authenticates; public routes say `security: []` (PUBLIC_ROUTE).
        security: Object.values(SECURITY_SCHEMES).map((scheme) => ({ [scheme]: [] })),
      },
      // Named components (`#/components/schemas/ErrorBody`) for schemas with an `$id`, numbered ones otherwise.
      refResolver: {
        buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === "string" ? json.$id : `def-${i}`),
      },
      transform: ({ schema, url }) => ({ schema: withErrorResponses(schema), url }),
    };
    await app.register(swagger, swaggerOptions);

    if (options.ui ?? true) {
      await app.register(swaggerUi, {
        routePrefix,
        uiConfig: { deepLinking: true, persistAuthorization: true },
        // Swagger UI adds <style> elements: its pages alone allow inline styles (never scripts) on top of the app's
        // Content-Security-Policy (core/security)
        transformStaticCSP: (header) =>
          header.replace(/(^|;\s*)style-src ([^;]*)/, (_all, lead: string, sources: string) =>
            sources.includes("'unsafe-inline'")
              ? `${lead}style-src ${sources}`
              : `${lead}style-src ${sources} 'unsafe-inline'`,
          ),
      });
      for (const [path, text] of sdkFiles()) {
        app.get(`${routePrefix}/sdk${path}`, { schema: { hide: true } }, async (_request, reply) =>
          reply.type("text/plain; charset=utf-8").send(text),
        );
      }
    }
  },
  { name: "core.docs", fastify: "5.x" },
);

/**
 * Documents the error body on every operation: any route may answer it (validation, auth, the module gate, 5xx),
 * so the SDK types its errors from the document without each route repeating it. Only the document changes;
 * the route's own response schemas, and so its serialisation, are untouched.
 */
function withErrorResponses(schema: FastifySchema | undefined): FastifySchema {
  const declared = (schema?.response ?? {}) as Record<string, unknown>;
  // Without a declared response @fastify/swagger documents a bare 200; keep that when adding the error statuses.
  const response: Record<string, unknown> =
    Object.keys(declared).length > 0 ? { ...declared } : { 200: { description: "Default Response" } };
  if (!("default" in response)) {
    for (const status of ERROR_RESPONSES) {
      if (!(status in response) && !(status.toLowerCase() in response)) {
        response[status] = { $ref: `${ERROR_BODY_ID}#`, description: "An error from the catalogue." };
      }
    }
  }
  return { ...schema, response };
}
