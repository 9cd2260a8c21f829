import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString, type OpenAPI3 } from "openapi-typescript";
import * as prettier from "prettier";
import { buildOpenApiDocument, type BuildOpenApiDocumentOptions } from "../../core/docs/openapi-document.js";

/** The command that rewrites the generated files; printed wherever they are found stale. */
export const GENERATE_COMMAND = "npm run sdk:generate";

/** The files `npm run sdk:generate` writes; both are committed. */
export const SDK_GENERATED_FILES = {
  openapi: fileURLToPath(new URL("../openapi.json", import.meta.url)),
  types: fileURLToPath(new URL("../src/generated/api.d.ts", import.meta.url)),
} as const;

export interface SdkArtifact {
  /** Absolute path of the file. */
  path: string;
  contents: string;
}

const TYPES_BANNER = `// Generated from the route schemas by \`${GENERATE_COMMAND}\` (openapi-typescript); do not edit.
// A route added or changed makes the staleness test (sdk/test/generated-files.test.ts) fail until it is re-run.
`;

/**
 * Renders the SDK's generated files in memory: the app's OpenAPI document and its TypeScript `paths`. Both are
 * formatted with the repository's prettier settings, so they pass `format:check` and compare byte for byte.
 */
export async function renderSdkArtifacts(options: BuildOpenApiDocumentOptions = {}): Promise<SdkArtifact[]> {
  const document = await buildOpenApiDocument(options);
  // `silent`: redocly's style warnings (missing operationId...) are not generation errors; real errors still throw.
  const ast = await openapiTS(document as unknown as OpenAPI3, { silent: true });
  return [
    {
      path: SDK_GENERATED_FILES.openapi,
      contents: await format(SDK_GENERATED_FILES.openapi, JSON.stringify(document)),
    },
    {
      path: SDK_GENERATED_FILES.types,
      contents: await format(SDK_GENERATED_FILES.types, TYPES_BANNER + astToString(ast)),
    },
  ];
}

/** The generated files whose contents on disk differ from `artifacts` (missing files included). */
export async function staleArtifacts(artifacts: SdkArtifact[]): Promise<SdkArtifact[]> {
  const stale: SdkArtifact[] = [];
  for (const artifact of artifacts) {
    const onDisk = await readFile(artifact.path, "utf8").catch(() => undefined);
    if (onDisk !== artifact.contents) stale.push(artifact);
  }
  return stale;
}

async function format(path: string, text: string): Promise<string> {
  const config = (await prettier.resolveConfig(path)) ?? {};
  return prettier.format(text, { ...config, filepath: path });
}
