import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useIntl } from "react-intl";
import { type Space, spacesKeys, useCompanyId } from "../../queries.js";
import { api, FileUpload, messageFor, messageOf, notify, useT, type Locale } from "@web/kit";

const TYPES = ["image/png", "image/jpeg", ".png", ".jpg", ".jpeg"];

/** An admin's photo upload for a room or desk (multipart `photo`; core/files re-encodes it and makes its variants). */
export function SpacePhotoUpload({ space }: { space: Space }) {
  const t = useT("spaces");
  const intl = useIntl();
  const companyId = useCompanyId();
  const client = useQueryClient();
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const locale = intl.locale as Locale;

  const upload = async (file: File) => {
    setError(undefined);
    setPending(true);
    const body = new FormData();
    body.append("photo", file, file.name);
    try {
      // multipart: the route declares no JSON body, so the typed client passes the form through
      await api.post("/api/companies/{companyId}/spaces/spaces/{spaceId}/photo", {
        params: { companyId, spaceId: space.id },
        body: body as never,
      });
      await client.invalidateQueries({ queryKey: spacesKeys.all(companyId) });
      notify("positive", t("manage.saved"));
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <FileUpload
      label={t("manage.photo", { name: space.name })}
      buttonLabel={t("manage.choosePhoto")}
      accept={TYPES}
      typeMessage={messageFor("FILE_ONLY_PNG_JPG", locale)}
      sizeMessage={messageFor("FILE_TOO_LARGE", locale)}
      onFile={(file) => void upload(file)}
      errorMessage={error}
      isDisabled={pending}
    />
  );
}
