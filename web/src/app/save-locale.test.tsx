// @vitest-environment happy-dom
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import { delay, http, HttpResponse } from "msw";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { api } from "../api/client.js";
import { SESSION_KEY, type SessionView } from "../auth/session.js";
import type { Locale } from "../i18n/locales.js";
import { useMockApi } from "../testing/msw.js";
import { sessionView } from "../testing/session.js";
import { createQueryClient } from "./query-client.js";
import { useSaveLocale } from "./save-locale.js";

const server = useMockApi();

/** The hook beside a page's read (the company's modules), on a cache holding a session saved in `saved`. */
function setup(saved: string, locale: Locale) {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  const view = sessionView();
  client.setQueryData(SESSION_KEY, { ...view, user: { ...view.user, locale: saved } });
  const patches: unknown[] = [];
  let reads = 0;
  server.use(
    http.patch("*/api/auth/preferences", async ({ request }) => {
      const body = (await request.json()) as { locale: Locale };
      patches.push(body);
      await delay(30);
      return HttpResponse.json({ ...view, user: { ...view.user, locale: body.locale } } satisfies SessionView);
    }),
    http.get("*/api/companies/c1/modules", () => {
      reads += 1;
      return HttpResponse.json({ modules: [{ id: "leave", enabled: true }] });
    }),
  );
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    ({ locale: current }: { locale: Locale }) => {
      useSaveLocale(current);
      return useQuery({
        queryKey: ["companies", "c1", "modules"],
        queryFn: () => api.get("/api/companies/{companyId}/modules", { params: { companyId: "c1" } }),
      });
    },
    { wrapper, initialProps: { locale } },
  );
  return { client, hook, patches, reads: () => reads };
}

describe("the path's language is saved as the person's", () => {
  it("saves it once however often the page renders, and keeps the page's reads (read again, not dropped)", async () => {
    const { client, hook, patches, reads } = setup("en", "es");
    await waitFor(() => expect(hook.result.current.data).toBeTruthy());
    // renders while the save is on its way do not send it again
    hook.rerender({ locale: "es" });
    hook.rerender({ locale: "es" });
    await waitFor(() => expect(client.getQueryData<SessionView>(SESSION_KEY)?.user.locale).toBe("es"));
    await waitFor(() => expect(reads()).toBe(2));
    expect(patches).toEqual([{ locale: "es" }]);
    // the read never went back to loading: what is on screen stays mounted
    expect(hook.result.current.isPending).toBe(false);
    expect(client.getQueryCache().find({ queryKey: ["companies", "c1", "modules"] })).toBeTruthy();

    // another language later is saved too
    hook.rerender({ locale: "pt-BR" });
    await waitFor(() => expect(client.getQueryData<SessionView>(SESSION_KEY)?.user.locale).toBe("pt-BR"));
    expect(patches).toEqual([{ locale: "es" }, { locale: "pt-BR" }]);
  });

  it("sends nothing when the saved language is the page's", async () => {
    const { hook, patches } = setup("es", "es");
    await waitFor(() => expect(hook.result.current.data).toBeTruthy());
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(patches).toEqual([]);
  });
});
