import { Suspense } from "react";
import type { ComponentType } from "react";
import type { Level, WebModuleDefinition } from "../../modules.js";
import { useSession } from "../auth/session.js";
import type { Slot, WebSlot } from "../kit/slot.js";
import { useEnabledModules } from "./enabled-modules.js";
import { lazyPage, PageErrorBoundary } from "./lazy-page.js";
import { useWebModules } from "./web-modules.js";

/**
 * The contributions to a slot (ARCHITECTURE "A module": UI slots): the components modules declare for the slot, for
 * the modules the company has and the level the person acts with, smaller `order` first.
 */
export function slotsFor(
  slot: string | { name: string },
  options: {
    modules: readonly WebModuleDefinition[];
    enabled: ReadonlySet<string> | undefined;
    level: Level | null;
  },
): WebSlot[] {
  const name = typeof slot === "string" ? slot : slot.name;
  if (!options.enabled) return [];
  return options.modules
    .filter((m) => options.enabled!.has(m.id))
    .flatMap((m) => (m.slots ?? []).filter((s) => s.slot === name))
    .filter((s) => !s.levels || (options.level !== null && s.levels.includes(options.level)))
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
}

/** The contributions the signed-in person sees in `slot` (empty while the company's modules load). */
export function useSlot<P extends object>(slot: Slot<P>): WebSlot[] {
  const session = useSession();
  const modules = useWebModules();
  // the company's modules are asked for only when some module fills this slot at all
  const offered = modules.some((m) => m.slots?.some((s) => s.slot === slot.name));
  const enabled = useEnabledModules(offered ? session.company?.id : undefined);
  return slotsFor(slot, { modules, enabled, level: session.level });
}

/** One contribution, loaded lazily; a failing one shows the reload offer in its place only. */
export function SlotItem<P extends object>({ item, props }: { item: WebSlot; props: P }) {
  // WebSlot erased the props type; Slot.contribute checked it against P
  const Component = lazyPage(item.component as () => Promise<{ default: ComponentType }>) as ComponentType<P>;
  return (
    <PageErrorBoundary>
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    </PageErrorBoundary>
  );
}

/** What a screen passes to every component of the slot: nothing for a props-less slot. */
export type SlotHostProps<P extends object> = { slot: Slot<P>; className?: string } & (keyof P extends never
  ? { props?: P }
  : { props: P });

/** Renders the components modules put in `slot`, each with `props`; each loads lazily and fails on its own. */
export function SlotHost<P extends object>({ slot, className, props }: SlotHostProps<P>) {
  const items = useSlot(slot);
  if (items.length === 0) return null;
  return (
    <div className={className} data-slot={slot.name}>
      {items.map((item, i) => (
        <SlotItem key={`${item.slot}-${i}`} item={item} props={(props ?? {}) as P} />
      ))}
    </div>
  );
}
