import { useState } from "react";
import { useIntl } from "react-intl";
import { messageFor, messageOf, api, FileUpload, notify } from "@web/kit";
import { UPLOAD_FIELD, type Avatar } from "../../../../contract/images.js";
import { useCompanyId, usePeopleLocale } from "../../data.js";

/** Spec §5, §9: images are PNG or JPG, at most 2 MB. */
export const AVATAR_TYPES = ["image/png", "image/jpeg"];
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/**
 * Uploads a profile picture: a worker's (`workerId`) or the signed-in person's own (`self`). The server checks the
 * content and answers with its catalogue message ("Only PNG or JPG!", "Maximum file size is 2mb", ...), shown under
 * the button; a file of another type or over 2 MB is refused before it is sent, with the same words.
 */
export function AvatarUpload({
  workerId,
  self,
  onUploaded,
}: {
  workerId?: string;
  self?: boolean;
  onUploaded: (avatar: Avatar) => void;
}) {
  const intl = useIntl();
  const locale = usePeopleLocale();
  const companyId = useCompanyId();
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  const upload = async (file: File) => {
    setError(undefined);
    setPending(true);
    const body = new FormData();
    body.append(UPLOAD_FIELD, file, file.name);
    try {
      // multipart: the routes declare no JSON body, so the typed client is told to pass the form through
      const avatar =
        self || !workerId
          ? await api.post("/api/companies/{companyId}/workers/me/avatar", {
              params: { companyId },
              body: body as never,
            })
          : await api.post("/api/companies/{companyId}/workers/{workerId}/avatar", {
              params: { companyId, workerId },
              body: body as never,
            });
      onUploaded(avatar);
      notify("positive", intl.formatMessage({ id: "people.avatar.saved" }));
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <FileUpload
      label={intl.formatMessage({ id: "people.avatar.label" })}
      buttonLabel={intl.formatMessage({ id: "people.avatar.change" })}
      description={intl.formatMessage({ id: "people.avatar.hint" })}
      accept={AVATAR_TYPES}
      maxBytes={AVATAR_MAX_BYTES}
      typeMessage={messageFor("FILE_ONLY_PNG_JPG", locale)}
      sizeMessage={messageFor("FILE_TOO_LARGE", locale)}
      onFile={(file) => void upload(file)}
      errorMessage={error}
      isDisabled={pending}
    />
  );
}
