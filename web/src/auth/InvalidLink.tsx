import { useIntl } from "react-intl";
import { ButtonLink } from "../components/Button/index.js";

/**
 * Spec §8 "The link is invalid or expired": a mailed link was used, is too old or was mistyped. Offers the way to
 * a new one (forgot password mails a fresh link to any account, first access included).
 */
export function InvalidLink({ message }: { message?: string }) {
  const intl = useIntl();
  const body = message ?? intl.formatMessage({ id: "action.invalidBody" });
  return (
    <div role="alert">
      <h1>{intl.formatMessage({ id: "action.invalid" })}</h1>
      <p>{body}</p>
      <ButtonLink href="/forgot-password" variant="primary">
        {intl.formatMessage({ id: "action.requestLink" })}
      </ButtonLink>
    </div>
  );
}
