import { describe, expect, it } from "vitest";
import { errorCodeGaps, invalidExamples, operationGaps, readCommittedDocument } from "../scripts/openapi-coverage.js";

/**
 * Issue 19: "The OpenAPI document has a description and an example for every route and error code". Read from the
 * committed document (sdk/openapi.json, which generated-files.test.ts keeps equal to the routes). Every operation is
 * documented: a new route needs a `description` in its schema and `examples` on its success response schema.
 */
describe("OpenAPI document coverage", () => {
  it("has an example for every error code of the catalogue", async () => {
    expect(errorCodeGaps(await readCommittedDocument())).toEqual([]);
  });

  it("has success examples that validate against their own response schema", async () => {
    expect(invalidExamples(await readCommittedDocument())).toEqual([]);
  });

  it("has a description and a success example for every operation", async () => {
    const gaps = operationGaps(await readCommittedDocument()).flatMap((gap) =>
      gap.missing.map((kind) => `${gap.operation}: ${kind} (add it to the route's schema)`),
    );
    expect(gaps).toEqual([]);
  });
});
