/** English messages of the analytics module (the pages are not built yet: only the module's name). */
export const en = {
  "analytics.title": "People analytics",
} as const;
