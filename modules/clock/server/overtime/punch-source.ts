import type { PunchSource } from "./overtime.service.js";

/**
 * The punches overtime reads: the punching side's corrected log. PROVISIONAL until s13-clock's entries are merged
 * (their `effectiveEntriesByWorker`): answers no punches, so every workday reads as not worked.
 */
export const punchSource: PunchSource = async () => new Map();
