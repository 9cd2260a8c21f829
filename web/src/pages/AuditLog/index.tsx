import { useEffect, useState } from "react";
import { useIntl } from "react-intl";
import type { ApiResponse } from "../../../../sdk/src/index.js";
import { zonedInstant } from "../../../../core/dates/zone-time.js";
import { api, messageOf } from "../../api/client.js";
import { useSession } from "../../auth/session.js";
import { Button } from "../../components/Button/index.js";
import { DataTable } from "../../components/DataTable/index.js";
import { DateRangePicker, type PickerRange } from "../../components/DatePicker/index.js";
import { Page } from "../../components/Page/index.js";
import { SelectField } from "../../components/SelectField/index.js";
import * as common from "../../components/styles.css.js";
import { usePagedList } from "../../kit/paged-list.js";

type Entry = ApiResponse<"get", "/api/companies/{companyId}/audit">["items"][number];

/** The areas an admin can narrow the log to (the first segment of an action). */
const GROUPS = ["auth", "people", "leave", "payroll", "tenants", "clock", "hiring", "onboarding", "widgets"] as const;

const PHONE_QUERY = "(max-width: 640px)";

/** Whether the screen is a phone's width: the log is then a list of cards, not a table. */
function usePhoneWidth(): boolean {
  const [phone, setPhone] = useState(() => window.matchMedia?.(PHONE_QUERY).matches ?? false);
  useEffect(() => {
    const query = window.matchMedia?.(PHONE_QUERY);
    if (!query) return;
    const update = () => setPhone(query.matches);
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return phone;
}

/**
 * /audit-log (issues 3 and 18, admins): the company's audit log, newest first. Who did what and when (in the company's
 * time zone), the platform's support visits included, filtered by area and dates, paged by the server.
 */
export default function AuditLog() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const session = useSession();
  const companyId = session.company?.id;
  const zone = session.company?.timeZone ?? "UTC";
  const [group, setGroup] = useState("");
  const [range, setRange] = useState<PickerRange | null>(null);

  const list = usePagedList<Entry>({
    queryKey: ["companies", companyId, "audit", { group, range }],
    enabled: Boolean(companyId),
    fetchPage: ({ limit, skip }) =>
      api.get("/api/companies/{companyId}/audit", {
        params: { companyId: companyId! },
        query: {
          limit,
          skip,
          ...(group ? { action: group } : {}),
          // the chosen days in the company's zone: from the first day's midnight to the day after the last
          ...(range
            ? {
                from: zonedInstant(range.start, 0, zone).toISOString(),
                to: zonedInstant(range.end, 0, zone).toISOString(),
              }
            : {}),
        },
      }),
  });

  const what = (action: string) => {
    const id = `auditLog.do.${action}`;
    return intl.messages[id] ? t(id) : action;
  };
  const who = (actor: Entry["actor"]) => {
    if (actor.founder) return t("auditLog.founder");
    if (actor.kind === "apiKey") return t("auditLog.apiKey", { id: actor.id });
    if (actor.kind === "system") return t("auditLog.system", { job: actor.id });
    return actor.name ?? t("auditLog.unknownPerson", { id: actor.id });
  };
  const phone = usePhoneWidth();
  const { total, page, pageSize } = list.table;
  const shownTo = Math.min(total, page * pageSize);
  const when = (iso: string) => intl.formatDate(iso, { dateStyle: "medium", timeStyle: "short", timeZone: zone });

  return (
    <Page title={t("auditLog.title")}>
      <div style={{ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: "1rem" }}>
        <p className={common.muted} style={{ margin: 0 }}>
          {t("auditLog.intro")}
        </p>
        <section className={common.card} aria-labelledby="audit-log-filters">
          <h2 id="audit-log-filters" style={{ margin: 0, fontSize: "1.125rem" }}>
            {t("auditLog.filters")}
          </h2>
          <div style={{ display: "flex", flexWrap: "wrap", gap: "0 1rem", alignItems: "end" }}>
            <div style={{ flex: "1 1 14rem", minWidth: 0 }}>
              <SelectField
                label={t("auditLog.action")}
                options={[
                  { id: "", label: t("auditLog.action.all") },
                  ...GROUPS.map((g) => ({ id: g, label: t(`auditLog.group.${g}`) })),
                ]}
                value={group}
                onChange={(g) => {
                  setGroup(g);
                  list.setPage(1);
                }}
              />
            </div>
            <div style={{ flex: "1 1 16rem", minWidth: 0 }}>
              <DateRangePicker
                label={t("auditLog.dates")}
                value={range}
                onChange={(r) => {
                  setRange(r);
                  list.setPage(1);
                }}
              />
            </div>
          </div>
          {(group || range) && (
            <div>
              <Button
                variant="secondary"
                onPress={() => {
                  setGroup("");
                  setRange(null);
                  list.setPage(1);
                }}
              >
                {t("auditLog.clear")}
              </Button>
            </div>
          )}
        </section>
        {list.query.isError ? (
          <p role="alert">{messageOf(list.query.error)}</p>
        ) : phone ? (
          <section aria-label={t("auditLog.entries")} style={{ display: "grid", gap: "0.75rem" }}>
            {list.items.length === 0 ? (
              <p>{t(list.query.isPending ? "app.loading" : "common.noResults")}</p>
            ) : (
              <ul style={{ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: "0.75rem" }}>
                {list.items.map((e) => (
                  <li key={e.id} className={common.card} style={{ display: "grid", gap: "0.25rem", minWidth: 0 }}>
                    <strong>{what(e.action)}</strong>
                    <span>{who(e.actor)}</span>
                    <span className={common.muted}>{when(e.at)}</span>
                    <span className={common.muted} style={{ overflowWrap: "anywhere" }}>
                      {e.target.type} {e.target.id}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            {total > 0 && (
              <div style={{ display: "flex", gap: "0.5rem", alignItems: "center", justifyContent: "flex-end" }}>
                <span aria-live="polite">
                  {t("common.pageOf", { from: (page - 1) * pageSize + 1, to: shownTo, total })}
                </span>
                <Button
                  variant="secondary"
                  isDisabled={page <= 1}
                  onPress={() => list.setPage(page - 1)}
                  aria-label={t("common.previousPage")}
                >
                  ‹
                </Button>
                <Button
                  variant="secondary"
                  isDisabled={shownTo >= total}
                  onPress={() => list.setPage(page + 1)}
                  aria-label={t("common.nextPage")}
                >
                  ›
                </Button>
              </div>
            )}
          </section>
        ) : (
          <DataTable<Entry>
            label={t("auditLog.entries")}
            rows={list.items}
            {...list.table}
            columns={[
              { id: "at", header: t("auditLog.when"), isRowHeader: true, cell: (e) => when(e.at) },
              { id: "who", header: t("auditLog.who"), cell: (e) => who(e.actor) },
              { id: "what", header: t("auditLog.what"), cell: (e) => what(e.action) },
              {
                id: "target",
                header: t("auditLog.target"),
                cell: (e) => (
                  <span className={common.muted} style={{ overflowWrap: "anywhere" }}>
                    {e.target.type} {e.target.id}
                  </span>
                ),
              },
            ]}
          />
        )}
      </div>
    </Page>
  );
}
