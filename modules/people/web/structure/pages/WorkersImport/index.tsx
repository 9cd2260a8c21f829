import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { api, messageOf, Button, ButtonLink, FileUpload, MAX_FILE_BYTES, Page, ProgressBar } from "@web/kit";
import { UPLOAD_FIELD } from "../../../../contract/images.js";
import type { ImportMode } from "../../../../contract/worker-import.js";
import { ImportReport, type WorkerImport } from "../../components/ImportReport/index.js";
import { useCatalogue } from "../../lib/catalogue.js";
import { peopleKeys, useCompanyId } from "../../lib/company.js";
import { saveBlob } from "../../lib/download.js";
import * as css from "../../structure.css.js";

/** CSV or Excel, at most 2 MB (the server checks the content again). */
const SHEET_TYPES = [
  ".csv",
  ".xlsx",
  "text/csv",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
] as const;
const TEMPLATE_NAME = "workers-import-template.csv";
/** How often a running import is read again. */
export const IMPORT_POLL_MS = 1000;

/**
 * /workers/import (admin): download the template, choose a CSV or Excel file, check it (a dry run answering the
 * errors row by row), then import every row (nothing is written if one row has an error) or only the valid ones.
 * Workers are created in the background: the progress bar follows the import record until it is done.
 */
export default function WorkersImportPage() {
  const intl = useIntl();
  const catalogue = useCatalogue();
  const companyId = useCompanyId();
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `people.import.${id}` }, values);

  const template = useMutation({
    mutationFn: () =>
      api.get("/api/companies/{companyId}/workers/import/template", { params: { companyId }, parseAs: "blob" }),
    onSuccess: (blob) => saveBlob(blob, TEMPLATE_NAME),
  });

  const send = (mode: ImportMode) => {
    const body = new FormData();
    body.append(UPLOAD_FIELD, file!, file!.name);
    // multipart: the route declares no JSON body, so the typed client passes the form through
    return api.post("/api/companies/{companyId}/workers/import", {
      params: { companyId },
      query: { mode },
      body: body as never,
    });
  };
  const check = useMutation({ meta: { quiet: true }, mutationFn: () => send("validate") });
  const run = useMutation({ meta: { quiet: true }, mutationFn: (mode: Exclude<ImportMode, "validate">) => send(mode) });

  const started =
    run.data && (run.data.status === "queued" || run.data.status === "running" || run.data.status === "done");
  const progress = useQuery({
    queryKey: ["people", companyId, "imports", run.data?.id],
    enabled: Boolean(started && run.data?.id),
    queryFn: () =>
      api.get("/api/companies/{companyId}/workers/imports/{importId}", {
        params: { companyId, importId: run.data!.id },
        query: { rows: "problems" },
      }),
    refetchInterval: (query) => (query.state.data?.status === "done" ? false : IMPORT_POLL_MS),
  });
  const record: WorkerImport | undefined = started ? (progress.data ?? run.data) : undefined;
  const done = record?.status === "done";
  // the new workers show in the lists once the import is done
  useEffect(() => {
    if (done) void client.invalidateQueries({ queryKey: peopleKeys.workers(companyId) });
  }, [done, client, companyId]);

  const reset = () => {
    setFile(null);
    check.reset();
    run.reset();
  };
  const checked = check.data;
  const refused = run.data?.status === "refused" ? run.data : undefined;
  const failure = check.error ?? run.error;

  return (
    <Page title={t("title")}>
      <p className={css.hint}>{t("intro")}</p>

      <section className={css.section} aria-labelledby="import-template">
        <h2 id="import-template" className={css.sectionTitle}>
          {t("step1")}
        </h2>
        <p className={css.hint}>{t("templateHint")}</p>
        <Button variant="secondary" onPress={() => template.mutate()} isDisabled={template.isPending}>
          {t("template")}
        </Button>
      </section>

      <section className={css.section} aria-labelledby="import-file">
        <h2 id="import-file" className={css.sectionTitle}>
          {t("step2")}
        </h2>
        <FileUpload
          label={t("file")}
          buttonLabel={t("choose")}
          description={t("fileHint")}
          accept={SHEET_TYPES}
          maxBytes={MAX_FILE_BYTES}
          typeMessage={catalogue("PEOPLE_IMPORT_FILE_INVALID")}
          sizeMessage={catalogue("FILE_TOO_LARGE")}
          isDisabled={run.isPending || (started && !done)}
          onFile={(chosen) => {
            reset();
            setFile(chosen);
          }}
        >
          {file && (
            <span>
              {t("chosen", {
                name: file.name,
                size: intl.formatNumber(file.size / 1024, { maximumFractionDigits: 1 }) + " KB",
              })}
            </span>
          )}
        </FileUpload>
      </section>

      <section className={css.section} aria-labelledby="import-check">
        <h2 id="import-check" className={css.sectionTitle}>
          {t("step3")}
        </h2>
        {failure && (
          <p role="alert" className={css.alert}>
            {messageOf(failure)}
          </p>
        )}
        {!record && (
          <div className={css.toolbar}>
            <Button onPress={() => check.mutate()} isDisabled={!file || check.isPending || run.isPending}>
              {check.isPending ? t("checking") : t("check")}
            </Button>
          </div>
        )}
        {checked && !record && (
          <>
            <p role="status">
              {t("summary", { rows: checked.total, valid: checked.valid, invalid: checked.invalid })}{" "}
              {checked.invalid === 0 && checked.total > 0 ? t("allValid") : ""}
            </p>
            {checked.ignoredColumns.length > 0 && (
              <p className={css.info}>{t("ignored", { columns: checked.ignoredColumns.join(", ") })}</p>
            )}
            <div className={css.toolbar}>
              <Button onPress={() => run.mutate("all")} isDisabled={checked.valid === 0 || run.isPending}>
                {t("importAll")}
              </Button>
              <Button
                variant="secondary"
                onPress={() => run.mutate("valid-only")}
                isDisabled={checked.valid === 0 || run.isPending}
              >
                {t("importValid")}
              </Button>
            </div>
            <p className={css.hint}>{t("allOrNothing")}</p>
          </>
        )}
        {refused && (
          <p role="alert" className={css.alert}>
            {t("refusedAll", { invalid: refused.invalid })}
          </p>
        )}
        {record && (
          <>
            <ProgressBar
              label={t("progress")}
              value={record.created + record.failed}
              maxValue={Math.max(record.valid, 1)}
              valueLabel={t("running", { done: record.created + record.failed, total: record.valid })}
            />
            {done && (
              <div role="status">
                <p>
                  <strong>{t("done")}</strong>{" "}
                  {t("result", { created: record.created, skipped: record.invalid + record.failed })}
                </p>
                <div className={css.toolbar}>
                  <ButtonLink href="/workers" variant="primary">
                    {t("seeWorkers")}
                  </ButtonLink>
                  <Button variant="secondary" onPress={reset}>
                    {t("again")}
                  </Button>
                </div>
              </div>
            )}
          </>
        )}
        <ImportReport result={record ?? refused ?? checked ?? { rows: [] }} />
      </section>
    </Page>
  );
}
