import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useIntl } from "react-intl";
import { api, messageOf, Button, SearchField } from "@web/kit";
import * as css from "../../admin.css.js";
import { useCompanyId, useWorkerNames } from "../../lib/data.js";
import * as ed from "./editor.css.js";
import { MAX_STEP_PEOPLE } from "./form.js";

const fullName = (w: { name?: string; lastName?: string }) => [w.name, w.lastName].filter(Boolean).join(" ");

/**
 * The people of a `people` approval step (the contract's `userIds`, 1 to 20): the chosen ones by name with a button
 * to take each out, and a search of the company's active workers (GET workers?q=, 300 ms after typing pauses) with
 * a button to add each one found.
 */
export function PeoplePicker({
  step,
  userIds,
  onChange,
  errorMessage,
  errorId,
}: {
  /** The step's name ("Step 2"), in the labels so each picker's controls are told apart. */
  step: string;
  userIds: string[];
  onChange: (userIds: string[]) => void;
  errorMessage?: string;
  /** The id of the error text, for the group's aria-describedby. */
  errorId: string;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const companyId = useCompanyId();
  const known = useWorkerNames();
  // names of the people added from a search (the full list may not be loaded yet, or may stop at 2,000)
  const [learned, setLearned] = useState<Record<string, string>>({});
  const [q, setQ] = useState("");
  const found = useQuery({
    queryKey: ["leave", companyId, "approver-search", q],
    enabled: Boolean(companyId) && userIds.length < MAX_STEP_PEOPLE,
    placeholderData: keepPreviousData,
    meta: { quiet: true },
    queryFn: async () =>
      (
        await api.get("/api/companies/{companyId}/workers", {
          params: { companyId },
          query: { limit: 50, skip: 0, status: "active", ...(q ? { q } : {}) },
        })
      ).items,
  });
  const nameOf = (userId: string) => known.get(userId) || learned[userId] || userId;
  const candidates = (found.data ?? []).filter((w) => w.userId && !userIds.includes(w.userId));

  return (
    <fieldset className={css.fieldset} aria-describedby={errorMessage ? errorId : undefined}>
      <legend className={css.legendText}>{t("leave.types.people.legend", { step })}</legend>
      {userIds.length === 0 ? (
        <p className={css.hint}>{t("leave.types.people.none")}</p>
      ) : (
        <ul className={ed.people} aria-label={t("leave.types.step.people", { n: userIds.length })}>
          {userIds.map((userId) => (
            <li key={userId} className={ed.person}>
              <span className={ed.personName}>{nameOf(userId)}</span>
              <Button
                variant="ghost"
                className={css.smallButton}
                aria-label={t("leave.types.people.remove", { name: nameOf(userId), step })}
                onPress={() => onChange(userIds.filter((id) => id !== userId))}
              >
                ✕
              </Button>
            </li>
          ))}
        </ul>
      )}
      {errorMessage && (
        <p id={errorId} className={css.error}>
          {errorMessage}
        </p>
      )}
      {userIds.length >= MAX_STEP_PEOPLE ? (
        <p className={css.hint}>{t("leave.types.people.max", { n: MAX_STEP_PEOPLE })}</p>
      ) : (
        <>
          <SearchField label={t("leave.types.people.search", { step })} onSearch={setQ} />
          {found.isError ? (
            <p className={css.error}>{messageOf(found.error)}</p>
          ) : found.isPending ? (
            <p className={css.hint}>{t("app.loading")}</p>
          ) : candidates.length === 0 ? (
            <p className={css.hint}>{t("leave.types.people.noResults")}</p>
          ) : (
            <ul className={ed.results} aria-label={t("leave.types.people.results", { step })}>
              {candidates.map((w) => (
                <li key={w.userId} className={ed.person}>
                  <span className={ed.personName}>{fullName(w)}</span>
                  <Button
                    variant="secondary"
                    className={css.smallButton}
                    aria-label={t("leave.types.people.add", { name: fullName(w), step })}
                    onPress={() => {
                      setLearned((names) => ({ ...names, [w.userId]: fullName(w) }));
                      onChange([...userIds, w.userId]);
                    }}
                  >
                    {t("leave.types.people.addShort")}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </fieldset>
  );
}
