import { isValidCNPJ, isValidCPF } from "@brazilian-utils/brazilian-utils";
import { Type } from "typebox";
import { dayOf, isRealDay } from "../dates/calendar-days.js";

/**
 * The spec's validation rules (§5) as plain functions and as JSON-schema
 * formats. The formats are registered on the app's validator (see
 * `addProductFormats`), so a route schema says `Type.String({ format: "cpf" })`
 * and a bad value answers with the catalogue message (VALIDATION_CPF, ...).
 */

// A practical address pattern: one @, no spaces, a dot in the domain (spec §5 "standard address pattern").
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
export const isEmail = (v: string): boolean => v.length <= 254 && EMAIL.test(v);

export const isCpf = (v: string): boolean => isValidCPF(v);
export const isCnpj = (v: string): boolean => isValidCNPJ(v);

/** A LinkedIn profile or company page (spec §5 "matches the professional-network host pattern"). */
const LINKEDIN = /^https?:\/\/([a-z]{2,3}\.)?linkedin\.com\/(in|pub|company|school)\/[^\s/?#]+\/?(\?[^\s#]*)?$/i;
export const isLinkedInUrl = (v: string): boolean => LINKEDIN.test(v);

/** Spec §9: day/month/year everywhere except us, which uses year-month-day. */
export function dateFormatOf(countryId: string): "DD/MM/YYYY" | "YYYY-MM-DD" {
  return countryId === "us" ? "YYYY-MM-DD" : "DD/MM/YYYY";
}

/** Parses a calendar date typed in a country's format; undefined when it is not a real date. */
export function parseCountryDate(
  value: string,
  countryId: string,
): { year: number; month: number; day: number } | undefined {
  const m =
    dateFormatOf(countryId) === "YYYY-MM-DD"
      ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
      : /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!m) return undefined;
  const [year, month, day] = dateFormatOf(countryId) === "YYYY-MM-DD" ? [m[1], m[2], m[3]] : [m[3], m[2], m[1]];
  return realDate(Number(year), Number(month), Number(day));
}

function realDate(year: number, month: number, day: number) {
  return isRealDay(year, month, day) ? { year, month, day } : undefined;
}

/** An ISO calendar date (YYYY-MM-DD), the API's wire format for dates without time. */
export function parseIsoDate(value: string) {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return m ? realDate(Number(m[1]), Number(m[2]), Number(m[3])) : undefined;
}

/** A birthdate: a real ISO date, not in the future, not before 1900. */
export function isBirthdate(value: string, today: Date = new Date()): boolean {
  const d = parseIsoDate(value);
  if (!d || d.year < 1900) return false;
  return value <= dayOf(today);
}

/** JSON-schema formats of the product, for the app's validator. */
export const productFormats: Record<string, (value: string) => boolean> = {
  email: isEmail,
  cpf: isCpf,
  cnpj: isCnpj,
  "linkedin-url": isLinkedInUrl,
  birthdate: (v) => isBirthdate(v),
  date: (v) => parseIsoDate(v) !== undefined,
};

interface AjvLike {
  addFormat(name: string, format: { type: "string"; validate: (v: string) => boolean }): unknown;
}

/** Registers the product's formats on an Ajv instance (Fastify `ajv.plugins`). */
export function addProductFormats<T extends AjvLike>(ajv: T): T {
  for (const [name, validate] of Object.entries(productFormats)) ajv.addFormat(name, { type: "string", validate });
  return ajv;
}

/** Shared schema pieces for route payloads. */
export const Schemas = {
  Email: Type.String({ format: "email", maxLength: 254 }),
  /** ARCHITECTURE "Auth and roles": minimum 8, a maximum of at least 64 (the spec's 15 is a known defect). */
  Password: Type.String({ minLength: 8, maxLength: 128 }),
  Cpf: Type.String({ format: "cpf" }),
  Cnpj: Type.String({ format: "cnpj" }),
  LinkedInUrl: Type.String({ format: "linkedin-url" }),
  Birthdate: Type.String({ format: "birthdate" }),
  IsoDate: Type.String({ format: "date" }),
};
