import type { ModuleDefinition } from "./define-module.js";
import { LEVELS } from "../context.js";
import { errorCatalogue, ownerOfCode } from "../errors/catalogue.js";
import { LOCALES } from "../i18n/locale.js";
import { ownerOfMailTemplate } from "../mail/mail-templates.js";
import { codePrefixOf } from "./contract.js";
import { subscriptionsOf } from "./events.js";

/** A module definition the core refuses at boot; the message names the module and the problem. */
export class ModuleDefinitionError extends Error {
  constructor(moduleId: string, problem: string) {
    super(`module "${moduleId}": ${problem}`);
    this.name = "ModuleDefinitionError";
  }
}

const ID = /^[a-z][a-z0-9-]*$/;
const CODE = /^[A-Z][A-Z0-9_]*$/;
// core/notifications' NOTIFICATION_TYPE_PATTERN (a module's notification type, namespaced like events)
const NOTIFICATION_TYPE = /^[a-z][a-z0-9-]*(\.[a-z0-9-]+)+$/;

/**
 * The modules a module needs: those it names in `dependsOn` and the providers of the services it `needs` (not those of
 * `optionalNeeds`: the module works without them).
 */
export function dependenciesOf(m: Pick<ModuleDefinition, "dependsOn" | "needs">): string[] {
  const ids = [...(m.dependsOn ?? []), ...Object.values(m.needs ?? {}).map((ref) => ref.module)];
  return [...new Set(ids)];
}

/** The contract's codes: namespaced, translated into every language, and merged into the catalogue by this module. */
function validateCodes(m: ModuleDefinition): void {
  const contract = m.contract;
  if (!contract) return;
  if (contract.id !== m.id) throw new ModuleDefinitionError(m.id, `its contract is module "${contract.id}"'s`);
  const prefixes = contract.codePrefixes ?? [codePrefixOf(m.id)];
  for (const [code, entry] of Object.entries(contract.errors ?? {})) {
    if (!CODE.test(code)) throw new ModuleDefinitionError(m.id, `error code "${code}" must be UPPER_SNAKE_CASE`);
    if (!prefixes.some((p) => code.startsWith(p)))
      throw new ModuleDefinitionError(m.id, `error code ${code} must start with ${prefixes.join(" or ")}`);
    if (!Number.isInteger(entry.status) || entry.status < 400 || entry.status > 599)
      throw new ModuleDefinitionError(m.id, `error code ${code} has status ${entry.status}, not a 4xx or 5xx`);
    for (const locale of LOCALES) {
      if (!entry.messages?.[locale]?.trim())
        throw new ModuleDefinitionError(m.id, `error code ${code} has no ${locale} message`);
    }
    if (ownerOfCode(code) !== m.id || (errorCatalogue as Record<string, unknown>)[code] !== entry)
      throw new ModuleDefinitionError(m.id, `error code ${code} is not merged into the catalogue (use defineContract)`);
  }
}

/**
 * Validates module definitions and returns them in dependency order: unique
 * ids, dependencies present and acyclic, every declared name namespaced by
 * its module id, permission levels real.
 */
export function validateModules(modules: readonly ModuleDefinition[]): ModuleDefinition[] {
  const byId = new Map<string, ModuleDefinition>();
  for (const m of modules) {
    const id = typeof m?.id === "string" ? m.id : String(m?.id);
    if (!ID.test(id))
      throw new ModuleDefinitionError(id, "id must be lowercase letters, digits and dashes, starting with a letter");
    if (byId.has(id)) throw new ModuleDefinitionError(id, "id is used by two modules");
    byId.set(id, m);
  }
  for (const m of modules) {
    const prefix = `${m.id}.`;
    if (m.alwaysOn && m.plans) throw new ModuleDefinitionError(m.id, "an always-on module cannot be limited to plans");
    validateCodes(m);
    for (const name of Object.keys(m.mails ?? {})) {
      if (ownerOfMailTemplate(name) !== m.id)
        throw new ModuleDefinitionError(
          m.id,
          `mail template "${name}" is not registered by it (registerMailTemplates)`,
        );
    }
    for (const dep of m.alwaysOn ? dependenciesOf(m) : []) {
      if (!byId.get(dep)?.alwaysOn)
        throw new ModuleDefinitionError(m.id, `is always on but depends on "${dep}", which can be switched off`);
    }
    for (const dep of m.dependsOn ?? []) {
      if (!byId.has(dep)) throw new ModuleDefinitionError(m.id, `depends on "${dep}", which is not registered`);
    }
    for (const [name, ref] of Object.entries(m.needs ?? {})) {
      const provider = byId.get(ref.module);
      if (!provider)
        throw new ModuleDefinitionError(
          m.id,
          `needs ${ref.id} (as "${name}"), provided by module "${ref.module}", which is not registered`,
        );
      // a module offered on a plan must not need a service its tenants on that plan cannot have
      if (provider.plans && (!m.plans || m.plans.some((plan) => !provider.plans!.includes(plan))))
        throw new ModuleDefinitionError(
          m.id,
          `needs ${ref.id} of module "${ref.module}", which only the ${provider.plans.join(", ")} plan has, on plans it does not`,
        );
    }
    for (const [name, ref] of Object.entries(m.optionalNeeds ?? {})) {
      if (m.needs && name in m.needs)
        throw new ModuleDefinitionError(m.id, `names "${name}" both in needs and in optionalNeeds`);
      if (ref.module === m.id) throw new ModuleDefinitionError(m.id, `optionally needs its own service ${ref.id}`);
    }
    for (const [permission, levels] of Object.entries(m.permissions ?? {})) {
      if (!permission.startsWith(prefix))
        throw new ModuleDefinitionError(m.id, `permission "${permission}" must start with "${prefix}"`);
      for (const level of levels) {
        if (!(LEVELS as readonly string[]).includes(level))
          throw new ModuleDefinitionError(m.id, `permission "${permission}" names unknown level "${level}"`);
      }
    }
    for (const job of m.jobs ?? []) {
      if (!job.name.startsWith(prefix))
        throw new ModuleDefinitionError(m.id, `job "${job.name}" must start with "${prefix}"`);
    }
    for (const event of m.events ?? []) {
      if (!event.startsWith(prefix))
        throw new ModuleDefinitionError(m.id, `event "${event}" must start with "${prefix}"`);
    }
    for (const [type, kind] of Object.entries(m.notifications ?? {})) {
      if (!type.startsWith(prefix) || !NOTIFICATION_TYPE.test(type))
        throw new ModuleDefinitionError(m.id, `notification kind "${type}" must start with "${prefix}"`);
      for (const locale of LOCALES) {
        if (typeof kind?.label?.[locale] !== "string" || kind.label[locale].trim() === "")
          throw new ModuleDefinitionError(m.id, `notification kind "${type}" has no ${locale} label`);
      }
    }
    for (const [flagId, flag] of Object.entries(m.flags ?? {})) {
      if (!flagId.startsWith(prefix) || !NOTIFICATION_TYPE.test(flagId))
        throw new ModuleDefinitionError(m.id, `feature flag "${flagId}" must start with "${prefix}"`);
      if (typeof flag?.default !== "boolean")
        throw new ModuleDefinitionError(m.id, `feature flag "${flagId}" has no boolean default`);
      for (const locale of LOCALES) {
        if (typeof flag.description?.[locale] !== "string" || flag.description[locale].trim() === "")
          throw new ModuleDefinitionError(m.id, `feature flag "${flagId}" has no ${locale} description`);
      }
    }
    for (const { event, optional } of subscriptionsOf(m)) {
      const owner = event.split(".")[0]!;
      const emitter = byId.get(owner);
      // an optional subscription to a module this app does not have never fires; it does not make it a dependency
      if (!emitter && optional) continue;
      if (!emitter) throw new ModuleDefinitionError(m.id, `subscribes to "${event}" of unknown module "${owner}"`);
      if (!(emitter.events ?? []).includes(event))
        throw new ModuleDefinitionError(m.id, `subscribes to "${event}", which "${owner}" does not emit`);
    }
  }
  // dependency order (depth-first), refusing cycles; a registered provider of an optional service is set up first too
  const setupBefore = (m: ModuleDefinition): string[] => [
    ...dependenciesOf(m),
    ...Object.values(m.optionalNeeds ?? {})
      .map((ref) => ref.module)
      .filter((id) => byId.has(id)),
  ];
  const ordered: ModuleDefinition[] = [];
  const state = new Map<string, "visiting" | "done">();
  const visit = (m: ModuleDefinition, path: string[]): void => {
    const s = state.get(m.id);
    if (s === "done") return;
    if (s === "visiting") throw new ModuleDefinitionError(m.id, `dependency cycle ${[...path, m.id].join(" -> ")}`);
    state.set(m.id, "visiting");
    for (const dep of setupBefore(m)) visit(byId.get(dep)!, [...path, m.id]);
    state.set(m.id, "done");
    ordered.push(m);
  };
  for (const m of modules) visit(m, []);
  return ordered;
}

/** Validated lists in dependency order, by list: the module gate asks on every tenant request. */
const validated = new WeakMap<readonly ModuleDefinition[], ModuleDefinition[]>();

function inDependencyOrder(modules: readonly ModuleDefinition[]): ModuleDefinition[] {
  let ordered = validated.get(modules);
  if (!ordered) {
    ordered = validateModules(modules);
    validated.set(modules, ordered);
  }
  return ordered;
}

/** What availability reads of a tenant: its plan, switched-off modules and, when known, the plan table's answer. */
interface TenantPlanInfo {
  plan: string;
  disabledModules: readonly string[];
  /** The gated features its plan includes by the plan table (tenants/plans); absent: the modules' own `plans`. */
  planFeatures?: readonly string[];
  featurePlans?: Readonly<Record<string, readonly string[]>>;
}

type ModuleAvailability =
  { enabled: true } | { enabled: false; reason: "disabled" | "plan" | "dependency"; plans?: string[] };

/** Answers per list of modules, by plan and switched-off modules (few combinations; every request asks). */
const availabilityMemo = new WeakMap<
  readonly ModuleDefinition[],
  Map<string, ReadonlyMap<string, ModuleAvailability>>
>();

/**
 * The modules a tenant has: not switched off, on its plan, and with every dependency available too. Worked out once
 * per app and combination of plan and switched-off modules (the module gate asks on every request); the answer is
 * shared, not to be changed.
 */
export function availability(
  modules: readonly ModuleDefinition[],
  tenant: TenantPlanInfo,
): ReadonlyMap<string, ModuleAvailability> {
  let memo = availabilityMemo.get(modules);
  if (!memo) availabilityMemo.set(modules, (memo = new Map()));
  // keyed by the plan table's answer too: a founder's edit of the table makes a new key, never a stale answer
  const key = JSON.stringify([
    tenant.plan,
    tenant.disabledModules,
    tenant.planFeatures ?? null,
    tenant.featurePlans ?? null,
  ]);
  const known = memo.get(key);
  if (known) return known;
  const answer = computeAvailability(modules, tenant);
  if (memo.size < 1_000) memo.set(key, answer);
  return answer;
}

function computeAvailability(
  modules: readonly ModuleDefinition[],
  tenant: TenantPlanInfo,
): Map<string, ModuleAvailability> {
  const out = new Map<
    string,
    { enabled: true } | { enabled: false; reason: "disabled" | "plan" | "dependency"; plans?: string[] }
  >();
  for (const m of inDependencyOrder(modules)) {
    if (m.alwaysOn) out.set(m.id, { enabled: true });
    else if (tenant.disabledModules.includes(m.id)) out.set(m.id, { enabled: false, reason: "disabled" });
    else if (m.plans && !onPlan(m, tenant))
      out.set(m.id, {
        enabled: false,
        reason: "plan",
        plans: [...(tenant.featurePlans ? (tenant.featurePlans[m.id] ?? []) : m.plans)],
      });
    else if (dependenciesOf(m).some((d) => !out.get(d)?.enabled))
      out.set(m.id, { enabled: false, reason: "dependency" });
    else out.set(m.id, { enabled: true });
  }
  return out;
}

/** Whether a plan-limited module is on the tenant's plan: by the plan table when given, else by its `plans`. */
function onPlan(m: ModuleDefinition, tenant: TenantPlanInfo): boolean {
  if (tenant.planFeatures) return tenant.planFeatures.includes(m.id);
  return (m.plans as readonly string[] | undefined)?.includes(tenant.plan) ?? true;
}
