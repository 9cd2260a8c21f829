import type { TObject } from "typebox";

export interface ProjectionOptions {
  /**
   * Answer fields stored under another name.
   * @default { id: "_id" }
   */
  rename?: Record<string, string>;
  /** Stored fields the answer is computed from but does not show under their own name (a key a message is made of). */
  with?: readonly string[];
  /** Answer fields that are computed, not stored: not read. */
  without?: readonly string[];
}

/**
 * The MongoDB projection of a list item's answer schema (core/lists/README.md): read only what the answer shows, so
 * the driver turns only those fields into objects and nothing private leaves the database by mistake.
 *
 * @example
 * const projection = projectionOf(AuditEntrySchema); // { _id: 1, action: 1, actor: 1, ... }
 */
export function projectionOf(item: TObject, options: ProjectionOptions = {}): Record<string, 1> {
  const rename = options.rename ?? { id: "_id" };
  const skip = new Set(options.without ?? []);
  const projection: Record<string, 1> = {};
  for (const field of Object.keys(item.properties)) if (!skip.has(field)) projection[rename[field] ?? field] = 1;
  for (const field of options.with ?? []) projection[field] = 1;
  return projection;
}
