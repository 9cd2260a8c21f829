import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { api } from "../api/client.js";
import { SESSION_KEY, useSession } from "../auth/session.js";
import type { Locale } from "../i18n/locales.js";

/**
 * The path's language is the person's choice (spec §1 prefixes): the server keeps the same one, so its messages and
 * mails follow (it answers in the saved language before Accept-Language). Saved once per change, however often the
 * page renders meanwhile. The session's copy is replaced and the cached reads are read again in the background (the
 * server words some of them, e.g. notifications); nothing is dropped from the cache, so the page on screen stays
 * mounted (a form keeps what was typed) and no read is left waiting on a query that was removed under it.
 */
export function useSaveLocale(locale: Locale): void {
  const session = useSession();
  const client = useQueryClient();
  const saving = useRef<Locale | null>(null);
  const savedLocale = session.view?.user.locale;
  // the founder's read-only support view changes nothing of the admin's, their language included
  const signedIn = session.status === "logged" && !session.view?.impersonation;
  useEffect(() => {
    if (!signedIn || !savedLocale || savedLocale === locale || saving.current === locale) return;
    saving.current = locale;
    void api
      .patch("/api/auth/preferences", { body: { locale } })
      .then(async (next) => {
        client.setQueryData(SESSION_KEY, next);
        await client.invalidateQueries({
          predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] && query.queryKey[0] !== "messages",
        });
      })
      .catch(() => {})
      .finally(() => {
        saving.current = null;
      });
  }, [signedIn, savedLocale, locale, client]);
}
