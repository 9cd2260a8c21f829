/** The people module's public contract: schemas, dictionaries, permission and event ids (isomorphic). */
export * from "./structure.js";
export * from "./workers.js";
export * from "./schedule.js";
