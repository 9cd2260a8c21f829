import type { Locale } from "../i18n/locale.js";
import { textIn } from "../i18n/localized-text.js";
import type { ModuleDefinition } from "../modules/define-module.js";
import type { NotificationKindDto } from "./notifications.schemas.js";

/**
 * The notification kinds a tenant's people can receive (issue 12): those the modules it has declare in their
 * contracts (`notifications`), labelled in `locale`, in module order. The settings page lists them.
 */
export function notificationKinds(
  modules: readonly ModuleDefinition[],
  enabled: readonly string[] | undefined,
  locale: Locale,
): NotificationKindDto[] {
  const has = enabled ? new Set(enabled) : undefined;
  return modules
    .filter((m) => m.alwaysOn || !has || has.has(m.id))
    .flatMap((m) =>
      Object.entries(m.notifications ?? {}).map(([type, kind]) => ({
        type,
        module: m.id,
        label: textIn(kind.label, locale),
      })),
    );
}
