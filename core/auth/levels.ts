import { LEVELS, type Level } from "../context.js";

/** Levels from the highest (admin) to the lowest (requester), the order of `LEVELS`. */
export function orderLevels(levels: readonly Level[]): Level[] {
  return LEVELS.filter((level) => levels.includes(level));
}

/** The highest of the levels held. */
export function highestLevel(levels: readonly Level[]): Level | undefined {
  return LEVELS.find((level) => levels.includes(level));
}

/** A membership's starting level: its `defaultLevel` while still held, else the highest held. */
export function defaultLevelOf(membership: {
  levels: readonly Level[];
  defaultLevel?: Level | null;
}): Level | undefined {
  return membership.defaultLevel && membership.levels.includes(membership.defaultLevel)
    ? membership.defaultLevel
    : highestLevel(membership.levels);
}
