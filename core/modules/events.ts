import type { FastifyBaseLogger } from "fastify";
import type { ServiceContext } from "../context.js";
import type { EventRef } from "./contract.js";
import type { EventHandler, ModuleDefinition, Subscription } from "./define-module.js";

/** How a module emits: with a typed event of its contract (or, for older callers, its name). */
export interface ModuleEvents {
  emit<P extends object>(ctx: ServiceContext, event: EventRef<P>, payload: P): Promise<void>;
  emit(ctx: ServiceContext, event: string, payload: Record<string, unknown>): Promise<void>;
}

/** A module's subscriptions as a list, whichever way it wrote them. */
export function subscriptionsOf(module: Pick<ModuleDefinition, "subscribers">): Subscription[] {
  const subscribers = module.subscribers;
  if (!subscribers) return [];
  if (Array.isArray(subscribers)) return subscribers;
  return Object.entries(subscribers).map(([event, handler]) => ({ event, handler }));
}

/**
 * In-process domain events between modules: the service that writes emits after its write (so a route, a job, an
 * import and another module's call all emit the same event), subscribers of the other modules run with the same
 * tenant context. A failing subscriber is logged; it never fails the write that emitted.
 */
export class EventBus implements ModuleEvents {
  private readonly handlers = new Map<string, Array<{ moduleId: string; handler: EventHandler }>>();

  constructor(
    modules: readonly ModuleDefinition[],
    private readonly log: FastifyBaseLogger,
  ) {
    for (const m of modules) this.subscribe(m);
  }

  /** Adds a module's subscribers (the module system calls it once per module, after its setup). */
  subscribe(module: Pick<ModuleDefinition, "id" | "subscribers">): void {
    for (const { event, handler } of subscriptionsOf(module)) {
      const list = this.handlers.get(event) ?? [];
      list.push({ moduleId: module.id, handler });
      this.handlers.set(event, list);
    }
  }

  /** Runs every subscriber of `event`; resolves when all have finished (or failed and been logged). */
  async emit(ctx: ServiceContext, event: EventRef<object> | string, payload: object): Promise<void> {
    const name = typeof event === "string" ? event : event.name;
    const list = this.handlers.get(name) ?? [];
    await Promise.all(
      list.map(async ({ moduleId, handler }) => {
        try {
          await handler(ctx, payload as Record<string, unknown>);
        } catch (err) {
          this.log.error(
            { err, event: name, subscriber: moduleId, companyId: ctx.companyId },
            "event subscriber failed",
          );
        }
      }),
    );
  }
}
