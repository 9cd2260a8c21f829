import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useIntl } from "react-intl";
import { api, messageOf, Button, Dialog, notify, useT } from "@web/kit";
import { ACTIVE_STATUSES } from "../../../../leave/contract/index.js";
import * as css from "../../planner.css.js";
import {
  plannerKeys,
  titleOf,
  useCompanyId,
  useFormatDays,
  type PlannerAbsence,
  type PlannerLeaveType,
  type PlannerPerson,
} from "../../lib/data.js";

const isActive = (status: string | undefined) =>
  status !== undefined && (ACTIVE_STATUSES as readonly string[]).includes(status);

/** A leave or plan entry's type, dates and kind, in words (the type's color only repeats its name). */
export function AbsenceSummary({ absence, types }: { absence: PlannerAbsence; types: readonly PlannerLeaveType[] }) {
  const intl = useIntl();
  const format = useFormatDays();
  const type = types.find((x) => x.id === absence.leaveTypeId);
  const status = (s: string) => intl.formatMessage({ id: `vacation-planner.status.${s}` });
  return (
    <>
      <span>
        <span className={css.swatch} style={{ background: type?.color ?? "transparent" }} aria-hidden="true" />
        {titleOf(type, intl.locale) || intl.formatMessage({ id: "vacation-planner.people.unknownType" })}
      </span>
      <span>{format.range(absence.startDate, absence.endDate)}</span>
      {absence.kind === "leave" ? (
        <span className={css.badge}>
          {intl.formatMessage({ id: "vacation-planner.people.leave" }, { status: status(absence.status ?? "") })}
        </span>
      ) : (
        <span className={[css.badge, css.badgePlan].join(" ")}>
          {intl.formatMessage({ id: "vacation-planner.people.plan" })}
        </span>
      )}
      {absence.request && (
        <span className={[css.badge, css.badgeRequest].join(" ")}>
          {intl.formatMessage({ id: "vacation-planner.people.request" }, { status: status(absence.request.status) })}
        </span>
      )}
      {absence.note && <span className={css.muted}>{absence.note}</span>}
    </>
  );
}

/**
 * The department's people with their leaves and plan entries of the year. A plan entry can be changed, removed or
 * turned into a leave request for its person; a refusal (no balance, a locked period, an overlap) shows the
 * server's message under the entry and as a notification.
 */
export function PeopleList({
  people,
  types,
  onPlan,
}: {
  people: readonly PlannerPerson[];
  types: readonly PlannerLeaveType[];
  /** Opens the entry dialog: a new entry for a person, or an entry to change. */
  onPlan: (target: { userId: string; entry?: PlannerAbsence }) => void;
}) {
  const intl = useIntl();
  const t = useT("vacation-planner.people");
  const format = useFormatDays();
  const companyId = useCompanyId();
  const client = useQueryClient();
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  const [removing, setRemoving] = useState<{ person: PlannerPerson; entry: PlannerAbsence } | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: plannerKeys.all(companyId) });

  const request = useMutation({
    meta: { quiet: true },
    mutationFn: (entryId: string) =>
      api.post("/api/companies/{companyId}/vacation-planner/entries/{entryId}/request", {
        params: { companyId, entryId },
      }),
    onMutate: (entryId) => setRefusals(({ [entryId]: _, ...rest }) => rest),
    onSuccess: async (result) => {
      notify(
        "positive",
        t(result.created ? "requested" : "alreadyRequested", {
          status: intl.formatMessage({ id: `vacation-planner.status.${result.request.status}` }),
        }),
      );
      await refresh();
    },
    onError: (error, entryId) => {
      setRefusals((r) => ({ ...r, [entryId]: messageOf(error) }));
      notify("negative", messageOf(error));
    },
  });
  const remove = useMutation({
    mutationFn: (entryId: string) =>
      api.delete("/api/companies/{companyId}/vacation-planner/entries/{entryId}", { params: { companyId, entryId } }),
    onSuccess: async () => {
      notify("positive", t("removed"));
      setRemoving(null);
      await refresh();
    },
  });

  if (people.length === 0) return <p className={css.muted}>{t("none")}</p>;
  return (
    <>
      <ul className={css.people}>
        {people.map((p) => (
          <li key={p.userId} className={css.person}>
            <h3 className={css.personName}>{p.name}</h3>
            {p.absences.length === 0 ? (
              <p className={css.muted}>{t("noAbsences")}</p>
            ) : (
              <ul className={css.absences}>
                {p.absences.map((a) => {
                  const dates = format.range(a.startDate, a.endDate);
                  const requested = isActive(a.request?.status);
                  return (
                    <li key={`${a.kind}-${a.id}`} className={css.absence}>
                      <AbsenceSummary absence={a} types={types} />
                      {a.kind === "plan" && (
                        <span className={css.cellActions}>
                          {!requested && (
                            <Button
                              variant="secondary"
                              className={css.smallButton}
                              isPending={request.isPending && request.variables === a.id}
                              onPress={() => request.mutate(a.id)}
                            >
                              {t("createRequest")}{" "}
                              <span className={css.visuallyHidden}>{t("requestContext", { name: p.name, dates })}</span>
                            </Button>
                          )}
                          {!requested && (
                            <Button
                              variant="ghost"
                              className={css.smallButton}
                              onPress={() => onPlan({ userId: p.userId, entry: a })}
                            >
                              {intl.formatMessage({ id: "common.edit" })}{" "}
                              <span className={css.visuallyHidden}>{t("planContext", { name: p.name, dates })}</span>
                            </Button>
                          )}
                          <Button
                            variant="ghost"
                            className={css.smallButton}
                            onPress={() => setRemoving({ person: p, entry: a })}
                          >
                            {t("remove")}{" "}
                            <span className={css.visuallyHidden}>{t("planContext", { name: p.name, dates })}</span>
                          </Button>
                        </span>
                      )}
                      {refusals[a.id] && (
                        <span role="alert" className={css.errorText}>
                          {refusals[a.id]}
                        </span>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
            <Button variant="ghost" className={css.smallButton} onPress={() => onPlan({ userId: p.userId })}>
              {t("addEntry")} <span className={css.visuallyHidden}>{t("personContext", { name: p.name })}</span>
            </Button>
          </li>
        ))}
      </ul>
      <Dialog title={t("removeTitle")} isOpen={removing !== null} onClose={() => setRemoving(null)}>
        {removing && (
          <>
            <p>
              {t("removeText", {
                name: removing.person.name,
                dates: format.range(removing.entry.startDate, removing.entry.endDate),
              })}
            </p>
            {isActive(removing.entry.request?.status) && <p className={css.muted}>{t("removeKeepsRequest")}</p>}
            <div className={css.dialogActions}>
              <Button variant="danger" isPending={remove.isPending} onPress={() => remove.mutate(removing.entry.id)}>
                {t("remove")}
              </Button>
              <Button variant="secondary" onPress={() => setRemoving(null)}>
                {t("keep")}
              </Button>
            </div>
          </>
        )}
      </Dialog>
    </>
  );
}
