import { defineModule, provide } from "../../../core/modules/define-module.js";
import { peopleDirectory } from "../../people/contract/directory.js";
import { spacesContract } from "../contract/index.js";
import { spacesReservations } from "../contract/reservations-service.js";
import { seedSpaces } from "./demo.seed.js";
import { ReservationModel, SlotClaimModel } from "./reservations/reservations.model.js";
import { createReservationsService } from "./reservations/reservations.service.js";
import { spacesRoutes } from "./spaces.routes.js";
import { createSpacesWidgetRoutes } from "./widgets.routes.js";
import { SpaceModel } from "./spaces/spaces.model.js";
import { createSpacesService } from "./spaces/spaces.service.js";

/** The spaces module (modules/spaces/README.md): rooms and desks per office, and their reservations (issue 14). */
export const spacesModule = defineModule({
  id: "spaces",
  contract: spacesContract,
  models: [SpaceModel, ReservationModel, SlotClaimModel],
  needs: { people: peopleDirectory },
  setup({ events, files, notifications, tenants, services: { people } }) {
    const spaces = createSpacesService({ events, people, files });
    const reservations = createReservationsService({ events, people, notifications, spaces });
    return {
      routes: spacesRoutes({ spaces, reservations }),
      // the book-a-room widget (issue 19): /api/widgets/spaces/..., behind the core's widget gate
      globalRoutes: async (instance, routeOptions) => {
        await instance.register(createSpacesWidgetRoutes({ spaces, reservations, tenants }), {
          prefix: "",
          now: routeOptions.now,
        });
      },
      jobs: [
        {
          // idempotent: a conditional write moves each no-show from booked to released once
          name: "spaces.release-no-shows",
          scope: "tenant",
          every: "5 minutes",
          async handler(ctx) {
            const released = await reservations.releaseNoShows(ctx);
            if (released > 0) ctx.log.info({ released }, "spaces: no-shows released");
          },
        },
      ],
      provides: [
        provide(spacesReservations, {
          byIds: (ctx, ids) => reservations.byIds(ctx, ids),
          forPerson: (ctx, query) => reservations.forPerson(ctx, query),
        }),
      ],
      seed: (ctx, input) => seedSpaces(ctx, { spaces, reservations, people }, input),
    };
  },
});
