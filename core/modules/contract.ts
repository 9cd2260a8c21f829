/**
 * A module's public contract (ARCHITECTURE "A module"): its id, permissions with their levels, error codes with
 * their messages, typed events and the typed services it provides to other modules. Isomorphic and free of runtime
 * dependencies beyond the catalogue, so server code, web code, widgets and other modules import it alike.
 *
 * @example
 * export const leaveContract = defineContract({
 *   id: "leave",
 *   permissions: { "leave.request.approve": ["admin", "revisor"] },
 *   errors: { LEAVE_OVERLAP: errorEntry(409, "Not Allowed Overlapping", "Sobreposição não permitida", "...") },
 *   events: { requestCreated: defineEvent<{ requestId: string }>("leave.request.created") },
 * });
 */
import { type CatalogueEntry, registerModuleErrors } from "../errors/catalogue.js";
import type { Level } from "../context.js";
import type { LocalizedText } from "../i18n/localized-text.js";

/**
 * A kind of notification a module sends (issue 12): the person's `/notifications-config` page lists it with its label
 * and lets them choose its channels (in-app, email, push). The key is the `type` the module passes to `notify`.
 */
export interface NotificationKind {
  /** What the settings page calls it, in every language. */
  readonly label: LocalizedText;
}

/**
 * A per-tenant feature flag a module declares (issue 18): the founder switches it for a company on
 * /platform-customization; the module's server reads it through `kit.flags.isOn(ctx, id)`, its web pages through
 * `useFeatureFlag(id)` (@web/kit). The id is namespaced by the module (`leave.half-days`).
 */
export interface FeatureFlag {
  /** What a company that the founder never switched gets. */
  readonly default: boolean;
  /** What the flag does, as the founder reads it, in every language. */
  readonly description: LocalizedText;
}

/** A typed domain event id: `<module>.<entity>.<what happened>`; the payload type travels with it. */
export interface EventRef<Payload extends object = Record<string, unknown>> {
  readonly name: string;
  /** Type-only: never set at runtime. */
  readonly __payload?: Payload;
}

/** The payload type of an event reference. */
export type PayloadOf<E> = E extends EventRef<infer P> ? P : never;

/** Declares an event of a module's contract. @example defineEvent<{ requestId: string }>("leave.request.created") */
export function defineEvent<Payload extends object>(name: string): EventRef<Payload> {
  return { name };
}

/**
 * A typed service one module provides to others: the providing module returns an implementation of `T` from its
 * setup, consumers list the reference in `needs` and receive it in theirs.
 */
export interface ServiceRef<T> {
  /** `<providing module>.<service>`, e.g. `people.directory`. */
  readonly id: string;
  /** The module that provides it: the part of `id` before the first dot. */
  readonly module: string;
  /** Type-only: never set at runtime. */
  readonly __type?: T;
}

/** The service type of a reference. */
export type ServiceOf<R> = R extends ServiceRef<infer T> ? T : never;

/** Declares a service a module provides. @example defineService<PeopleDirectory>("people.directory") */
export function defineService<T>(id: string): ServiceRef<T> {
  const dot = id.indexOf(".");
  if (dot <= 0 || dot === id.length - 1) throw new Error(`service id "${id}" must be "<module>.<service>"`);
  return { id, module: id.slice(0, dot) };
}

export interface ModuleContract {
  /** Lowercase, kebab-case; prefixes every name the module declares. */
  readonly id: string;
  /** Permission id -> levels allowed, each id starting with `<module id>.`. */
  readonly permissions?: Readonly<Record<string, readonly Level[]>>;
  /**
   * The module's error codes (status and en / pt-BR / es messages), merged into the one catalogue. Codes start with
   * one of `codePrefixes`.
   */
  readonly errors?: Readonly<Record<string, CatalogueEntry>>;
  /**
   * How the module's codes start.
   * @default [the module id in upper snake case + "_"], e.g. ["LEAVE_"]
   */
  readonly codePrefixes?: readonly string[];
  /** The events the module emits (its services emit them after their writes). */
  readonly events?: Readonly<Record<string, EventRef<object>>>;
  /**
   * The notification kinds the module sends, by type (`leave.request.approved`: namespaced by the module id), with
   * their labels. The notifications settings page lists them; a module's texts stay in the module.
   */
  readonly notifications?: Readonly<Record<string, NotificationKind>>;
  /**
   * The module's per-tenant feature flags, by id (`leave.half-days`: namespaced by the module id), with their default
   * and description. The founder switches them per company; `kit.flags` and `useFeatureFlag` read them.
   */
  readonly flags?: Readonly<Record<string, FeatureFlag>>;
}

/** The default code prefix of a module id: `vacation-planner` -> `VACATION_PLANNER_`. */
export const codePrefixOf = (moduleId: string): string => `${moduleId.toUpperCase().replace(/-/g, "_")}_`;

/**
 * Declares a module's contract and adds its error codes to the one catalogue (the same codes on every instance: code,
 * not state). The core checks the rest at boot (namespaces, translations, duplicates) and fails naming the module.
 */
export function defineContract<const C extends ModuleContract>(contract: C): C {
  if (contract.errors) registerModuleErrors(contract.id, contract.errors);
  return contract;
}
