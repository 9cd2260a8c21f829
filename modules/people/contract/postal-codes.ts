import { Type, type Static } from "typebox";
import { COUNTRY_IDS } from "../../../tenants/company.types.js";

/**
 * Postal-code lookup (spec §7 "Zip code lookup, Brazil only"): fills street, district, city and state of an address
 * form. `GET /postal-codes/:zipcode`; the zipcode may be typed with the br mask (`##### - ###`) or as 8 digits.
 */
export const PostalCodeParams = Type.Object({
  companyId: Type.String(),
  zipcode: Type.String({ minLength: 1, maxLength: 20 }),
});
export const PostalCodeQuery = Type.Object(
  {
    /** The country of the address being filled. @default the company's country */
    countryId: Type.Optional(Type.String({ enum: [...COUNTRY_IDS] })),
  },
  { additionalProperties: false },
);
export type PostalCodeQuery = Static<typeof PostalCodeQuery>;

export const PostalAddress = Type.Object(
  {
    /** The zipcode as Brazil writes it: `01001-000`. */
    zipcode: Type.String(),
    street: Type.String(),
    district: Type.String(),
    city: Type.String(),
    state: Type.String(),
  },
  {
    examples: [
      { zipcode: "01310-100", street: "Avenida Paulista", district: "Bela Vista", city: "São Paulo", state: "SP" },
    ],
  },
);
export type PostalAddress = Static<typeof PostalAddress>;
