/** The auth part of core: what other code imports. Guards live in ./guards.ts. */
export { authPlugin, type AuthPluginOptions } from "./auth.plugin.js";
export { authenticate, type Authentication } from "./authenticate.js";
export { API_KEY_PREFIX } from "./api-keys.service.js";
export { addMember, removeMember, findUserByEmail, type AddMemberInput } from "./users.service.js";
export { tokenFromRequest, SESSION_COOKIE } from "./session-cookie.js";
export * from "./guards.js";
export type { AuthState, AuthenticateToken } from "./types.js";
