import type { NotificationKind } from "../../../core/modules/contract.js";
import { localized } from "../../../core/i18n/localized-text.js";

/**
 * The notifications the leave module sends (issue 12), by the `type` its requests service passes to `notify`: the
 * person's /notifications-config page lists them with these labels and lets them choose in-app, email and push.
 */
export const leaveNotifications = {
  "leave.request.pending": {
    label: localized(
      "A leave request waits for my approval",
      "Uma solicitação de ausência aguarda minha aprovação",
      "Una solicitud de ausencia espera mi aprobación",
    ),
  },
  "leave.request.approved": {
    label: localized("My leave request was approved", "Minha solicitação foi aprovada", "Mi solicitud fue aprobada"),
  },
  "leave.request.approved-payroll": {
    label: localized(
      "My leave was sent to payroll",
      "Minha ausência foi enviada para a folha",
      "Mi ausencia fue enviada a nómina",
    ),
  },
  "leave.request.denied": {
    label: localized("My leave request was denied", "Minha solicitação foi negada", "Mi solicitud fue denegada"),
  },
  "leave.request.canceled": {
    label: localized("A leave request was canceled", "Uma solicitação foi cancelada", "Una solicitud fue cancelada"),
  },
} as const satisfies Record<string, NotificationKind>;
