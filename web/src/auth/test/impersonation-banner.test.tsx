// @vitest-environment happy-dom
import { within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Locale } from "../../i18n/locales.js";
import { renderPage, sessionView } from "../../testing/render.js";
import { ImpersonationBanner } from "../ImpersonationBanner.js";

/** The founder's support view banner (issue 18): says whether the view is read-only or allows changes. */
const support = (readOnly: boolean) =>
  sessionView({
    impersonation: { companyId: "c1", companyName: "Acme", adminName: "Ana Admin", founderName: "Fia", readOnly },
  });

describe("the support view banner", () => {
  for (const [locale, readOnly, changes] of [
    ["en", "read-only", "changes allowed"],
    ["pt-BR", "somente leitura", "alterações permitidas"],
    ["es", "solo lectura", "cambios permitidos"],
  ] as const) {
    it(`says read-only or changes allowed (${locale})`, async () => {
      const first = await renderPage(<ImpersonationBanner />, { session: support(true), locale: locale as Locale });
      const status = await within(first.container).findByRole("status");
      expect(status.textContent).toContain(readOnly);
      expect(status.textContent).not.toContain(changes);
      first.unmount();
      const second = await renderPage(<ImpersonationBanner />, { session: support(false), locale: locale as Locale });
      const allowed = await within(second.container).findByRole("status");
      expect(allowed.textContent).toContain(changes);
      expect(allowed.textContent).not.toContain(readOnly);
      second.unmount();
    });
  }
});
