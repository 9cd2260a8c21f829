/**
 * The address of a picture's small or medium version (spec §7: "_50x50 for small, _200x200 for medium"; the API
 * serves them with `?variant=`). A value starting with http is used as it is.
 */
export function imageSrc(src: string, variant?: "50x50" | "200x200"): string {
  if (!variant || /^https?:/i.test(src)) return src;
  return `${src}${src.includes("?") ? "&" : "?"}variant=${variant}`;
}
