import type { ServiceContext } from "../../../core/context.js";
import { defineService } from "../../../core/modules/contract.js";

/** A note as other modules see it: enough to show or link it. */
export interface NoteSummary {
  id: string;
  title: string;
  createdAt: string;
}

/**
 * What the hiring module provides to other modules (they list it in `needs` and receive it in their setup). Every
 * call reads the context's company only.
 */
export interface HiringNotes {
  /** The company's newest notes, newest first. */
  recent(ctx: ServiceContext, options: { limit: number }): Promise<NoteSummary[]>;
  /** How many live notes the company has. */
  count(ctx: ServiceContext): Promise<number>;
}

/** The notes service: `needs: { notes: hiringNotes }`. */
export const hiringNotes = defineService<HiringNotes>("hiring.notes");
