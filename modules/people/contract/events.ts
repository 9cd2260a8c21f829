import { defineEvent } from "../../../core/modules/contract.js";

/** What the people module tells other modules (payloads carry ids, not documents). */
export const peopleEventRefs = {
  workerCreated: defineEvent<{ workerId: string; userId: string }>("people.worker.created"),
  workerTerminated: defineEvent<{ workerId: string; userId: string; lastDayWork?: string; type?: string }>(
    "people.worker.terminated",
  ),
  workerRemoved: defineEvent<{ workerId: string }>("people.worker.removed"),
  /** A termination survey was answered (by the worker through the link, or recorded by an admin). */
  surveyAnswered: defineEvent<{ workerId: string; terminationType?: string }>("people.termination-survey.answered"),
};
