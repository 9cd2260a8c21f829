import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App.js";
import { createQueryClient } from "./app/query-client.js";
import "./theme/theme.css.js";

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App queryClient={createQueryClient()} />
  </StrictMode>,
);

// PWA: the service worker keeps an offline shell (web/public/sw.js); not in development, where it would cache HMR.
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  window.addEventListener("load", () => {
    void navigator.serviceWorker.register("/sw.js").catch(() => {});
  });
}
