import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useIntl } from "react-intl";
import type { ApiResponse } from "../../../../sdk/src/index.js";
import { api, ApiError, messageOf } from "../../api/client.js";
import { useSession } from "../../auth/session.js";
import { Button } from "../../components/Button/index.js";
import { KeysTable } from "../../components/KeysTable/index.js";
import { Page } from "../../components/Page/index.js";
import { SelectField } from "../../components/SelectField/index.js";
import * as common from "../../components/styles.css.js";
import { TextField } from "../../components/TextField/index.js";
import { notify } from "../../components/Toasts/toasts.js";
import * as styles from "../../components/KeysTable/keys-table.css.js";

type PublishableKey = ApiResponse<"get", "/api/companies/{companyId}/publishable-keys">["items"][number];

const keysOf = (companyId: string | undefined) => ["companies", companyId, "publishable-keys"] as const;
const THEMES = ["auto", "light", "dark"] as const;
const LANGUAGES = ["auto", "en", "pt-BR", "es"] as const;
const LANGUAGE_NAMES: Record<string, string> = { en: "English", "pt-BR": "Português (Brasil)", es: "Español" };

/** The widgets this server serves: the built manifest (core/widgets/build-widgets.ts), same origin. */
async function builtWidgets(): Promise<string[]> {
  const response = await fetch("/widgets/manifest.json", { credentials: "omit" });
  if (!response.ok) return [];
  const manifest = (await response.json()) as { widgets?: Record<string, unknown> };
  return Object.keys(manifest.widgets ?? {}).sort();
}

/** The snippet an intranet pastes: the loader with the key, and the widget's element with its attributes. */
export function embedSnippet(options: {
  appOrigin: string;
  key: string;
  widget: string;
  theme: (typeof THEMES)[number];
  language: (typeof LANGUAGES)[number];
}): string {
  const attributes = [
    `name="${options.widget}"`,
    ...(options.theme === "auto" ? [] : [`theme="${options.theme}"`]),
    ...(options.language === "auto" ? [] : [`lang="${options.language}"`]),
  ].join(" ");
  return [
    `<script src="${options.appOrigin}/widgets/loader.js" data-key="${options.key}" async></script>`,
    `<workforce-widget ${attributes}></workforce-widget>`,
  ].join("\n");
}

/**
 * /embed-widgets (issue 19, admins): the company's publishable keys for intranet widgets (create one bound to the
 * intranet's exact addresses, revoke one) and the embed snippet generator: pick a key, a widget, a theme and a
 * language, and copy the `<script>` and element to paste into the intranet's page.
 */
export default function EmbedWidgets() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const companyId = useSession().company?.id;
  const queryClient = useQueryClient();

  const keys = useQuery({
    queryKey: keysOf(companyId),
    enabled: Boolean(companyId),
    queryFn: () => api.get("/api/companies/{companyId}/publishable-keys", { params: { companyId: companyId! } }),
  });
  const widgets = useQuery({ queryKey: ["widgets", "manifest"], queryFn: builtWidgets, staleTime: Infinity });

  const [name, setName] = useState("");
  const [origins, setOrigins] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [keyId, setKeyId] = useState("");
  const [widget, setWidget] = useState("");
  const [theme, setTheme] = useState<(typeof THEMES)[number]>("auto");
  const [language, setLanguage] = useState<(typeof LANGUAGES)[number]>("auto");

  const create = useMutation({
    mutationFn: () =>
      api.post("/api/companies/{companyId}/publishable-keys", {
        params: { companyId: companyId! },
        body: { name: name.trim(), allowedOrigins: origins.split(/[\s,]+/).filter(Boolean) },
      }),
    onSuccess: (key) => {
      setName("");
      setOrigins("");
      setErrors({});
      setKeyId(key.id);
      notify("positive", t("embed.keyCreated"));
      void queryClient.invalidateQueries({ queryKey: keysOf(companyId) });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.field) setErrors({ [error.field]: error.message });
      else notify("negative", messageOf(error));
    },
  });

  const revoke = useMutation({
    mutationFn: (key: PublishableKey) =>
      api.delete("/api/companies/{companyId}/publishable-keys/{keyId}", {
        params: { companyId: companyId!, keyId: key.id },
      }),
    onSuccess: () => {
      notify("positive", t("embed.revoked"));
      void queryClient.invalidateQueries({ queryKey: keysOf(companyId) });
    },
    onError: (error) => notify("negative", messageOf(error)),
  });

  const submit = () => {
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = t("embed.keyNameRequired");
    if (!origins.trim()) found.allowedOrigins = t("embed.originsRequired");
    setErrors(found);
    if (Object.keys(found).length === 0) create.mutate();
  };

  const active = (keys.data?.items ?? []).filter((key) => !key.revokedAt);
  const chosenKey = active.find((key) => key.id === keyId) ?? active[0];
  const names = widgets.data ?? [];
  const chosenWidget = names.includes(widget) ? widget : names[0];
  const widgetLabel = (id: string) => (intl.messages[`embed.widget.${id}`] ? t(`embed.widget.${id}`) : id);
  const snippet =
    chosenKey && chosenWidget
      ? embedSnippet({ appOrigin: window.location.origin, key: chosenKey.key, widget: chosenWidget, theme, language })
      : "";

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      notify("positive", t("embed.copied"));
    } catch {
      notify("negative", t("embed.copyFailed"));
    }
  };

  return (
    <Page title={t("embed.title")}>
      <div style={{ display: "grid", gap: "1rem", maxWidth: "48rem" }}>
        <p className={common.muted}>{t("embed.intro")}</p>

        <section className={common.card} aria-labelledby="embed-snippet">
          <h2 id="embed-snippet" className={styles.heading}>
            {t("embed.snippet")}
          </h2>
          {keys.isPending || widgets.isPending ? (
            <p role="status">{t("app.loading")}</p>
          ) : !chosenKey ? (
            <p>{t("embed.needKey")}</p>
          ) : !chosenWidget ? (
            <p>{t("embed.noWidgets")}</p>
          ) : (
            <div style={{ display: "grid", gap: "0.5rem" }}>
              <SelectField
                label={t("embed.key")}
                options={active.map((key) => ({ id: key.id, label: key.name }))}
                value={chosenKey.id}
                onChange={setKeyId}
              />
              <SelectField
                label={t("embed.widget")}
                options={names.map((id) => ({ id, label: widgetLabel(id) }))}
                value={chosenWidget}
                onChange={setWidget}
              />
              <SelectField
                label={t("embed.theme")}
                options={THEMES.map((id) => ({ id, label: t(`embed.theme.${id}`) }))}
                value={theme}
                onChange={(id) => setTheme(id as (typeof THEMES)[number])}
              />
              <SelectField
                label={t("embed.language")}
                options={LANGUAGES.map((id) => ({
                  id,
                  label: id === "auto" ? t("embed.language.auto") : LANGUAGE_NAMES[id]!,
                }))}
                value={language}
                onChange={(id) => setLanguage(id as (typeof LANGUAGES)[number])}
              />
              <h3 id="embed-code" className={styles.legend}>
                {t("embed.code")}
              </h3>
              <pre
                className={styles.secret}
                style={{ whiteSpace: "pre-wrap", margin: 0 }}
                aria-labelledby="embed-code"
                data-testid="embed-snippet"
                tabIndex={0}
              >
                {snippet}
              </pre>
              <div>
                <Button onPress={() => void copy()}>{t("embed.copy")}</Button>
              </div>
            </div>
          )}
        </section>

        <section className={common.card} aria-labelledby="embed-new-key">
          <h2 id="embed-new-key" className={styles.heading}>
            {t("embed.newKey")}
          </h2>
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <TextField
              label={t("embed.keyName")}
              name="name"
              description={t("embed.keyNameHint")}
              value={name}
              onChange={setName}
              maxLength={80}
              isRequired
              errorMessage={errors.name}
            />
            <TextField
              label={t("embed.origins")}
              name="allowedOrigins"
              description={t("embed.originsHint")}
              value={origins}
              onChange={setOrigins}
              maxLength={2000}
              isRequired
              errorMessage={errors.allowedOrigins}
            />
            <Button type="submit" isDisabled={create.isPending || !companyId}>
              {t("embed.createKey")}
            </Button>
          </form>
        </section>

        <KeysTable<PublishableKey>
          id="embed-keys"
          title={t("embed.keys")}
          keys={keys}
          empty={t("embed.keysNone")}
          status={(key) => t(key.revokedAt ? "embed.status.revoked" : "embed.status.active")}
          messages="embed"
          tags={(key) => ({ label: t("embed.origins"), items: key.allowedOrigins })}
          revoke={{
            isPending: revoke.isPending,
            onConfirm: (key) => revoke.mutateAsync(key),
          }}
        >
          {(key) => <p className={styles.secret}>{key.key}</p>}
        </KeysTable>
      </div>
    </Page>
  );
}
