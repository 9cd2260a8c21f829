import type { ImageVariant } from "../../../contract/images.js";

/**
 * Where a picture loads from, in the order to try (spec §7 "The path with a size suffix is tried first (_50x50 for
 * small, _200x200 for medium), then the original. A value starting with http is used directly."). The API serves
 * the sized versions of its own paths through `?variant=`.
 */
export function avatarSources(src: string | undefined | null, variant: ImageVariant): string[] {
  if (!src) return [];
  if (/^https?:\/\//i.test(src)) return [src];
  const sized = `${src}${src.includes("?") ? "&" : "?"}variant=${variant}`;
  return [sized, src];
}

/** Up to two initials of a name, for the picture's placeholder. */
export function initialsOf(...names: Array<string | undefined>): string {
  const words = names.filter(Boolean).join(" ").split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}
