import type { Level } from "../context.js";

/**
 * Route guards that limit levels carry the levels they allow, so the level
 * sweep (core/test/sweeps.test.ts) can read every route's rule from the route
 * table instead of a second, hand-kept list.
 */
const ALLOWED_LEVELS = Symbol.for("workforce.allowedLevels");

export function withAllowedLevels<T extends object>(guard: T, levels: readonly Level[]): T {
  Object.defineProperty(guard, ALLOWED_LEVELS, { value: [...levels], enumerable: false });
  return guard;
}

/** The levels a route allows, from its hooks; undefined when no hook limits levels. */
export function allowedLevelsOf(...hooks: unknown[]): Level[] | undefined {
  let allowed: Level[] | undefined;
  for (const hook of hooks.flat(2)) {
    const levels = (hook as Record<symbol, Level[] | undefined> | null)?.[ALLOWED_LEVELS];
    if (levels) allowed = allowed ? allowed.filter((l) => levels.includes(l)) : levels;
  }
  return allowed;
}
