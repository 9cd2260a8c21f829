import type { SessionView } from "../auth/session.js";

/** A signed-in session view, for pages inside the main layout. */
export function sessionView(
  overrides: Partial<SessionView> & { levels?: SessionView["companies"][number]["levels"] } = {},
) {
  const { levels = ["admin", "revisor", "requester"], ...rest } = overrides;
  const view: SessionView = {
    user: {
      id: "u1",
      email: "ana@example.com",
      name: "Ana Admin",
      locale: "en",
      emailVerified: true,
      isFounder: false,
      firstAccess: false,
    },
    companies: [
      {
        id: "c1",
        name: "Acme",
        plan: "premium",
        countryId: "br",
        timeZone: "America/Sao_Paulo",
        trialEndsAt: null,
        // the default plan table's (tenants/plans): premium has the gated features
        planFeatures: ["vacation-planner", "clock.overtime"],
        levels,
        defaultLevel: levels[0]!,
      },
    ],
    activeCompanyId: "c1",
    activeLevel: levels[0]!,
    expiresAt: "2030-01-01T00:00:00.000Z",
    ...rest,
  };
  return view;
}
