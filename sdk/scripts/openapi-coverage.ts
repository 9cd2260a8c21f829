/**
 * What the OpenAPI document still lacks for issue 19's "a description and an example for every route and error
 * code": an operation without a `description`, a JSON success answer without an example, a catalogue code without
 * an example in `ErrorBody`. Used by sdk/test/openapi-coverage.test.ts; `npx tsx sdk/scripts/openapi-coverage.ts`
 * prints the gaps of the committed document.
 */
import { readFile } from "node:fs/promises";
import { SDK_GENERATED_FILES } from "./sdk-artifacts.js";

interface Media {
  schema?: { examples?: unknown[]; example?: unknown; $ref?: string };
  example?: unknown;
  examples?: Record<string, unknown>;
}
interface Operation {
  description?: string;
  responses?: Record<string, { content?: Record<string, Media> }>;
}
export interface OpenApiShape {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, { examples?: unknown[]; properties?: Record<string, { enum?: string[] }> }> };
}

const METHODS = new Set(["get", "put", "post", "delete", "patch", "head", "options", "trace"]);

/** `"GET /api/health"`, the way operations are named in the allow-list. */
export type OperationName = `${Uppercase<string>} /${string}`;

export interface Gap {
  operation: string;
  missing: Array<"description" | "example">;
}

function hasExample(media: Media): boolean {
  return (
    media.example !== undefined ||
    (media.examples !== undefined && Object.keys(media.examples).length > 0) ||
    (Array.isArray(media.schema?.examples) && media.schema.examples.length > 0) ||
    media.schema?.example !== undefined
  );
}

/** Operations missing a description or an example of a JSON success answer, in document order. */
export function operationGaps(document: OpenApiShape): Gap[] {
  const gaps: Gap[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const missing: Gap["missing"] = [];
      if (!operation.description?.trim()) missing.push("description");
      const successes = Object.entries(operation.responses ?? {}).filter(([status]) => /^2/.test(status));
      // only JSON answers carry an example: a 204, a file download or a CSV has no JSON body to show
      const json = successes.flatMap(([, response]) => {
        const media = response.content?.["application/json"];
        return media ? [media] : [];
      });
      if (json.some((media) => !hasExample(media))) missing.push("example");
      if (missing.length > 0) gaps.push({ operation: `${method.toUpperCase()} ${path}`, missing });
    }
  }
  return gaps;
}

/** Catalogue codes (the `ErrorBody.code` enum) that have no example in `ErrorBody.examples`. */
export function errorCodeGaps(document: OpenApiShape): string[] {
  const errorBody = document.components?.schemas?.ErrorBody;
  const codes = errorBody?.properties?.code?.enum ?? [];
  const shown = new Set((errorBody?.examples ?? []).map((example) => (example as { code?: string }).code));
  return codes.filter((code) => !shown.has(code));
}

export async function readCommittedDocument(): Promise<OpenApiShape> {
  return JSON.parse(await readFile(SDK_GENERATED_FILES.openapi, "utf8")) as OpenApiShape;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const document = await readCommittedDocument();
  for (const gap of operationGaps(document)) process.stdout.write(`${gap.operation}: ${gap.missing.join(", ")}\n`);
  for (const code of errorCodeGaps(document)) process.stdout.write(`ErrorBody example missing: ${code}\n`);
}
