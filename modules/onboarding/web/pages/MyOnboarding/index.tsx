import { useState } from "react";
import { useIntl } from "react-intl";
import { useQuery } from "@tanstack/react-query";
import { STAGES, type ChecklistItem, type WorkerDocumentList } from "../../../contract/index.js";
import { fileLinks, useCompanyId, useMyContract, useMyOnboarding, useSendDocument, useSign } from "../../queries.js";
import {
  api,
  Button,
  Checkbox,
  FileUpload,
  messageOf,
  notify,
  Page,
  ProgressBar,
  shared as styles,
  useT,
} from "@web/kit";

const ACCEPT = ["application/pdf", "image/png", "image/jpeg", ".pdf", ".png", ".jpg", ".jpeg"] as const;

function DocumentRow({ item }: { item: ChecklistItem }) {
  const t = useT("onboarding.me");
  const [error, setError] = useState<string | undefined>();
  const send = useSendDocument({
    onSuccess: () => {
      setError(undefined);
      notify("positive", t("sent"));
    },
    onError: (e) => setError(messageOf(e)),
  });
  const state =
    item.state === "returned" ? t("state.returned", { reason: item.reason ?? "" }) : t(`state.${item.state}`);
  return (
    <li className={styles.card} data-requirement={item.requirementId}>
      <h3>{item.name}</h3>
      <p role="status">{state}</p>
      {item.state !== "accepted" && (
        <FileUpload
          label={item.state === "missing" ? t("send", { name: item.name }) : t("sendAgain", { name: item.name })}
          buttonLabel={item.state === "missing" ? t("send", { name: item.name }) : t("sendAgain", { name: item.name })}
          accept={ACCEPT}
          typeMessage={t("fileType")}
          sizeMessage={t("fileSize")}
          description={t("fileHint")}
          errorMessage={error}
          isDisabled={send.isPending}
          onFile={(file) => send.mutate({ requirementId: item.requirementId, file })}
        />
      )}
    </li>
  );
}

/**
 * /onboarding/me: the new hire's checklist (profile, documents, contract terms). The stage is the server's: it moves
 * as these facts change, never by a button.
 */
export default function MyOnboardingPage() {
  const t = useT("onboarding.me");
  const intl = useIntl();
  const companyId = useCompanyId();
  const onboarding = useMyOnboarding();
  const data = onboarding.data;
  const contractVisible = Boolean(data?.contractRequired && data.missingProfile.length === 0);
  const contract = useMyContract(contractVisible && data?.stage !== "completed");
  const info = data?.contract ?? contract.data ?? null;
  const [agree, setAgree] = useState(false);
  const [signError, setSignError] = useState<string | undefined>();
  const sign = useSign({
    onSuccess: () => {
      setSignError(undefined);
      notify("positive", t("signedNow"));
    },
    onError: (e) => setSignError(messageOf(e)),
  });
  const documents = useQuery({
    queryKey: ["onboarding", companyId, "me", "documents", data?.workerId ?? ""],
    enabled: Boolean(data?.contract?.signed),
    queryFn: () =>
      api.get("/api/companies/{companyId}/documents/{workerId}", {
        params: { companyId, workerId: data!.workerId },
      }) as Promise<WorkerDocumentList>,
  });
  const signedCopy = documents.data?.items.find((d) => d.category === "contract");

  if (onboarding.isError) {
    return (
      <Page title={t("title")}>
        <p>{t("none")}</p>
      </Page>
    );
  }
  if (!data) return <Page title={t("title")}>{null}</Page>;
  const step = STAGES.indexOf(data.stage);
  const stageName = t(`stage.${data.stage}`);
  return (
    <Page title={t("title")}>
      <p role="status">{t("stage", { stage: stageName })}</p>
      <ProgressBar label={t("progress")} value={step} maxValue={STAGES.length - 1} valueLabel={stageName} />
      {data.stage === "completed" && <p>{t("completed")}</p>}

      <section className={styles.card} aria-labelledby="onb-profile">
        <h2 id="onb-profile">{t("profile")}</h2>
        {data.missingProfile.length > 0 ? (
          <>
            <p>{t("profileMissing", { fields: data.missingProfile.map((f) => t(`field.${f}`)).join(", ") })}</p>
            <a className={styles.standaloneLink} href="/employee-profile">
              {t("editProfile")}
            </a>
          </>
        ) : (
          <p>{t("profileDone")}</p>
        )}
      </section>

      {data.documents.length > 0 && (
        <section aria-labelledby="onb-documents">
          <h2 id="onb-documents">{t("documents")}</h2>
          <ul style={{ listStyle: "none", padding: 0, margin: 0 }}>
            {data.documents.map((item) => (
              <DocumentRow key={item.requirementId} item={item} />
            ))}
          </ul>
        </section>
      )}

      {data.contractRequired && (
        <section className={styles.card} aria-labelledby="onb-contract">
          <h2 id="onb-contract">{t("contract")}</h2>
          {info?.signed ? (
            <>
              <p>
                {t("signed", {
                  date: intl.formatDate(new Date(info.signedAt!), { dateStyle: "medium", timeStyle: "short" }),
                })}
              </p>
              {signedCopy && (
                <a className={styles.standaloneLink} href={fileLinks.document(companyId, signedCopy.id)} download>
                  {t("signedCopy")}
                </a>
              )}
            </>
          ) : info ? (
            <>
              <a className={styles.standaloneLink} href={fileLinks.contract(companyId, info.id)} download>
                {t("read")}
              </a>
              <p className={styles.muted} style={{ overflowWrap: "anywhere" }}>
                {t("fingerprint", { hash: info.sha256 })}
              </p>
              <Checkbox isSelected={agree} onChange={setAgree}>
                {t("agree")}
              </Checkbox>
              {signError && (
                <p role="alert" className={styles.errorText}>
                  {signError}
                </p>
              )}
              <Button isDisabled={!agree || sign.isPending} onPress={() => sign.mutate(info.sha256)}>
                {t("sign")}
              </Button>
            </>
          ) : (
            <p>{t("profileMissing", { fields: data.missingProfile.map((f) => t(`field.${f}`)).join(", ") })}</p>
          )}
        </section>
      )}
    </Page>
  );
}
