import { Schema } from "mongoose";

/** The stored form of the contract's Address (spec §3), shared by offices and workers. */
export const AddressSchema = new Schema(
  {
    zipcode: String,
    street: String,
    complement: String,
    number: String,
    district: String,
    city: String,
    state: String,
  },
  { _id: false },
);
