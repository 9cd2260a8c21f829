/** The people module's public contract: schemas, dictionaries, permission and event ids (isomorphic). */
export * from "./structure.js";
export * from "./workers.js";
export * from "./events.js";
export * from "./errors.js";
export * from "./people.contract.js";
export * from "./directory.js";
export * from "./company-fields.js";
export * from "./schedule.js";
export * from "./field-access.js";
export * from "./home.js";
export * from "./org-chart-widget.js";
