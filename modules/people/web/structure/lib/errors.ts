import { ApiError } from "@web/kit";

/**
 * A failed write shown in a form: the server's message (already in the user's language) goes next to the field it
 * names; anything else is shown above the form.
 */
export interface FormErrors {
  /** The message for one field, when the server named it. */
  field(name: string): string | undefined;
  /** A message not tied to a field shown here. */
  general: string | undefined;
}

export function formErrors(error: unknown, fields: readonly string[]): FormErrors {
  if (!error) return { field: () => undefined, general: undefined };
  const message = error instanceof Error ? error.message : String(error);
  const named = error instanceof ApiError ? error.field : undefined;
  // the server names nested fields with dots or slashes ("address.zipcode", "/address/zipcode")
  const normalized = named?.replace(/^\//, "").replace(/\//g, ".");
  const known = normalized && fields.includes(normalized) ? normalized : undefined;
  return {
    field: (name) => (known === name ? message : undefined),
    general: known ? undefined : message,
  };
}
