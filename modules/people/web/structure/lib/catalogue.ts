import { useCallback } from "react";
import { useIntl } from "react-intl";
import { messageFor, type ErrorCode } from "@web/kit";
// the people module's codes (PEOPLE_*) are in the catalogue once its contract is loaded
import "../../../contract/people.contract.js";

/**
 * A catalogue message in the page's language: the browser's checks use the same words the server answers
 * (spec §5 "invalid cnpj", "Maximum file size is 2mb", ...).
 */
export function useCatalogue() {
  const { locale } = useIntl();
  const lang = locale === "pt-BR" || locale === "es" ? locale : "en";
  return useCallback(
    (code: ErrorCode, params?: Record<string, string | number>) => messageFor(code, lang, params),
    [lang],
  );
}
