import type { Locale } from "../core/i18n/locale.js";
import { COUNTRY_IDS, type CountryId } from "./company.types.js";

/**
 * The countries the product serves (spec §3 "Country", §9): names in every
 * locale, phone prefix and mask, date format and postal-code mask. Masks use
 * `#` for a digit. Runtime-free besides this data, so the web app, the SDK
 * and the server share it.
 */
export interface Country {
  id: CountryId;
  name: Record<Locale, string>;
  /** The international dialling code, digits only (spec §9). */
  prefixPhone: string;
  phoneMask: string;
  /** Spec §9: day/month/year everywhere except us. */
  dateFormat: "DD/MM/YYYY" | "YYYY-MM-DD";
  /** Spec §5: `##### - ###` for br. */
  zipcodeMask: string;
}

export const countries: readonly Country[] = [
  {
    id: "ar",
    name: { en: "Argentina", "pt-BR": "Argentina", es: "Argentina" },
    prefixPhone: "54",
    phoneMask: "(##) ####-####",
    dateFormat: "DD/MM/YYYY",
    zipcodeMask: "####",
  },
  {
    id: "br",
    name: { en: "Brazil", "pt-BR": "Brasil", es: "Brasil" },
    prefixPhone: "55",
    phoneMask: "(##) #####-####",
    dateFormat: "DD/MM/YYYY",
    zipcodeMask: "##### - ###",
  },
  {
    id: "cl",
    name: { en: "Chile", "pt-BR": "Chile", es: "Chile" },
    prefixPhone: "56",
    phoneMask: "# #### ####",
    dateFormat: "DD/MM/YYYY",
    zipcodeMask: "#######",
  },
  {
    id: "co",
    name: { en: "Colombia", "pt-BR": "Colômbia", es: "Colombia" },
    prefixPhone: "57",
    phoneMask: "### ### ####",
    dateFormat: "DD/MM/YYYY",
    zipcodeMask: "######",
  },
  {
    id: "mx",
    name: { en: "Mexico", "pt-BR": "México", es: "México" },
    prefixPhone: "52",
    phoneMask: "## #### ####",
    dateFormat: "DD/MM/YYYY",
    zipcodeMask: "#####",
  },
  {
    id: "pe",
    name: { en: "Peru", "pt-BR": "Peru", es: "Perú" },
    prefixPhone: "51",
    phoneMask: "### ### ###",
    dateFormat: "DD/MM/YYYY",
    zipcodeMask: "#####",
  },
  {
    id: "py",
    name: { en: "Paraguay", "pt-BR": "Paraguai", es: "Paraguay" },
    prefixPhone: "595",
    phoneMask: "### ### ###",
    dateFormat: "DD/MM/YYYY",
    zipcodeMask: "######",
  },
  {
    id: "us",
    name: { en: "United States", "pt-BR": "Estados Unidos", es: "Estados Unidos" },
    prefixPhone: "1",
    phoneMask: "(###) ###-####",
    dateFormat: "YYYY-MM-DD",
    zipcodeMask: "#####",
  },
];

const byId = new Map<string, Country>(countries.map((c) => [c.id, c]));

/** The country with this id, or undefined for an id the product does not serve. */
export function countryById(id: string): Country | undefined {
  return byId.get(id);
}

// every country id of the tenant vocabulary has its data (checked when the module loads)
for (const id of COUNTRY_IDS) if (!byId.has(id)) throw new Error(`tenants/countries.ts: no data for country "${id}"`);
