import type { Level } from "../context.js";

/**
 * What authentication establishes for a request or a realtime connection.
 * Implemented by the auth plugin (core/auth); read by tenancy, realtime,
 * the module gate and routes through `request.auth`.
 */
export interface AuthState {
  user: {
    id: string;
    email: string;
    name: string;
    /** Saved language (en, pt-BR, es); outranks Accept-Language for messages. */
    locale?: string;
    isFounder: boolean;
    /** Spec §2 guards: a user on first access is barred from some routes. */
    firstAccess: boolean;
  };
  /** The session behind a cookie/token, or the API key, that authenticated. */
  via:
    | { kind: "session"; sessionId: string; expiresAt: Date }
    | { kind: "apiKey"; keyId: string; companyId: string; scopes: string[] };
  /** Companies the user belongs to, with the levels held in each. */
  memberships: Array<{ companyId: string; levels: Level[] }>;
  /** The level chosen with POST /api/auth/active-level (default: the highest held). */
  activeLevel: Level | undefined;
  /**
   * The company `activeLevel` applies to (the session's active company, or an API key's company); undefined for a
   * user without memberships. In another company the user acts with the highest level held there: see `levelIn` in
   * core/auth/guards.ts.
   */
  activeCompanyId?: string;
  /**
   * A support session (core/auth/impersonation.service.ts): the founder views `companyId` as the admin in `user`.
   * Read-only unless the founder allowed changes when starting (`allowChanges`, with a reason): the auth hook refuses
   * every change (AUTH_IMPERSONATION_READ_ONLY) otherwise, and audits every change made when allowed.
   */
  impersonation?: {
    founderId: string;
    founderName: string;
    companyId: string;
    allowChanges: boolean;
    reason: string | null;
  };
}

/** Resolves a session token (cookie, `token` header or Bearer) to its state; null when invalid or expired. */
export type AuthenticateToken = (token: string) => Promise<AuthState | null>;

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the auth plugin when the request carries a valid session or API key; null otherwise. */
    auth: AuthState | null;
  }
  interface FastifyInstance {
    /** Registered by the auth plugin: the same check requests get, for realtime connections and other transports. */
    authenticateToken: AuthenticateToken;
  }
}
