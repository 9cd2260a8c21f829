import { defineTenantModel } from "../../../../core/tenancy/tenant-model.js";
import type { SpaceKind } from "../../contract/index.js";

export interface SpaceDoc {
  officeId: string;
  kind: SpaceKind;
  name: string;
  capacity: number;
  floor: string;
  amenities: string[];
  openFrom: string;
  openTo: string;
  openDays: number[];
  allowedLevels: string[];
  allowedDepartmentIds: string[];
  checkInGraceMinutes: number;
  active: boolean;
  /** core/files key of the photo (re-encoded, with its variants). */
  photoKey: string | null;
}

/** The company's rooms and desks, per office (people's offices, read through `people.directory`). */
export const SpaceModel = defineTenantModel<SpaceDoc>(
  "SpacesSpace",
  {
    officeId: { type: String, required: true },
    kind: { type: String, required: true, enum: ["room", "desk"] },
    name: { type: String, required: true, trim: true },
    capacity: { type: Number, required: true },
    floor: { type: String, default: "" },
    amenities: { type: [String], default: [] },
    openFrom: { type: String, default: "08:00" },
    openTo: { type: String, default: "19:00" },
    openDays: { type: [Number], default: [1, 2, 3, 4, 5] },
    allowedLevels: { type: [String], default: [] },
    allowedDepartmentIds: { type: [String], default: [] },
    checkInGraceMinutes: { type: Number, default: 15 },
    active: { type: Boolean, default: true },
    photoKey: { type: String, default: null },
  },
  {
    collection: "spaces_spaces",
    indexes: [
      { fields: { officeId: 1, name: 1 }, options: { unique: true, partialFilterExpression: { deletedAt: null } } },
    ],
  },
);
