import { useIntl } from "react-intl";
import { ButtonLink } from "../../components/Button/index.js";
import { Page } from "../../components/Page/index.js";

/** Unknown paths, and routes the person may not see (spec §2 guards). */
export default function NotFound() {
  const intl = useIntl();
  return (
    <Page title={intl.formatMessage({ id: "notFound.title" })}>
      <p>{intl.formatMessage({ id: "notFound.body" })}</p>
      <ButtonLink href="/" variant="primary">
        {intl.formatMessage({ id: "notFound.home" })}
      </ButtonLink>
    </Page>
  );
}
