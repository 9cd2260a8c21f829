import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useIntl } from "react-intl";
import { api, messageOf, Button, FileUpload, MAX_FILE_BYTES, notify } from "@web/kit";
import { UPLOAD_FIELD, type CompanyImageKind } from "../../../../contract/images.js";
import type { CompanyProfile } from "../../../workers/data.js";
import { useCatalogue } from "../../lib/catalogue.js";
import { peopleKeys, useCompanyId } from "../../lib/company.js";
import { imageSrc } from "../../lib/images.js";
import * as css from "../../structure.css.js";

/** Spec §5, §9: images are PNG or JPG, at most 2 MB. */
const IMAGE_TYPES = ["image/png", "image/jpeg", ".png", ".jpg", ".jpeg"] as const;

function ImageField({ kind, company }: { kind: CompanyImageKind; company: CompanyProfile }) {
  const intl = useIntl();
  const catalogue = useCatalogue();
  const companyId = useCompanyId();
  const client = useQueryClient();
  const [error, setError] = useState<string>();
  const t = (id: string) => intl.formatMessage({ id: `people.company.images.${id}` });
  const image = company[kind];
  const path = kind === "logo" ? "/api/companies/{companyId}/company/logo" : "/api/companies/{companyId}/company/photo";

  const refresh = () => client.invalidateQueries({ queryKey: peopleKeys.company(companyId) });
  const upload = useMutation({
    meta: { quiet: true },
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append(UPLOAD_FIELD, file, file.name);
      // multipart: the route declares no JSON body, so the typed client passes the form through
      return api.post(path, { params: { companyId }, body: body as never });
    },
    onMutate: () => setError(undefined),
    onSuccess: async () => {
      notify("positive", t("uploaded"));
      await refresh();
    },
    // the server's catalogue message ("Only PNG or JPG!", "Ops, invalid image.", ...) under the field
    onError: (failure) => setError(messageOf(failure)),
  });
  const remove = useMutation({
    mutationFn: () => api.delete(path, { params: { companyId } }),
    onSuccess: async () => {
      notify("positive", t("removed"));
      await refresh();
    },
  });

  return (
    <div>
      <FileUpload
        label={t(kind)}
        buttonLabel={t(image ? "replace" : "choose")}
        description={t("hint")}
        accept={IMAGE_TYPES}
        maxBytes={MAX_FILE_BYTES}
        typeMessage={catalogue("FILE_ONLY_PNG_JPG")}
        sizeMessage={catalogue("FILE_TOO_LARGE")}
        onFile={(file) => upload.mutate(file)}
        errorMessage={error}
        isDisabled={upload.isPending}
      >
        {image ? (
          <img src={imageSrc(image.src, "200x200")} alt={`${t(kind)} · ${company.name}`} className={css.imagePreview} />
        ) : (
          <span className={css.imagePreview} role="img" aria-label={t("none")} />
        )}
      </FileUpload>
      {image && (
        <Button
          variant="ghost"
          className={css.smallButton}
          onPress={() => remove.mutate()}
          isDisabled={remove.isPending}
          aria-label={`${t("remove")} · ${t(kind)}`}
        >
          {t("remove")}
        </Button>
      )}
    </div>
  );
}

/** The company's logo and photo (spec §3 Company "logo", "photo"; PNG or JPG up to 2 MB, spec §5). */
export function CompanyImages({ company }: { company: CompanyProfile }) {
  const intl = useIntl();
  return (
    <section className={css.section} aria-labelledby="company-images">
      <h2 id="company-images" className={css.sectionTitle}>
        {intl.formatMessage({ id: "people.company.edit.images" })}
      </h2>
      <div className={css.imageRow}>
        <ImageField kind="logo" company={company} />
        <ImageField kind="photo" company={company} />
      </div>
    </section>
  );
}
