import type { NotificationMessages } from "./en.js";

/** La campana, la bandeja de notificaciones y /notifications-config (issue 12), en español. */
export const notificationsEs: NotificationMessages = {
  "nav.notificationsConfig": "Notificaciones",
  "notifications.bell": "Notificaciones",
  "notifications.bellUnread": "Notificaciones, {count, plural, one {# sin leer} other {# sin leer}}",
  "notifications.inbox": "Notificaciones",
  "notifications.markAllRead": "Marcar todas como leídas",
  "notifications.empty": "Todavía no hay notificaciones.",
  "notifications.unreadMark": "Sin leer:",
  "notifications.settingsLink": "Configurar notificaciones",
  "notifications.channel.inApp": "En la app",
  "notifications.channel.email": "Correo",
  "notifications.channel.push": "Push",
  "notifications.config.title": "Configuración de notificaciones",
  "notifications.config.intro": "Elige cómo te llega cada tipo de notificación.",
  "notifications.config.caption": "Canales de cada tipo de notificación",
  "notifications.config.kind": "Notificación",
  "notifications.config.none": "Todavía no hay notificaciones para configurar.",
  "notifications.config.save": "Guardar",
  "notifications.config.saved": "Configuración de notificaciones guardada.",
  "notifications.push.title": "Push en este dispositivo",
  "notifications.push.devices":
    "{count, plural, =0 {El push aún no está activo en ninguno de tus dispositivos.} one {El push está activo en # de tus dispositivos.} other {El push está activo en # de tus dispositivos.}}",
  "notifications.push.enable": "Activar push en este dispositivo",
  "notifications.push.enabled": "Las notificaciones push están activas en este dispositivo.",
  "notifications.push.denied":
    "El navegador no permitió las notificaciones. Permítelas en la configuración del sitio e inténtalo de nuevo.",
  "notifications.push.unsupported": "Este navegador no puede recibir notificaciones push.",
  "notifications.push.off": "Las notificaciones push no están disponibles en este servidor.",
};
