import { ApiError } from "../api/client.js";

/**
 * A failed write as a form shows it (web/README "Forms"): the server's message (already in the person's language)
 * goes under the field its error body names (`{ code, message, field? }`) when the form has that field, and above
 * the form otherwise; a failure that is not an API answer (the network) goes above the form.
 */
export interface ServerErrors<F extends string> {
  /** The form's field the server named, if the form has it. */
  name: F | undefined;
  /** The server's message for `field`, when it is the one the server named. */
  field(field: F): string | undefined;
  /** The message not tied to one of the form's fields, shown above the form. */
  general: string | undefined;
}

/**
 * The server's name for a field as the form names it: a leading slash dropped, slashes as dots (`/address/zipcode`
 * -> `address.zipcode`), and the batch prefix of bulk routes dropped (`items.0.name` -> `name`).
 */
export function fieldOfServerError(field: string | undefined): string | undefined {
  return field
    ?.replace(/^\//, "")
    .replace(/\//g, ".")
    .replace(/^items\.\d+\./, "");
}

/**
 * Maps a failed call to the form's fields (the one rule people's and leave's forms follow).
 * @example const server = serverErrors(save.error, ["name", "startDate"]); <TextField errorMessage={server.field("name")} />
 */
export function serverErrors<F extends string>(error: unknown, fields: readonly F[]): ServerErrors<F> {
  if (!error) return { name: undefined, field: () => undefined, general: undefined };
  const message = error instanceof Error ? error.message : String(error);
  const named = error instanceof ApiError ? fieldOfServerError(error.field) : undefined;
  const name = named && (fields as readonly string[]).includes(named) ? (named as F) : undefined;
  return {
    name,
    field: (field) => (name === field ? message : undefined),
    general: name ? undefined : message,
  };
}
