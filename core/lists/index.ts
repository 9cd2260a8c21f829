/** The list primitive (core/lists/README.md): shared route schemas, the page read and the projection of an answer. */
export { listPage, type ListPageOptions } from "./list-page.js";
export { projectionOf, type ProjectionOptions } from "./projection.js";
export { escapeRegExp } from "./search.js";
export { PAGE_SIZES, TenantParams, listOf, pageQuery, type PageQueryOptions } from "./schemas.js";
