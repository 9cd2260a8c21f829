import { Suspense } from "react";
import { webModules } from "../../../modules/web.js";
import type { Level, WebModuleDefinition, WebSlot } from "../../modules.js";
import { useSession } from "../auth/session.js";
import { useEnabledModules } from "./enabled-modules.js";
import { lazyPage, PageErrorBoundary } from "./lazy-page.js";

/**
 * The slots a screen offers (ARCHITECTURE "A module": UI slots): the components modules declare for `name`, for
 * the modules the company has and the level the person acts with, smaller `order` first.
 */
export function slotsFor(
  name: string,
  options: {
    modules: readonly WebModuleDefinition[];
    enabled: ReadonlySet<string> | undefined;
    level: Level | null;
  },
): WebSlot[] {
  if (!options.enabled) return [];
  return options.modules
    .filter((m) => options.enabled!.has(m.id))
    .flatMap((m) => (m.slots ?? []).filter((s) => s.slot === name))
    .filter((s) => !s.levels || (options.level !== null && s.levels.includes(options.level)))
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
}

/** Renders the components modules put in the slot `name`; each loads lazily and fails on its own. */
export function SlotHost({ name, className }: { name: string; className?: string }) {
  const session = useSession();
  const enabled = useEnabledModules(session.company?.id);
  const slots = slotsFor(name, { modules: webModules, enabled, level: session.level });
  if (slots.length === 0) return null;
  return (
    <div className={className} data-slot={name}>
      {slots.map((slot, i) => {
        const Component = lazyPage(slot.component);
        return (
          <PageErrorBoundary key={`${slot.slot}-${i}`}>
            <Suspense fallback={null}>
              <Component />
            </Suspense>
          </PageErrorBoundary>
        );
      })}
    </div>
  );
}
