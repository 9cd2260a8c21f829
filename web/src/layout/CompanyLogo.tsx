import { useCompanyBranding } from "../app/tenant-live.js";
import * as styles from "./layout.css.js";

/**
 * The company's logo in the header (issue 18), from its branding: the founder sets it on /platform-customization, and
 * the open app shows the new one without a reload (the branding is read again on the company's realtime event,
 * `useTenantLive`). Decorative beside the company's name (alt ""); nothing without a logo.
 */
export function CompanyLogo({ companyId }: { companyId: string | undefined }) {
  const branding = useCompanyBranding(companyId);
  const src = companyId ? branding.data?.logoUrl : null;
  if (!src) return null;
  return <img src={src} alt="" className={styles.companyLogo} data-testid="company-logo" />;
}
