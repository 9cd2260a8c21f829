/**
 * Operations of the OpenAPI document that still lack a `description` and/or an example of their JSON success answer
 * (issue 19). This list may only shrink: sdk/test/openapi-coverage.test.ts fails for a route missing them that is not
 * listed here, and for a listed route that is documented now. To document a route: `description` in its
 * `schema`, and `examples: [...]` on its success response schema; then `npm run sdk:generate` and drop it here.
 * `npx tsx sdk/scripts/openapi-coverage.ts` prints what the committed document still lacks.
 */
export const UNDOCUMENTED: Readonly<Record<string, ReadonlyArray<"description" | "example">>> = {};
