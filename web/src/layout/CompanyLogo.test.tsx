// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../app/query-client.js";
import { useTenantLive } from "../app/tenant-live.js";
import { realtime } from "../realtime/connection.js";
import { useMockApi } from "../testing/msw.js";
import { CompanyLogo } from "./CompanyLogo.js";

const server = useMockApi();
const COMPANY = "6650f1c2a9d3e4b5c6d7e8f0";

/** The header's logo beside what App does for the open company: it listens on the company's realtime topic. */
function Header() {
  useTenantLive(COMPANY);
  return (
    <header>
      <CompanyLogo companyId={COMPANY} />
      <span>Acme</span>
    </header>
  );
}

afterEach(() => vi.restoreAllMocks());

describe("the company's logo in the header (issue 18)", () => {
  it("appears in an open page when the founder uploads it, without a reload, and goes when it is removed", async () => {
    // the company's realtime topic, as the server announces a customisation change on it
    const listeners: Array<Parameters<typeof realtime.subscribe>[1]> = [];
    const subscribe = vi.spyOn(realtime, "subscribe").mockImplementation((topic, listener) => {
      if (topic === `company:${COMPANY}`) listeners.push(listener);
      return () => undefined;
    });
    let logoUrl: string | null = null;
    let reads = 0;
    server.use(
      http.get(`*/api/companies/${COMPANY}/branding`, () => {
        reads += 1;
        return HttpResponse.json({
          name: "Acme",
          primaryColor: null,
          onPrimaryColor: null,
          logoFileId: logoUrl ? "companies/x/branding/logo-0123456789ab.png" : null,
          logoUrl,
        });
      }),
    );
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { retry: false } });
    render(
      <QueryClientProvider client={client}>
        <Header />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(reads).toBe(1));
    expect(subscribe).toHaveBeenCalledWith(`company:${COMPANY}`, expect.any(Function), expect.any(Function));
    expect(screen.queryByTestId("company-logo")).toBeNull();

    // the founder uploads a logo: the server announces it, the page reads its branding again and shows it
    logoUrl = `/api/branding/${COMPANY}/logo/0123456789ab`;
    const announce = () =>
      listeners.forEach((listener) =>
        listener({
          type: "event",
          topic: `company:${COMPANY}`,
          event: "tenants.customization.changed",
          data: { fields: ["logo"] },
        }),
      );
    announce();
    await waitFor(() => expect(screen.getByTestId("company-logo").getAttribute("src")).toBe(logoUrl));
    // decorative beside the company's name
    expect(screen.getByTestId("company-logo").getAttribute("alt")).toBe("");

    // other events on the topic change nothing; a removal takes it away
    const before = reads;
    listeners.forEach((listener) =>
      listener({ type: "event", topic: `company:${COMPANY}`, event: "tenants.contract.accepted", data: {} }),
    );
    logoUrl = null;
    // no read started (an invalidation starts its refetch at once)
    expect(client.isFetching()).toBe(0);
    expect(reads).toBe(before);
    expect(screen.getByTestId("company-logo")).toBeTruthy();
    announce();
    await waitFor(() => expect(screen.queryByTestId("company-logo")).toBeNull());
  });
});
