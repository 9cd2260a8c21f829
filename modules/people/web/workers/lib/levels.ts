import { type Level } from "@web/kit";

/**
 * The levels an account gets from its role's `levelAccess` (spec §3 "Role"): a level includes the ones below it, as
 * the demo admin holds admin, revisor and requester and may switch between them (spec §6 "Change level access").
 */
export function levelsForRole(levelAccess: Level | undefined): Level[] {
  if (levelAccess === "admin") return ["admin", "revisor", "requester"];
  if (levelAccess === "revisor") return ["revisor", "requester"];
  return ["requester"];
}
