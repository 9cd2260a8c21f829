import type { NotificationKind } from "../../../core/modules/contract.js";
import { localized } from "../../../core/i18n/localized-text.js";

/**
 * The notifications the vacation planner sends (issue 12), by the `type` its service passes to `notify`: the
 * person's /notifications-config page lists them with these labels.
 */
export const vacationPlannerNotifications = {
  "vacation-planner.entry.requested": {
    label: localized(
      "A leave was requested for me from the vacation plan",
      "Uma ausência foi solicitada para mim a partir do plano de férias",
      "Se solicitó una ausencia para mí desde el plan de vacaciones",
    ),
  },
} as const satisfies Record<string, NotificationKind>;
