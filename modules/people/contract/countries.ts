/**
 * The countries the product serves (spec §3 "Country", §9: phone prefix and mask, date format, zipcode mask), for
 * browser code, which reaches the shared tenants data only through a contract.
 */
export { countries, countryById, type Country } from "../../../tenants/countries.js";
