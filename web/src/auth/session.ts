import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiResponse } from "../../../sdk/src/index.js";
import { dayInZone, localDayOf } from "../../../core/dates/calendar-days.js";
import { api } from "../api/client.js";

/** The signed-in person's session (GET /api/auth/session answers it, or null when nobody is signed in). */
export type SessionView = NonNullable<ApiResponse<"get", "/api/auth/session">>;
export type Level = "admin" | "revisor" | "requester";
export type CompanyView = SessionView["companies"][number];

/** Spec §2 session status. */
export type SessionStatus = "loading" | "no-logged" | "logged";

export const SESSION_KEY = ["auth", "session"] as const;

/** Reads the session: null when nobody is signed in (the server answers 200 with null, so no failed request). */
async function fetchSession(): Promise<SessionView | null> {
  return (await api.get("/api/auth/session")) ?? null;
}

export interface Session {
  status: SessionStatus;
  view: SessionView | null;
  company: CompanyView | null;
  level: Level | null;
}

/** Who is signed in, in which company, acting with which level. */
export function useSession(): Session {
  const query = useQuery({ queryKey: SESSION_KEY, queryFn: fetchSession, staleTime: 60_000, retry: 1 });
  if (query.isPending) return { status: "loading", view: null, company: null, level: null };
  const view = query.data ?? null;
  if (!view) return { status: "no-logged", view: null, company: null, level: null };
  const company = view.companies.find((c) => c.id === view.activeCompanyId) ?? view.companies[0] ?? null;
  const level = (view.activeLevel ?? company?.defaultLevel ?? null) as Level | null;
  return { status: "logged", view, company, level };
}

/**
 * The company's today (`YYYY-MM-DD`) in its time zone, not the browser's or UTC: what "out today", "upcoming" and a
 * picker's first allowed day mean for its people. The device's day while nobody is signed in.
 */
export function useCompanyToday(now?: Date): string {
  const zone = useSession().company?.timeZone;
  return zone ? dayInZone(zone, now) : localDayOf(now ?? new Date());
}

/** After sign-in, sign-out or a level change: the session is read again and every cached answer dropped. */
export function useSessionRefresh() {
  const client = useQueryClient();
  return async (next?: SessionView | null) => {
    client.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_KEY[0] });
    if (next !== undefined) client.setQueryData(SESSION_KEY, next);
    else await client.invalidateQueries({ queryKey: SESSION_KEY });
  };
}

/** Switches the level this session acts with (spec §6), in the active company; the session is read again. */
export function useChangeLevel() {
  const session = useSession();
  const refresh = useSessionRefresh();
  const companyId = session.company?.id;
  return async (level: Level) => {
    const next = await api.post("/api/auth/active-level", { body: { level, companyId } });
    await refresh(next);
  };
}
