import type { NotificationKind } from "../../../core/modules/contract.js";
import { localized } from "../../../core/i18n/localized-text.js";

/** The notifications the scheduling module sends, by the `type` it passes to `notify` (/notifications-config lists them). */
export const schedulingNotifications = {
  "scheduling.shift.published": {
    label: localized("My schedule was published", "Minha escala foi publicada", "Mi horario fue publicado"),
  },
  "scheduling.shift.changed": {
    label: localized(
      "One of my published shifts changed",
      "Um dos meus turnos publicados mudou",
      "Uno de mis turnos publicados cambió",
    ),
  },
  "scheduling.order.requested": {
    label: localized(
      "A colleague asks me to trade or cover a shift",
      "Um colega me pede para trocar ou cobrir um turno",
      "Un colega me pide cambiar o cubrir un turno",
    ),
  },
  "scheduling.order.pending": {
    label: localized(
      "A schedule request waits for my approval",
      "Uma solicitação de escala aguarda minha aprovação",
      "Una solicitud de horario espera mi aprobación",
    ),
  },
  "scheduling.order.decided": {
    label: localized(
      "My schedule request was decided",
      "Minha solicitação de escala foi decidida",
      "Mi solicitud de horario fue decidida",
    ),
  },
  "scheduling.open-shift.posted": {
    label: localized("An open shift was posted", "Um turno aberto foi publicado", "Se publicó un turno abierto"),
  },
} as const satisfies Record<string, NotificationKind>;
