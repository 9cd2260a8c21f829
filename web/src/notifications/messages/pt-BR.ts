import type { NotificationMessages } from "./en.js";

/** O sino, a caixa de notificações e /notifications-config (issue 12), em português do Brasil. */
export const notificationsPtBR: NotificationMessages = {
  "nav.notificationsConfig": "Notificações",
  "notifications.bell": "Notificações",
  "notifications.bellUnread": "Notificações, {count, plural, one {# não lida} other {# não lidas}}",
  "notifications.inbox": "Notificações",
  "notifications.markAllRead": "Marcar todas como lidas",
  "notifications.empty": "Nenhuma notificação ainda.",
  "notifications.unreadMark": "Não lida:",
  "notifications.settingsLink": "Configurar notificações",
  "notifications.channel.inApp": "No app",
  "notifications.channel.email": "E-mail",
  "notifications.channel.push": "Push",
  "notifications.config.title": "Configurações de notificações",
  "notifications.config.intro": "Escolha como cada tipo de notificação chega até você.",
  "notifications.config.caption": "Canais de cada tipo de notificação",
  "notifications.config.kind": "Notificação",
  "notifications.config.none": "Ainda não há notificações para configurar.",
  "notifications.config.save": "Salvar",
  "notifications.config.saved": "Configurações de notificações salvas.",
  "notifications.push.title": "Push neste dispositivo",
  "notifications.push.devices":
    "{count, plural, =0 {O push ainda não está ativo em nenhum dos seus dispositivos.} one {O push está ativo em # dispositivo seu.} other {O push está ativo em # dispositivos seus.}}",
  "notifications.push.enable": "Ativar push neste dispositivo",
  "notifications.push.enabled": "As notificações push estão ativas neste dispositivo.",
  "notifications.push.denied":
    "O navegador não permitiu notificações. Permita-as nas configurações do site e tente de novo.",
  "notifications.push.unsupported": "Este navegador não recebe notificações push.",
  "notifications.push.off": "As notificações push não estão disponíveis neste servidor.",
};
