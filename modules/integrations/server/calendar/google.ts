import { CodeChallengeMethod, decodeIdToken, OAuth2Client, OAuth2RequestError, type OAuth2Tokens } from "arctic";
import type { IntegrationsConfig } from "../../../../core/config.js";

/** Calendar events, the account's address and name (issue 17: "event, email and profile scopes"). */
export const GOOGLE_SCOPES = ["openid", "email", "profile", "https://www.googleapis.com/auth/calendar.events"];

/** A Google Calendar event as this app writes it (all-day `date`s or timed `dateTime`s in a zone). */
export interface GoogleEvent {
  summary: string;
  description?: string;
  start: { date: string } | { dateTime: string; timeZone: string };
  end: { date: string } | { dateTime: string; timeZone: string };
  location?: string;
  transparency?: "opaque" | "transparent";
  extendedProperties?: { private: Record<string, string> };
}

/** A Google answer the sync cannot use: `status` 401 means the access token must be refreshed. */
export class GoogleApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "GoogleApiError";
  }
}

/**
 * Google's OAuth (through arctic's generic client, so the endpoints come from the configuration: Google's in
 * production, a local stand-in in the browser test, nock in server tests) and the three Calendar calls the sync
 * makes, on the person's primary calendar.
 */
export function createGoogleClient(config: IntegrationsConfig) {
  const client = (redirectUri: string | null) => {
    if (!config.google) throw new Error("integrations: Google is not configured");
    return new OAuth2Client(config.google.clientId, config.google.clientSecret, redirectUri);
  };
  const eventsUrl = `${config.googleCalendarUrl}/calendars/primary/events`;

  async function call(method: string, url: string, accessToken: string, body?: GoogleEvent): Promise<Response> {
    return fetch(url, {
      method,
      signal: AbortSignal.timeout(15_000),
      headers: {
        authorization: `Bearer ${accessToken}`,
        ...(body ? { "content-type": "application/json" } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  }

  async function failure(response: Response, what: string): Promise<GoogleApiError> {
    const text = await response.text().catch(() => "");
    return new GoogleApiError(
      response.status,
      `Google Calendar ${what}: HTTP ${response.status} ${text.slice(0, 200)}`,
    );
  }

  return {
    configured: Boolean(config.google),

    authorizationUrl(input: { state: string; codeVerifier: string; redirectUri: string }): string {
      const url = client(input.redirectUri).createAuthorizationURLWithPKCE(
        config.googleAuthorizeUrl,
        input.state,
        CodeChallengeMethod.S256,
        input.codeVerifier,
        GOOGLE_SCOPES,
      );
      // a refresh token, asked again on every connection so a reconnect gets one too
      url.searchParams.set("access_type", "offline");
      url.searchParams.set("prompt", "consent");
      return url.toString();
    },

    /** Trades the code for tokens; the account's address comes from the ID token Google answers with them. */
    async exchange(input: { code: string; codeVerifier: string; redirectUri: string }) {
      const tokens = await client(input.redirectUri).validateAuthorizationCode(
        config.googleTokenUrl,
        input.code,
        input.codeVerifier,
      );
      return { ...tokensOf(tokens), email: emailOf(tokens) };
    },

    async refresh(refreshToken: string) {
      return tokensOf(await client(null).refreshAccessToken(config.googleTokenUrl, refreshToken, []));
    },

    /**
     * Revokes the grant at Google (a refresh token revokes the whole grant, its access tokens with it). Throws when
     * Google did not confirm (network, 5xx); a token Google no longer knows counts as revoked.
     */
    async revoke(token: string): Promise<void> {
      try {
        await client(null).revokeToken(config.googleRevokeUrl, token);
      } catch (error) {
        if (error instanceof OAuth2RequestError && error.code === "invalid_token") return;
        throw error;
      }
    },

    async insert(accessToken: string, event: GoogleEvent): Promise<string> {
      const response = await call("POST", eventsUrl, accessToken, event);
      if (!response.ok) throw await failure(response, "insert");
      return ((await response.json()) as { id: string }).id;
    },

    /** Replaces an event; false when Google no longer has it (removed by the person: insert it again). */
    async update(accessToken: string, eventId: string, event: GoogleEvent): Promise<boolean> {
      const response = await call("PUT", `${eventsUrl}/${encodeURIComponent(eventId)}`, accessToken, event);
      if (response.status === 404 || response.status === 410) return false;
      if (!response.ok) throw await failure(response, "update");
      await response.body?.cancel().catch(() => {});
      return true;
    },

    /** Removes an event; one already gone counts as removed. */
    async remove(accessToken: string, eventId: string): Promise<void> {
      const response = await call("DELETE", `${eventsUrl}/${encodeURIComponent(eventId)}`, accessToken);
      if (response.status === 404 || response.status === 410) return;
      if (!response.ok) throw await failure(response, "delete");
      await response.body?.cancel().catch(() => {});
    },
  };
}

export type GoogleClient = ReturnType<typeof createGoogleClient>;

function tokensOf(tokens: OAuth2Tokens) {
  return {
    accessToken: tokens.accessToken(),
    expiresInSeconds: expiresIn(tokens),
    refreshToken: tokens.hasRefreshToken() ? tokens.refreshToken() : undefined,
  };
}

function expiresIn(tokens: OAuth2Tokens): number {
  try {
    return tokens.accessTokenExpiresInSeconds();
  } catch {
    return 3600; // Google always says; an answer without it is treated as Google's usual hour
  }
}

function emailOf(tokens: OAuth2Tokens): string {
  try {
    const claims = decodeIdToken(tokens.idToken()) as { email?: unknown };
    return typeof claims.email === "string" ? claims.email : "";
  } catch {
    return "";
  }
}

/** Whether Google said the grant is gone (revoked, expired): retrying cannot help, the person must reconnect. */
export function isRevokedGrant(error: unknown): boolean {
  return error instanceof OAuth2RequestError && error.code === "invalid_grant";
}
