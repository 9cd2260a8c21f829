import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useIntl } from "react-intl";
import type { ApiResponse } from "../../../../sdk/src/index.js";
import { api, ApiError, messageOf } from "../../api/client.js";
import { useEnabledModules } from "../../app/enabled-modules.js";
import { useCompanyToday, useSession } from "../../auth/session.js";
import { Button } from "../../components/Button/index.js";
import { Checkbox } from "../../components/Checkbox/index.js";
import { DatePicker } from "../../components/DatePicker/index.js";
import { Dialog } from "../../components/Dialog/index.js";
import { KeysTable } from "../../components/KeysTable/index.js";
import { Page } from "../../components/Page/index.js";
import { SelectField } from "../../components/SelectField/index.js";
import * as common from "../../components/styles.css.js";
import { TextField } from "../../components/TextField/index.js";
import { notify } from "../../components/Toasts/toasts.js";
import * as styles from "../../components/KeysTable/keys-table.css.js";

type ApiKey = ApiResponse<"get", "/api/companies/{companyId}/api-keys">["items"][number];
type Created = ApiResponse<"post", "/api/companies/{companyId}/api-keys">;
const KEY_LEVELS = ["requester", "revisor", "admin"] as const;

const keysOf = (companyId: string | undefined) => ["companies", companyId, "api-keys"] as const;

/** The day after `day` (`YYYY-MM-DD`), for the first day an expiry may be set to. */
function nextDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * /api-keys (issue 19, admins): the company's API keys for the SDK and integrations. Lists each key with its scopes,
 * level, expiry and last use; creates one (the key is shown once, with a copy button); revokes one.
 */
export default function ApiKeys() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const session = useSession();
  const companyId = session.company?.id;
  const today = useCompanyToday();
  const modules = useEnabledModules(companyId);
  const queryClient = useQueryClient();

  const keys = useQuery({
    queryKey: keysOf(companyId),
    enabled: Boolean(companyId),
    queryFn: () => api.get("/api/companies/{companyId}/api-keys", { params: { companyId: companyId! } }),
  });

  const [name, setName] = useState("");
  const [level, setLevel] = useState<(typeof KEY_LEVELS)[number]>("requester");
  const [scopes, setScopes] = useState<ReadonlySet<string>>(new Set());
  const [expiresOn, setExpiresOn] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [created, setCreated] = useState<Created | null>(null);

  const create = useMutation({
    mutationFn: () =>
      api.post("/api/companies/{companyId}/api-keys", {
        params: { companyId: companyId! },
        body: {
          name: name.trim(),
          scopes: [...scopes],
          level,
          // the key works through the chosen day
          ...(expiresOn ? { expiresAt: new Date(`${expiresOn}T23:59:59`).toISOString() } : {}),
        },
      }),
    onSuccess: (key) => {
      setCreated(key);
      setName("");
      setScopes(new Set());
      setExpiresOn("");
      setErrors({});
      void queryClient.invalidateQueries({ queryKey: keysOf(companyId) });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.field) setErrors({ [error.field]: error.message });
      else notify("negative", messageOf(error));
    },
  });

  const revoke = useMutation({
    mutationFn: (key: ApiKey) =>
      api.delete("/api/companies/{companyId}/api-keys/{keyId}", { params: { companyId: companyId!, keyId: key.id } }),
    onSuccess: () => {
      notify("positive", t("apiKeys.revoked"));
      void queryClient.invalidateQueries({ queryKey: keysOf(companyId) });
    },
    onError: (error) => notify("negative", messageOf(error)),
  });

  const submit = () => {
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = t("apiKeys.nameRequired");
    if (scopes.size === 0) found.scopes = t("apiKeys.scopesRequired");
    setErrors(found);
    if (Object.keys(found).length === 0) create.mutate();
  };

  const toggleScope = (scope: string, on: boolean) =>
    setScopes((current) => {
      const next = new Set(current);
      if (on) next.add(scope);
      else next.delete(scope);
      return next;
    });

  const when = (iso: string | null, empty: string) =>
    iso ? intl.formatDate(iso, { dateStyle: "medium", timeStyle: "short" }) : empty;

  const statusOf = (key: ApiKey): "active" | "revoked" | "expired" =>
    key.revokedAt ? "revoked" : key.expiresAt && Date.parse(key.expiresAt) <= Date.now() ? "expired" : "active";

  const copy = async (key: string) => {
    try {
      await navigator.clipboard.writeText(key);
      notify("positive", t("apiKeys.copied"));
    } catch {
      notify("negative", t("apiKeys.copyFailed"));
    }
  };

  const moduleScopes = [...(modules ?? [])].sort().map((id) => `${id}.*`);

  return (
    <Page title={t("apiKeys.title")}>
      <div style={{ display: "grid", gap: "1rem", maxWidth: "48rem" }}>
        <section className={common.card} aria-labelledby="api-keys-new">
          <h2 id="api-keys-new" className={styles.heading}>
            {t("apiKeys.new")}
          </h2>
          <p className={common.muted}>
            {t("apiKeys.intro")} <a href="/api/docs">{t("apiKeys.docs")}</a>
          </p>
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <TextField
              label={t("apiKeys.name")}
              name="name"
              description={t("apiKeys.nameHint")}
              value={name}
              onChange={setName}
              maxLength={80}
              isRequired
              errorMessage={errors.name}
            />
            <SelectField
              label={t("apiKeys.level")}
              description={t("apiKeys.levelHint")}
              options={KEY_LEVELS.map((l) => ({ id: l, label: t(`level.${l}`) }))}
              value={level}
              onChange={(l) => setLevel(l as (typeof KEY_LEVELS)[number])}
            />
            <fieldset className={styles.scopeChoices} aria-describedby="api-keys-scopes-hint">
              <legend className={styles.legend}>{t("apiKeys.scopes")}</legend>
              <p id="api-keys-scopes-hint" className={common.muted} style={{ margin: "0 0 0.25rem" }}>
                {t("apiKeys.scopesHint")}
              </p>
              <Checkbox isSelected={scopes.has("*")} onChange={(on) => toggleScope("*", on)}>
                {t("apiKeys.scopeAll")}
              </Checkbox>
              {moduleScopes.map((scope) => (
                <Checkbox key={scope} isSelected={scopes.has(scope)} onChange={(on) => toggleScope(scope, on)}>
                  {t("apiKeys.scopeModule", { module: scope.slice(0, -2) })}
                </Checkbox>
              ))}
              {errors.scopes && (
                <p role="alert" className={common.errorText}>
                  {errors.scopes}
                </p>
              )}
            </fieldset>
            <DatePicker
              label={t("apiKeys.expiresOn")}
              description={t("apiKeys.expiresHint")}
              value={expiresOn}
              onChange={setExpiresOn}
              minValue={nextDay(today)}
              errorMessage={errors.expiresAt}
            />
            <Button type="submit" isDisabled={create.isPending || !companyId}>
              {t("apiKeys.create")}
            </Button>
          </form>
        </section>

        <KeysTable<ApiKey>
          id="api-keys-list"
          title={t("apiKeys.list")}
          keys={keys}
          empty={t("apiKeys.none")}
          status={(key) => t(`apiKeys.status.${statusOf(key)}`)}
          head={(key) => <span className={common.muted}>…{key.hint}</span>}
          messages="apiKeys"
          tags={(key) => ({ label: t("apiKeys.scopes"), items: key.scopes })}
          revoke={{
            isPending: revoke.isPending,
            onConfirm: (key) => revoke.mutateAsync(key),
          }}
        >
          {(key) => (
            <dl className={styles.facts}>
              <div className={styles.fact}>
                <dt className={styles.factTerm}>{t("apiKeys.level")}</dt>
                <dd className={styles.factValue}>{t(`level.${key.level}`)}</dd>
              </div>
              <div className={styles.fact}>
                <dt className={styles.factTerm}>{t("apiKeys.createdAt")}</dt>
                <dd className={styles.factValue}>{when(key.createdAt, "")}</dd>
              </div>
              <div className={styles.fact}>
                <dt className={styles.factTerm}>{t("apiKeys.expiresAt")}</dt>
                <dd className={styles.factValue}>{when(key.expiresAt, t("apiKeys.never"))}</dd>
              </div>
              <div className={styles.fact}>
                <dt className={styles.factTerm}>{t("apiKeys.lastUsedAt")}</dt>
                <dd className={styles.factValue}>{when(key.lastUsedAt, t("apiKeys.notUsed"))}</dd>
              </div>
              {key.revokedAt && (
                <div className={styles.fact}>
                  <dt className={styles.factTerm}>{t("apiKeys.revokedAt")}</dt>
                  <dd className={styles.factValue}>{when(key.revokedAt, "")}</dd>
                </div>
              )}
            </dl>
          )}
        </KeysTable>
      </div>

      <Dialog title={t("apiKeys.createdTitle")} isOpen={created !== null} onClose={() => setCreated(null)}>
        {created && (
          <div style={{ display: "grid", gap: "0.75rem" }}>
            <p>{t("apiKeys.createdHint", { name: created.name })}</p>
            <p className={styles.secret} aria-label={t("apiKeys.secret")} data-testid="api-key-secret">
              {created.key}
            </p>
            <div className={common.row}>
              <Button onPress={() => void copy(created.key)}>{t("apiKeys.copy")}</Button>
              <Button variant="secondary" onPress={() => setCreated(null)}>
                {t("apiKeys.done")}
              </Button>
            </div>
          </div>
        )}
      </Dialog>
    </Page>
  );
}
