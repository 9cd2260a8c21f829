export { startEmbeddedServer, type EmbeddedServer, type EmbeddedServerOptions } from "./server.js";
