import { Type, type Static } from "typebox";

/** Spec §3 "Address": an office's or a worker's address (all fields optional here; spec §5 rules are enforced by the routes). */
export const Address = Type.Object(
  {
    zipcode: Type.Optional(Type.String({ maxLength: 20 })),
    street: Type.Optional(Type.String({ maxLength: 200 })),
    complement: Type.Optional(Type.String({ maxLength: 200 })),
    number: Type.Optional(Type.String({ maxLength: 20 })),
    district: Type.Optional(Type.String({ maxLength: 120 })),
    city: Type.Optional(Type.String({ maxLength: 120 })),
    state: Type.Optional(Type.String({ maxLength: 120 })),
  },
  { additionalProperties: false },
);
export type Address = Static<typeof Address>;
