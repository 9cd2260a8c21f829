import type { EventRef } from "../../../../core/modules/contract.js";
import { on, type Subscription } from "../../../../core/modules/define-module.js";
import { events as clockEvents } from "../../../clock/contract/index.js";
import { events as leaveEvents } from "../../../leave/contract/permissions.js";
import { peopleEventRefs } from "../../../people/contract/events.js";
import { events as schedulingEvents } from "../../../scheduling/contract/index.js";
import { events as spacesEvents } from "../../../spaces/contract/index.js";
import type { WebhooksService } from "./webhooks.service.js";

/** The other modules' typed events a webhook may carry (the names are WEBHOOK_EVENTS in the contract). */
export const WEBHOOK_EVENT_REFS: readonly EventRef<object>[] = [
  leaveEvents.requestCreated,
  leaveEvents.requestApproved,
  leaveEvents.requestDenied,
  leaveEvents.requestCanceled,
  peopleEventRefs.workerCreated,
  peopleEventRefs.workerTerminated,
  clockEvents.punched,
  schedulingEvents.published,
  schedulingEvents.changed,
  spacesEvents.reserved,
  spacesEvents.canceled,
];

/**
 * One optional subscription per event: the emitting module may be absent from the app (then it never fires). The
 * event's payload becomes the webhook body's `data`.
 */
export function webhookSubscriptions(webhooks: WebhooksService): Subscription[] {
  return WEBHOOK_EVENT_REFS.map((ref) =>
    on(ref, (ctx, payload) => webhooks.dispatch(ctx, ref.name, payload).then(() => {}), { optional: true }),
  );
}
