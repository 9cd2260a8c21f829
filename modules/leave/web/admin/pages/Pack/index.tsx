import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import { useParams } from "wouter";
import { api, messageOf, useSession, Button, ButtonLink, DataTable, Page, notify, type Locale } from "@web/kit";
import { countryById } from "../../../../../people/contract/countries.js";
import * as css from "../../admin.css.js";
import { inUnit, leaveKeys, titleOf, useCompanyId, usePackLocked, usePacks, type Pack } from "../../lib/data.js";

type Entry = Pack["entries"][number] & { id: string };

/**
 * /choose-pack/:id (spec §2: admin): a pack's leave types with the law each comes from; entries marked uncertain
 * are company policy or figures to review. Choosing it (`PATCH /choose-pack/:packId`) adds the types the company
 * does not have yet. When the platform's founder locked the company's pack (`notAllowChangePack`) the page says so and
 * the choice is disabled.
 */
export default function PackPage() {
  const intl = useIntl();
  const { id = "" } = useParams<{ id: string }>();
  const packs = usePacks();
  // the founder may have locked the company's pack (issue 18): said before any choice, not only on refusal
  const locked = usePackLocked() === true;
  const companyId = useCompanyId();
  const session = useSession();
  const client = useQueryClient();
  const pack = packs.data?.find((p) => p.id === id);
  const country = countryById(pack?.countryId ?? id);
  const choose = useMutation({
    meta: { quiet: true },
    mutationFn: () =>
      api.patch("/api/companies/{companyId}/choose-pack/{packId}", {
        params: { companyId, packId: id },
        body: session.view ? { userId: session.view.user.id } : {},
      }),
    onSuccess: async (result) => {
      notify(
        "positive",
        intl.formatMessage({ id: "leave.packs.chosen" }, { created: result.created, skipped: result.skipped }),
      );
      await client.invalidateQueries({ queryKey: leaveKeys.types(companyId) });
    },
    onError: (error) => notify("negative", messageOf(error)),
  });

  if (packs.isPending) return <p>{intl.formatMessage({ id: "app.loading" })}</p>;
  const title = intl.formatMessage(
    { id: "leave.packs.packTitle" },
    { country: country ? (country.name[intl.locale as Locale] ?? country.name.en) : id },
  );
  if (!pack)
    return (
      <Page title={intl.formatMessage({ id: "leave.packs.notFound" })}>
        <ButtonLink href="/choose-pack">{intl.formatMessage({ id: "leave.packs.allPacks" })}</ButtonLink>
      </Page>
    );
  return (
    <Page
      title={title}
      actions={
        <>
          <ButtonLink href="/choose-pack">{intl.formatMessage({ id: "leave.packs.allPacks" })}</ButtonLink>
          <Button
            onPress={() => choose.mutate()}
            isDisabled={choose.isPending || locked}
            aria-describedby={locked ? "pack-locked" : undefined}
          >
            {intl.formatMessage({ id: "leave.packs.choose" })}
          </Button>
        </>
      }
    >
      {locked ? (
        <p id="pack-locked" role="status" className={css.hint}>
          {intl.formatMessage({ id: "leave.packs.locked" })}
        </p>
      ) : (
        <p className={css.hint}>{intl.formatMessage({ id: "leave.packs.chooseHint" })}</p>
      )}
      <div className={css.scrollX}>
        <DataTable<Entry>
          label={title}
          rows={pack.entries.map((e) => ({ ...e, id: e.key }))}
          columns={[
            {
              id: "title",
              header: intl.formatMessage({ id: "leave.types.name" }),
              isRowHeader: true,
              cell: (e) => titleOf(e, intl.locale),
            },
            {
              id: "total",
              header: intl.formatMessage({ id: "leave.types.totalTime" }),
              cell: (e) =>
                intl.formatMessage(
                  { id: e.unit === "hours" ? "leave.types.hoursN" : "leave.types.daysN" },
                  { n: inUnit(e.totalTime, e.unit) },
                ),
            },
            {
              id: "paid",
              header: intl.formatMessage({ id: "leave.types.paid" }),
              cell: (e) => intl.formatMessage({ id: e.paid ? "common.yes" : "common.no" }),
            },
            {
              id: "law",
              header: intl.formatMessage({ id: "leave.packs.law" }),
              cell: (e) => (
                <span>
                  {e.legalBasis}
                  {e.uncertain && (
                    <>
                      {" "}
                      <span className={css.badge}>{intl.formatMessage({ id: "leave.packs.uncertain" })}</span>
                    </>
                  )}
                  {e.note && <span className={css.dayNote}>{e.note}</span>}
                </span>
              ),
            },
          ]}
        />
      </div>
    </Page>
  );
}
