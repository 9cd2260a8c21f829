import { relative } from "node:path";
import { describe, expect, it } from "vitest";
import { GENERATE_COMMAND, renderSdkArtifacts, staleArtifacts } from "../scripts/sdk-artifacts.js";

describe("the SDK's generated files", () => {
  it("match the route schemas", async () => {
    // Rendered in memory exactly as `npm run sdk:generate` renders them, then compared with the committed files.
    const stale = await staleArtifacts(await renderSdkArtifacts());
    const names = stale.map((artifact) => relative(process.cwd(), artifact.path));
    expect(
      names,
      `The SDK's generated files are stale (a route or the error catalogue changed). Run \`${GENERATE_COMMAND}\` ` +
        "and commit the result",
    ).toEqual([]);
  });
});
