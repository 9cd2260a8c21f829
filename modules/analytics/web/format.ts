import { useIntl } from "react-intl";
import { dictionaryLabel, type DictionaryId, type PeopleLocale } from "../../people/contract/dictionaries.js";
import { useT } from "@web/kit";

/** Labels of months, groups and dictionary values in the reader's language. */
export function useLabels() {
  const intl = useIntl();
  const t = useT("analytics");
  const locale = (["en", "pt-BR", "es"].includes(intl.locale) ? intl.locale : "en") as PeopleLocale;
  const month = (m: string) =>
    intl.formatDate(new Date(Date.UTC(Number(m.slice(0, 4)), Number(m.slice(5, 7)) - 1, 1)), {
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    });
  /** A group key: merged, not set, leader/team, a name the server gave, a dictionary value, or the key itself. */
  const group = (key: string, options: { name?: string; dictionary?: DictionaryId; years?: boolean } = {}) => {
    if (key === "merged") return t("group.merged");
    if (key === "none") return t("group.none");
    if (key === "leader" || key === "team") return t(`group.${key}`);
    if (options.name) return options.name;
    if (options.years) return t("years", { group: key });
    return options.dictionary ? dictionaryLabel(options.dictionary, key, locale) : key;
  };
  const list = (parts: string[]) => intl.formatList(parts, { type: "conjunction" });
  const number = (n: number, digits = 0) =>
    intl.formatNumber(n, { maximumFractionDigits: digits, minimumFractionDigits: 0 });
  return { month, group, list, number, locale };
}
