import { defineTenantModel } from "../../../../core/tenancy/tenant-model.js";

/**
 * A kiosk: an office screen (a tablet) that shows the rotating QR. It signs in with a device key, not as a person;
 * only the key's SHA-256 is stored. Revoking soft-removes it (`deletedAt`), which ends its key at once.
 */
export interface ClockDeviceDoc {
  name: string;
  officeId: string;
  keyHash: string;
  createdBy: string;
  lastSeenAt?: Date;
}

export const ClockDeviceModel = defineTenantModel<ClockDeviceDoc>(
  "ClockDevice",
  {
    name: { type: String, required: true, trim: true },
    officeId: { type: String, required: true },
    keyHash: { type: String, required: true },
    createdBy: { type: String, required: true },
    lastSeenAt: { type: Date, default: undefined },
  },
  { collection: "clock_devices", indexes: [{ fields: { officeId: 1 } }] },
);
