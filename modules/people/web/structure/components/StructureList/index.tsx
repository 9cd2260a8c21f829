import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type ComponentType } from "react";
import { useIntl } from "react-intl";
import {
  Button,
  DataTable,
  type DataColumn,
  type PageSize,
  Dialog,
  Page,
  SearchField,
  notify,
  messageOf,
} from "@web/kit";
import { useCanWrite, useCompanyId } from "../../lib/company.js";
import { kindKey, type StructureKind } from "../../lib/kinds.js";
import * as css from "../../structure.css.js";
import { RemoveDialog } from "../RemoveDialog/index.js";
import type { StructureFormProps } from "../StructureForms/index.js";

type Editing<T> = { mode: "create" } | { mode: "edit"; item: T } | null;

/**
 * A structure list page (spec §2 /company/departments, offices, roles, general-roles): name search, paging by 5, 20
 * or 50 (spec §9), and for admins and managers create, edit and remove in dialogs. Employees see the list only.
 */
export function StructureList<T extends { id: string; name: string }, I>({
  kind,
  columns,
  Form,
  toInput,
  header,
  itemLinks = true,
}: {
  kind: StructureKind<T, I>;
  /** Columns after the name. */
  columns: DataColumn<T>[];
  Form: ComponentType<StructureFormProps<I>>;
  /** An item as the form's starting values. */
  toInput: (item: T) => I;
  /** Shown between the heading and the list (the company's sub-page tabs). */
  header?: React.ReactNode;
  /** Rows lead to the item's page. @default true */
  itemLinks?: boolean;
}) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `${kind.messages}.${key}` }, values);
  const companyId = useCompanyId();
  const canWrite = useCanWrite();
  const client = useQueryClient();
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(20);
  const [editing, setEditing] = useState<Editing<T>>(null);
  const [removing, setRemoving] = useState<T | null>(null);

  const list = useQuery({
    queryKey: [...kindKey(companyId, kind), "list", { q, page, pageSize }],
    enabled: Boolean(companyId),
    placeholderData: keepPreviousData,
    queryFn: () => kind.list(companyId, { q: q || undefined, limit: pageSize, skip: (page - 1) * pageSize }),
  });

  const refresh = () => client.invalidateQueries({ queryKey: kindKey(companyId, kind) });
  const save = useMutation({
    meta: { quiet: true },
    mutationFn: (values: I) =>
      editing?.mode === "edit" ? kind.update(companyId, editing.item.id, values) : kind.create(companyId, values),
    onSuccess: async () => {
      notify("positive", t(editing?.mode === "edit" ? "updated" : "created"));
      setEditing(null);
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (item: T) => kind.remove(companyId, item.id),
    onSuccess: async () => {
      notify("positive", t("removed"));
      setRemoving(null);
      // the last row of a page gone: go back a page
      if (list.data && list.data.items.length === 1 && page > 1) setPage(page - 1);
      await refresh();
    },
    onError: (error) => notify("negative", messageOf(error)),
    meta: { quiet: true },
  });

  const open = (next: Editing<T>) => {
    save.reset();
    setEditing(next);
  };

  const allColumns: DataColumn<T>[] = [
    {
      id: "name",
      header: intl.formatMessage({ id: "people.structure.name" }),
      isRowHeader: true,
      cell: (item) => item.name,
    },
    ...columns,
  ];
  if (canWrite) {
    allColumns.push({
      id: "actions",
      header: intl.formatMessage({ id: "common.actions" }),
      cell: (item) => (
        <div className={css.cellActions}>
          <Button
            variant="secondary"
            className={css.smallButton}
            aria-label={intl.formatMessage({ id: "people.structure.editItem" }, { name: item.name })}
            onPress={() => open({ mode: "edit", item })}
          >
            {intl.formatMessage({ id: "common.edit" })}
          </Button>
          <Button
            variant="ghost"
            className={css.smallButton}
            aria-label={intl.formatMessage({ id: "people.structure.removeItem" }, { name: item.name })}
            onPress={() => setRemoving(item)}
          >
            {intl.formatMessage({ id: "people.structure.remove" })}
          </Button>
        </div>
      ),
    });
  }

  return (
    <Page
      title={t("title")}
      actions={canWrite && <Button onPress={() => open({ mode: "create" })}>{t("create")}</Button>}
    >
      {header}
      <div className={css.toolbar}>
        <div className={css.grow}>
          <SearchField
            label={t("search")}
            onSearch={(text) => {
              setQ(text);
              setPage(1);
            }}
          />
        </div>
      </div>
      <DataTable
        label={t("title")}
        columns={allColumns}
        rows={list.data?.items ?? []}
        total={list.data?.total ?? 0}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
        rowHref={itemLinks ? (item) => `${kind.path}/${item.id}` : undefined}
        isLoading={list.isPending}
      />
      <Dialog
        title={t(editing?.mode === "edit" ? "edit" : "create")}
        isOpen={editing !== null}
        onClose={() => setEditing(null)}
      >
        {editing && (
          <Form
            key={editing.mode === "edit" ? editing.item.id : "new"}
            initial={editing.mode === "edit" ? toInput(editing.item) : undefined}
            pending={save.isPending}
            error={save.error}
            submitLabel={intl.formatMessage({ id: editing.mode === "edit" ? "common.save" : "common.create" })}
            onSubmit={(values) => save.mutate(values)}
            onCancel={() => setEditing(null)}
            autoFocus
          />
        )}
      </Dialog>
      <RemoveDialog
        name={removing?.name ?? ""}
        isOpen={removing !== null}
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
        onClose={() => setRemoving(null)}
      />
    </Page>
  );
}
