/**
 * `npm run sdk:generate`: rewrites sdk/openapi.json and sdk/src/generated/api.d.ts from the route schemas.
 * Run it after adding or changing a route; commit both files.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, relative } from "node:path";
import { renderSdkArtifacts, staleArtifacts } from "./sdk-artifacts.js";

const artifacts = await renderSdkArtifacts();
const changed = new Set((await staleArtifacts(artifacts)).map((artifact) => artifact.path));
for (const artifact of artifacts) {
  const name = relative(process.cwd(), artifact.path);
  if (!changed.has(artifact.path)) {
    process.stdout.write(`unchanged ${name}\n`);
    continue;
  }
  await mkdir(dirname(artifact.path), { recursive: true });
  await writeFile(artifact.path, artifact.contents);
  process.stdout.write(`wrote     ${name}\n`);
}
