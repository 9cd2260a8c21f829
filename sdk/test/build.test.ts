import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import ts from "typescript";
import { build } from "vite";
import { describe, expect, it } from "vitest";

const sdkDir = fileURLToPath(new URL("..", import.meta.url));

describe("npm run build:sdk", () => {
  it("builds an ES module and declarations a consumer compiles against", async () => {
    // vite-plugin-lib resolves its paths from the working directory, as `cd sdk && vite build` does.
    const cwd = process.cwd();
    process.chdir(sdkDir);
    try {
      await build({ configFile: join(sdkDir, "vite.config.ts"), logLevel: "silent" });
    } finally {
      process.chdir(cwd);
    }

    const built = (await import(pathToFileURL(join(sdkDir, "dist/index.mjs")).href)) as Record<string, unknown>;
    expect(typeof built.createClient).toBe("function");
    expect(typeof built.ApiError).toBe("function");

    const declarations = (await readdir(join(sdkDir, "dist/types"), { recursive: true })).filter((file) =>
      file.endsWith(".d.mts"),
    );
    expect(declarations).toEqual(expect.arrayContaining(["index.d.mts", join("generated", "api.d.mts")]));

    // A consumer's view: the package entry as `exports` names it, in a browser-and-Node setting without Node types.
    const entry = join(sdkDir, "dist/types/index.d.mts");
    const program = ts.createProgram([entry], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
      types: [],
    });
    const problems = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    expect(problems).toEqual([]);

    // the other entries of `exports`: the React hooks (react is a peer) and the Node webhook verifier
    const node = (await import(pathToFileURL(join(sdkDir, "dist/node.mjs")).href)) as Record<string, unknown>;
    expect(typeof node.verifyWebhookSync).toBe("function");
    expect(typeof built.verifyWebhook).toBe("function");
    expect(typeof built.paginate).toBe("function");
    const react = (await import(pathToFileURL(join(sdkDir, "dist/react.mjs")).href)) as Record<string, unknown>;
    expect(typeof react.useApiQuery).toBe("function");
    // the hooks' declarations against React's types (the Node entry is typed by the repository's own tsc run:
    // compiling @types/node here would double this test's time)
    const entriesProgram = ts.createProgram(
      ["react.d.mts"].map((file) => join(sdkDir, "dist/types", file)),
      {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.NodeNext,
        moduleResolution: ts.ModuleResolutionKind.NodeNext,
        lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
        types: ["react"],
      },
    );
    const entryProblems = ts
      .getPreEmitDiagnostics(entriesProgram)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    expect(entryProblems).toEqual([]);
  });
});
