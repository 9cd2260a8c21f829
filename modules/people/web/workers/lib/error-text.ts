import { useCallback } from "react";
import { useIntl } from "react-intl";
import { messageFor } from "@web/kit";
import type { DraftError } from "./profile-draft.js";
import type { PeopleLocale } from "../../../contract/dictionaries.js";
// the people module's codes (PEOPLE_*) are in the catalogue once its contract is loaded
import "../../../contract/people.contract.js";

/**
 * The words of a form error: shell validation messages by id, and catalogue codes (the same message the server
 * would answer, spec §5) in the page's language.
 */
export function useErrorText() {
  const intl = useIntl();
  const locale: PeopleLocale = intl.locale === "pt-BR" || intl.locale === "es" ? intl.locale : "en";
  return useCallback(
    (error: DraftError | undefined): string | undefined => {
      if (!error) return undefined;
      if ("text" in error) return error.text;
      if ("code" in error) return messageFor(error.code, locale, error.values);
      return intl.formatMessage({ id: error.id }, error.values);
    },
    [intl, locale],
  );
}
