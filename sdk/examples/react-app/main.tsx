/**
 * Entry of the React example (any bundler: `npm create vite@latest`, then copy App.tsx and this file). The values
 * come from the page's <meta> tags here; a real app gets a short-lived key from its own backend.
 */
import { createRoot } from "react-dom/client";
import { App } from "./App.js";

const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? "";

createRoot(document.getElementById("root")!).render(
  <App baseUrl={meta("workforce-url")} apiKey={meta("workforce-api-key")} companyId={meta("workforce-company-id")} />,
);
