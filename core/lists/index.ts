/** The list primitive (core/lists/README.md): shared route schemas, the page read and the projection of an answer. */
export { compileBsonJson, type BsonJsonWriter } from "./bson-json.js";
export { JsonAnswer, listPage, listPageJson, sendAnswer, type ListAnswer, type ListPageOptions } from "./list-page.js";
export { projectionOf, type ProjectionOptions } from "./projection.js";
export { escapeRegExp } from "./search.js";
export { PAGE_SIZES, TenantParams, listOf, pageQuery, type PageQueryOptions } from "./schemas.js";
