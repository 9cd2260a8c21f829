import { useCallback } from "react";
import { useIntl } from "react-intl";

/** Values an ICU message takes (`{count, plural, ...}`, `{name}`). */
export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

/**
 * The messages of one area, by their short ids: the function `useT("leave.requests")` returns formats `title` as
 * `leave.requests.title` in the page's language (react-intl). web/src/i18n/messages.test.ts reads `useT("...")` to
 * check every id named this way exists in English.
 */
export function useT(prefix: string): (id: string, values?: MessageValues) => string {
  const intl = useIntl();
  return useCallback(
    (id: string, values?: MessageValues) => intl.formatMessage({ id: `${prefix}.${id}` }, values),
    [intl, prefix],
  );
}
