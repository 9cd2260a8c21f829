import { Type, type Static } from "typebox";
import { IsoDate } from "./common.js";

/** Public holidays with a company's overrides (spec §7 POST /holidays/{countryId}; issue 5). */
export const HolidayOverrideInput = Type.Object(
  {
    items: Type.Array(
      Type.Object(
        {
          date: IsoDate,
          name: Type.String({ minLength: 1, maxLength: 120 }),
          /** State/region code (date-holidays, e.g. `SP`); absent: the whole country. */
          region: Type.Optional(Type.String({ pattern: "^[A-Za-z0-9-]{1,10}$" })),
          /** true: the company works on this public holiday (an override that removes it). */
          remove: Type.Optional(Type.Boolean()),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 100 },
    ),
  },
  { additionalProperties: false },
);
export type HolidayOverrideInput = Static<typeof HolidayOverrideInput>;

export const HolidayQuery = Type.Object(
  {
    year: Type.Integer({ minimum: 1970, maximum: 2200 }),
    region: Type.Optional(Type.String({ pattern: "^[A-Za-z0-9-]{1,10}$" })),
  },
  { additionalProperties: false },
);

export const Holiday = Type.Object({
  date: Type.String(),
  name: Type.String(),
  /** `public` from the country's calendar (date-holidays), `company` added by the company. */
  source: Type.String(),
  region: Type.Optional(Type.String()),
});
export type Holiday = Static<typeof Holiday>;
export const HolidayList = Type.Object(
  { countryId: Type.String(), items: Type.Array(Holiday) },
  {
    examples: [
      {
        countryId: "br",
        items: [
          { date: "2026-11-02", name: "Dia de Finados", source: "public" },
          { date: "2026-11-15", name: "Proclamação da República", source: "public" },
          { date: "2026-11-20", name: "Dia da Consciência Negra", source: "public" },
          { date: "2026-12-24", name: "Véspera de Natal", source: "company" },
          { date: "2026-12-25", name: "Natal", source: "public" },
          { date: "2026-12-31", name: "Véspera de Ano Novo", source: "company" },
        ],
      },
    ],
  },
);
export type HolidayList = Static<typeof HolidayList>;
