// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { defineWebModule, employeeProfileTabs } from "@web/kit/define";
import { renderPage, sessionView, useMockApi } from "@web/kit/testing";
import { ProfileTabs } from "../components/ProfileTabs/index.js";

const server = useMockApi();

/** Another module's tab: what it is given, as the slot types it. */
function TimeOffTab({ workerId, userId }: { workerId: string; userId: string }) {
  return (
    <p>
      time off of {workerId} / {userId}
    </p>
  );
}

const other = defineWebModule({
  id: "leave",
  slots: [
    employeeProfileTabs.contribute({
      label: "people.profile.tabs.profile",
      component: async () => ({ default: TimeOffTab }),
    }),
  ],
});

describe("the profile's tabs (slot employee.profile.tabs)", () => {
  it("shows the profile alone when no module adds a tab, without asking for the company's modules", async () => {
    await renderPage(
      <ProfileTabs worker={{ id: "w1", userId: "u1" }}>
        <p>the profile</p>
      </ProfileTabs>,
      { session: sessionView(), modules: [] },
    );
    expect(screen.getByText("the profile")).toBeTruthy();
    expect(screen.queryByRole("tablist")).toBeNull();
  });

  it("adds a tab for each contribution of a module the company has, passing the worker's and user's ids", async () => {
    server.use(
      http.get("*/api/companies/c1/modules", () => HttpResponse.json({ modules: [{ id: "leave", enabled: true }] })),
    );
    await renderPage(
      <ProfileTabs worker={{ id: "w1", userId: "u1" }}>
        <p>the profile</p>
      </ProfileTabs>,
      { session: sessionView(), modules: [other] },
    );
    const tabs = await screen.findAllByRole("tab");
    expect(tabs).toHaveLength(2);
    tabs[1]!.click();
    expect(await screen.findByText("time off of w1 / u1")).toBeTruthy();
  });
});
