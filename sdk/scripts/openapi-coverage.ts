/**
 * What the OpenAPI document still lacks for issue 19's "a description and an example for every route and error
 * code": an operation without a `description`, a JSON success answer without an example, a catalogue code without
 * an example in `ErrorBody`. Used by sdk/test/openapi-coverage.test.ts; `npx tsx sdk/scripts/openapi-coverage.ts`
 * prints the gaps of the committed document.
 */
import { readFile } from "node:fs/promises";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { addProductFormats } from "../../core/validation/validators.js";
import { SDK_GENERATED_FILES } from "./sdk-artifacts.js";

interface Media {
  schema?: { examples?: unknown[]; example?: unknown; $ref?: string; type?: unknown; format?: string };
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

function isBinary(media: Media): boolean {
  return media.schema?.type === "string" && media.schema.format === "binary";
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
        // a file download (`format: binary`) is documented under JSON by default, but has no JSON to show
        return media && !isBinary(media) ? [media] : [];
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

/**
 * Examples of JSON success answers that do not validate against their own schema, as `"GET /api/x 200: <ajv
 * error>"`. Checked with Ajv (JSON Schema 2020-12, as OpenAPI 3.1) with the formats the routes validate with
 * (ajv-formats and the product's), `$ref`s resolved against the document's components.
 */
export function invalidExamples(document: OpenApiShape): string[] {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  addFormats.default(ajv);
  addProductFormats(ajv);
  ajv.addSchema({ $id: "openapi", components: document.components ?? {} });
  const problems: string[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const media = response.content?.["application/json"];
        if (!/^2/.test(status) || !media?.schema || isBinary(media)) continue;
        const examples = [
          ...(media.example !== undefined ? [media.example] : []),
          ...(Array.isArray(media.schema.examples) ? media.schema.examples : []),
          ...Object.values(media.examples ?? {}).map((entry) => (entry as { value?: unknown }).value),
        ];
        const schema = JSON.parse(JSON.stringify(media.schema).replaceAll('"#/components/', '"openapi#/components/'));
        const validate = ajv.compile(schema);
        for (const example of examples) {
          if (!validate(example)) {
            problems.push(`${method.toUpperCase()} ${path} ${status}: ${ajv.errorsText(validate.errors)}`);
          }
        }
      }
    }
  }
  return problems;
}

export async function readCommittedDocument(): Promise<OpenApiShape> {
  return JSON.parse(await readFile(SDK_GENERATED_FILES.openapi, "utf8")) as OpenApiShape;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const document = await readCommittedDocument();
  for (const gap of operationGaps(document)) process.stdout.write(`${gap.operation}: ${gap.missing.join(", ")}\n`);
  for (const code of errorCodeGaps(document)) process.stdout.write(`ErrorBody example missing: ${code}\n`);
  for (const problem of invalidExamples(document)) process.stdout.write(`invalid example: ${problem}\n`);
}
