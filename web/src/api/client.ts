import { ApiError, createClient } from "../../../sdk/src/index.js";
import type { Locale } from "../i18n/locales.js";
import { realtime } from "../realtime/connection.js";

let currentLocale: Locale = "en";

/** The locale error messages come back in (`Accept-Language`); a signed-in user's saved language still wins. */
export function setApiLocale(locale: Locale) {
  currentLocale = locale;
}

/**
 * The app's API client: the typed SDK on the same origin. The session travels in the HttpOnly cookie, so no
 * token is kept in JavaScript. A 429 is shown at once, not retried: the person reads why (a sign-in lockout, too many
 * attempts) and decides; the SDK's automatic retries are for scripts.
 */
export const api = createClient({
  baseUrl: "",
  retry: false,
  fetch: async (request) => {
    request.headers.set("accept-language", currentLocale);
    try {
      const response = await fetch(request, { credentials: "same-origin" });
      realtime.reportReachable(true);
      return response;
    } catch (error) {
      // fetch rejects (a TypeError) only when the API could not be reached at all, never for an HTTP error
      if (error instanceof TypeError) realtime.reportReachable(false);
      throw error;
    }
  },
});

export { ApiError };

/** The message to show for a failed call: the server's (already in the user's language), else the error's. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The HTTP status of a failed call, if it was an API answer. */
export function statusOf(error: unknown): number | undefined {
  return error instanceof ApiError ? error.statusCode : undefined;
}
