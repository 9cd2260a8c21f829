import type { ComponentType } from "react";
import type { Level } from "../../modules.js";

/**
 * What a module puts in a slot, once typed (see {@link Slot.contribute}): `slot` is the slot's name, so registries
 * and tests compare names. The component's props are erased here; {@link Slot.contribute} checked them.
 */
export interface WebSlot {
  /** The slot's name, e.g. `employee.profile.tabs`. */
  slot: string;
  /** Smaller first. @default 0 */
  order?: number;
  levels?: Level[];
  /** Message id of the contribution's title, for slots that show one (a tab's label in `employee.profile.tabs`). */
  label?: string;
  // `never` props: any component fits; Slot.contribute is where the props are checked against the slot's
  component: () => Promise<{ default: ComponentType<never> }>;
}

/** A contribution to a slot whose screen passes `P` to every component. */
export interface SlotContribution<P extends object> {
  order?: number;
  levels?: Level[];
  label?: string;
  component: () => Promise<{ default: ComponentType<P> }>;
}

/**
 * A named place a screen offers to modules, typed by the props the screen passes (ARCHITECTURE "A module": slots
 * are typed and take props). The screen renders `<SlotHost slot={slot} props={...} />`; a module fills it with
 * `slot.contribute({ component: () => import("./Tab/index.js") })`. Both sides name the same object, so a
 * component that needs props the screen does not pass is a type error.
 */
export interface Slot<P extends object> {
  readonly name: string;
  /** Declares a module's contribution, checking its component against the slot's props. */
  contribute(contribution: SlotContribution<P>): WebSlot;
  /** Phantom: carries `P` for SlotHost. Never set. */
  readonly __props?: P;
}

/**
 * Declares a slot. Names are `<screen>.<place>` (STYLE: `employee.profile.tabs`).
 * @example export const profileTabs = defineSlot<{ workerId: string; userId: string }>("employee.profile.tabs");
 */
export function defineSlot<P extends object = Record<never, never>>(name: string): Slot<P> {
  return {
    name,
    contribute: (contribution) => ({ ...contribution, slot: name }) as WebSlot,
  };
}
