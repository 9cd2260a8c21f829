import { useParams } from "wouter";
import type { FormResponse } from "../../../contract/index.js";
import { useForm, useResponsesTable, useUpdateForm, useCompanyId } from "../../queries.js";
import { Button, DataTable, NotFound, Page, shared as styles, useT } from "@web/kit";

/** /custom-forms/:formId (admins): the public link, open or close, the responses and their Excel export. */
export default function FormResponsesPage() {
  const t = useT("forms.responses");
  const { formId = "" } = useParams<{ formId: string }>();
  const companyId = useCompanyId();
  const form = useForm(formId);
  const responses = useResponsesTable(formId);
  const update = useUpdateForm(formId);
  if (form.isError) return <NotFound />;
  if (!form.data) return <p role="status">{t("loading")}</p>;
  const data = form.data;
  const link = `${window.location.origin}/forms/${data.publicId}`;
  const base = `/api/companies/${companyId}/forms/${formId}/responses`;

  return (
    <Page title={data.title}>
      <section className={styles.card} aria-labelledby="form-link">
        <h2 id="form-link">{t("linkTitle")}</h2>
        <p style={{ overflowWrap: "anywhere" }}>
          <a className={styles.standaloneLink} href={link}>
            {link}
          </a>
        </p>
        <p>{t(`status.${data.status}`)}</p>
        <div className={styles.row}>
          <Button
            variant="secondary"
            isDisabled={update.isPending}
            onPress={() => update.mutate({ status: data.status === "open" ? "closed" : "open" })}
          >
            {data.status === "open" ? t("close") : t("reopen")}
          </Button>
          <a className={styles.standaloneLink} href={`${base}/export`} download>
            {t("export")}
          </a>
        </div>
      </section>
      <DataTable<FormResponse>
        label={t("title")}
        rows={responses.items as FormResponse[]}
        {...responses.table}
        columns={[
          {
            id: "submittedAt",
            header: t("submitted"),
            isRowHeader: true,
            cell: (r) => new Date(r.submittedAt).toLocaleString(),
          },
          ...data.fields.map((field) => ({
            id: field.id,
            header: field.label,
            cell: (r: FormResponse) => {
              const value = r.answers[field.id];
              if (value === undefined) return "";
              if (typeof value === "string") return value;
              return (
                <a className={styles.standaloneLink} href={`${base}/${r.id}/files/${field.id}`}>
                  {value.name}
                </a>
              );
            },
          })),
        ]}
      />
    </Page>
  );
}
