import { useState } from "react";
import { useIntl } from "react-intl";
import { messageOf } from "../../api/client.js";
import { Button } from "../../components/Button/index.js";
import { FileUpload, MAX_FILE_BYTES } from "../../components/FileUpload/index.js";
import { notify } from "../../components/Toasts/toasts.js";
import * as styles from "../../founder/founder.css.js";
import { useCompanyLogo } from "../../founder/queries.js";
import { messageFor } from "../../../../core/errors/catalogue.js";
import { LOCALES } from "../../i18n/locales.js";

/** PNG or JPG (an SVG is refused: it can carry scripts), at most 2 MB; the server checks the content again. */
const LOGO_TYPES = ["image/png", "image/jpeg", ".png", ".jpg", ".jpeg"] as const;

/**
 * The company's logo on /platform-customization (issue 18): chosen or dropped, it is uploaded at once (not part of the
 * form's draft) and the company's open sessions show it in their header; "Remove logo" puts the product's mark back.
 * Give it `key={company.id}`: it keeps the logo it set for the company it was opened with.
 */
export function LogoField(props: { company: { id: string; name: string }; logoUrl: string | null }) {
  const { company } = props;
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `founder.customization.${id}` }, values);
  const locale = LOCALES.find((l) => l === intl.locale) ?? "en";
  const [error, setError] = useState<string>();
  // what the last upload or removal left (the page's customisation read is not read again: see useCompanyLogo)
  const [logoUrl, setShown] = useState(props.logoUrl);
  const { upload, remove } = useCompanyLogo({
    onUploaded: (url) => {
      setShown(url);
      notify("positive", t("logoUploaded", { company: company.name }));
    },
    onRemoved: () => {
      setShown(null);
      notify("positive", t("logoRemoved", { company: company.name }));
    },
  });
  return (
    <div>
      <FileUpload
        label={t("logo")}
        buttonLabel={t(logoUrl ? "logoReplace" : "logoChoose")}
        description={t("logoHint")}
        accept={LOGO_TYPES}
        maxBytes={MAX_FILE_BYTES}
        typeMessage={messageFor("FILE_ONLY_PNG_JPG", locale)}
        sizeMessage={messageFor("FILE_TOO_LARGE", locale)}
        onFile={(file) => {
          setError(undefined);
          upload.mutate({ companyId: company.id, file }, { onError: (failure) => setError(messageOf(failure)) });
        }}
        errorMessage={error}
        isDisabled={upload.isPending}
      >
        {logoUrl ? (
          <img src={logoUrl} alt={t("logoOf", { company: company.name })} className={styles.logoPreview} />
        ) : (
          <span>{t("logoNone")}</span>
        )}
      </FileUpload>
      {logoUrl && (
        <Button variant="secondary" onPress={() => remove.mutate(company.id)} isDisabled={remove.isPending}>
          {t("logoRemove")}
        </Button>
      )}
    </div>
  );
}
