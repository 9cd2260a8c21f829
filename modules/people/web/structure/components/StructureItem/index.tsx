import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type ComponentType } from "react";
import { useIntl } from "react-intl";
import { Link, useLocation, useParams } from "wouter";
import { messageOf, statusOf, Button, ButtonLink, DataTable, Page, notify, NotFound, shared } from "@web/kit";
import { useCanWrite, useCompanyId } from "../../lib/company.js";
import { kindKey, type StructureKind } from "../../lib/kinds.js";
import { useWorkersOf } from "../../lib/workers.js";
import { fullName } from "../../../workers/data.js";
import * as css from "../../structure.css.js";
import { RemoveDialog } from "../RemoveDialog/index.js";
import type { StructureFormProps } from "../StructureForms/index.js";

export interface DetailRow<T> {
  label: string;
  value: (item: T) => React.ReactNode;
}

/**
 * One department, office or role (spec §2 /company/<kind>/:id): its details, and for admins and managers the edit
 * form, the removal and the people who belong to it.
 */
export function StructureItem<T extends { id: string; name: string; updatedAt: string }, I>({
  kind,
  details,
  Form,
  toInput,
  header,
}: {
  kind: StructureKind<T, I>;
  details: DetailRow<T>[];
  Form: ComponentType<StructureFormProps<I>>;
  toInput: (item: T) => I;
  header?: React.ReactNode;
}) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: `${kind.messages}.${key}` });
  const { id = "" } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const companyId = useCompanyId();
  const canWrite = useCanWrite();
  const client = useQueryClient();
  const [removing, setRemoving] = useState(false);

  const item = useQuery({
    queryKey: [...kindKey(companyId, kind), "item", id],
    enabled: Boolean(companyId && id),
    queryFn: () => kind.get(companyId, id),
  });
  const workers = useWorkersOf(companyId, kind.workerFilter ? { [kind.workerFilter]: id } : {}, {
    enabled: canWrite && Boolean(kind.workerFilter),
  });

  const save = useMutation({
    meta: { quiet: true },
    mutationFn: (values: I) => kind.update(companyId, id, values),
    onSuccess: async () => {
      notify("positive", t("updated"));
      await client.invalidateQueries({ queryKey: kindKey(companyId, kind) });
    },
  });
  const remove = useMutation({
    meta: { quiet: true },
    mutationFn: () => kind.remove(companyId, id),
    onSuccess: async () => {
      notify("positive", t("removed"));
      await client.invalidateQueries({ queryKey: kindKey(companyId, kind) });
      navigate(kind.path);
    },
    onError: (error) => notify("negative", messageOf(error)),
  });

  if (item.isError && statusOf(item.error) === 404) return <NotFound />;
  const data = item.data;
  const back = (
    <p>
      <Link href={kind.path} className={shared.standaloneLink}>
        ← {intl.formatMessage({ id: "people.structure.backToList" })}
      </Link>
    </p>
  );
  if (!data) {
    return (
      <Page title={t("one")}>
        {header}
        {back}
        <p role="status">{item.isError ? messageOf(item.error) : intl.formatMessage({ id: "app.loading" })}</p>
      </Page>
    );
  }

  return (
    <Page
      title={data.name}
      actions={
        canWrite && (
          <Button variant="danger" onPress={() => setRemoving(true)}>
            {intl.formatMessage({ id: "people.structure.remove" })}
          </Button>
        )
      }
    >
      {header}
      {back}
      <section className={css.section} aria-labelledby="item-details">
        <h2 id="item-details" className={css.sectionTitle}>
          {canWrite ? t("edit") : intl.formatMessage({ id: "people.structure.details" })}
        </h2>
        {canWrite ? (
          <Form
            key={data.updatedAt}
            initial={toInput(data)}
            pending={save.isPending}
            error={save.error}
            submitLabel={intl.formatMessage({ id: "common.save" })}
            onSubmit={(values) => save.mutate(values)}
          />
        ) : (
          <dl className={css.dl}>
            <dt className={css.dt}>{intl.formatMessage({ id: "people.structure.name" })}</dt>
            <dd className={css.dd}>{data.name}</dd>
            {details.map((row) => (
              <FragmentRow key={row.label} label={row.label} value={row.value(data)} />
            ))}
          </dl>
        )}
      </section>
      {kind.workerFilter && canWrite && (
        <section aria-labelledby="item-workers">
          <h2 id="item-workers" className={css.sectionTitle}>
            {intl.formatMessage({ id: "people.structure.workers" })}
            {workers.data ? ` (${workers.data.total})` : ""}
          </h2>
          <DataTable
            label={intl.formatMessage({ id: "people.structure.workers" })}
            columns={[
              {
                id: "name",
                header: intl.formatMessage({ id: "people.structure.name" }),
                isRowHeader: true,
                cell: (w) => fullName(w),
              },
              { id: "email", header: intl.formatMessage({ id: "people.structure.email" }), cell: (w) => w.email },
            ]}
            rows={workers.data?.items ?? []}
            rowHref={(w) => `/workers/${w.id}`}
            isLoading={workers.isPending}
          />
          {workers.data && workers.data.total > workers.data.items.length && (
            <ButtonLink href={`/workers?${kind.workerFilter}=${id}`}>
              {intl.formatMessage({ id: "nav.workers" })}
            </ButtonLink>
          )}
        </section>
      )}
      <RemoveDialog
        name={data.name}
        isOpen={removing}
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
        onClose={() => setRemoving(false)}
      />
    </Page>
  );
}

function FragmentRow({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <>
      <dt className={css.dt}>{label}</dt>
      <dd className={css.dd}>{value}</dd>
    </>
  );
}
