/** The currency salaries are shown in, by the company's country (spec §3 "Country" ids). */
const CURRENCY: Record<string, string> = {
  ar: "ARS",
  br: "BRL",
  cl: "CLP",
  co: "COP",
  mx: "MXN",
  pe: "PEN",
  py: "PYG",
  us: "USD",
};

/** Intl options for a money field of the company's country; a plain number for an unknown country. */
export function moneyFormat(countryId: string): Intl.NumberFormatOptions {
  const currency = CURRENCY[countryId];
  return currency ? { style: "currency", currency, currencyDisplay: "narrowSymbol" } : { maximumFractionDigits: 2 };
}
