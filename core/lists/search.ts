/**
 * A person's search text as a literal part of a MongoDB `$regex` (a list's `q`): every regular-expression character
 * is escaped, so "a.b" finds "a.b" and not "axb", and no input can build a costly pattern.
 * @example filter.name = { $regex: escapeRegExp(query.q), $options: "i" }
 */
export function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&");
}
