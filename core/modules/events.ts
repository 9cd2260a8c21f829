import type { FastifyBaseLogger } from "fastify";
import type { ServiceContext } from "../context.js";
import type { EventHandler, ModuleDefinition } from "./define-module.js";

/**
 * In-process domain events between modules: a service emits after its write,
 * subscribers of the other modules run with the same tenant context. A
 * failing subscriber is logged; it never fails the write that emitted.
 */
export class EventBus {
  private readonly handlers = new Map<string, Array<{ moduleId: string; handler: EventHandler }>>();

  constructor(
    modules: readonly ModuleDefinition[],
    private readonly log: FastifyBaseLogger,
  ) {
    for (const m of modules) {
      for (const [event, handler] of Object.entries(m.subscribers ?? {})) {
        const list = this.handlers.get(event) ?? [];
        list.push({ moduleId: m.id, handler });
        this.handlers.set(event, list);
      }
    }
  }

  /** Runs every subscriber of `event`; resolves when all have finished (or failed and been logged). */
  async emit(ctx: ServiceContext, event: string, payload: Record<string, unknown>): Promise<void> {
    const list = this.handlers.get(event) ?? [];
    await Promise.all(
      list.map(async ({ moduleId, handler }) => {
        try {
          await handler(ctx, payload);
        } catch (err) {
          this.log.error({ err, event, subscriber: moduleId, companyId: ctx.companyId }, "event subscriber failed");
        }
      }),
    );
  }
}
