import type { ServiceContext } from "../../../../core/context.js";
import { AppError } from "../../../../core/errors/app-error.js";
import { findCompany } from "../../../../tenants/tenants.service.js";
import type { PostalAddress } from "../../contract/postal-codes.js";

/** ViaCEP, the public Brazilian postal-code service; `{zipcode}` is replaced by the 8 digits. */
export const DEFAULT_POSTAL_CODE_URL = "https://viacep.com.br/ws/{zipcode}/json/";
export const DEFAULT_POSTAL_CODE_TIMEOUT_MS = 4_000;

export interface PostalCodeServiceOptions {
  /**
   * The lookup address (`POSTAL_CODE_URL`). `{zipcode}` is replaced by the 8 digits; an address without it is a base
   * the spec's `{zipcode}.json` is appended to (`https://ws.apicep.com/cep` -> `.../cep/01001000.json`).
   * @default DEFAULT_POSTAL_CODE_URL
   */
  url?: string;
  /**
   * How long to wait for the service before giving up (a person is waiting on the form).
   * @default 4000
   */
  timeoutMs?: number;
}

/** `01001-000`, `01001 - 000` (the br mask) and `01001000` are the same zipcode; anything else is not one. */
const ZIPCODE = /^\s*(\d{5})\s*-?\s*(\d{3})\s*$/;

export function lookupUrl(base: string, digits: string): string {
  return base.includes("{zipcode}") ? base.replace("{zipcode}", digits) : `${base.replace(/\/+$/, "")}/${digits}.json`;
}

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/**
 * Reads either answer shape: ViaCEP's (`logradouro`, `bairro`, `localidade`, `uf`, `erro` when unknown) or the
 * spec's (`status` 200 means success, `address`, `district`, `city`, `state`). Undefined when it found nothing.
 */
export function readAddress(body: unknown, digits: string): PostalAddress | undefined {
  if (!body || typeof body !== "object") return undefined;
  const b = body as Record<string, unknown>;
  if (b.erro === true || b.erro === "true") return undefined;
  if ("status" in b && Number(b.status) !== 200) return undefined;
  const address: PostalAddress = {
    zipcode: `${digits.slice(0, 5)}-${digits.slice(5)}`,
    street: text(b.address) || text(b.logradouro),
    district: text(b.district) || text(b.bairro),
    city: text(b.city) || text(b.localidade),
    state: text(b.state) || text(b.uf),
  };
  return address.city && address.state ? address : undefined;
}

/**
 * Brazilian postal-code lookup (spec §7): Brazil only ("Service not available to the country."); a malformed zipcode
 * is refused before any call; whatever goes wrong with the service (unreachable, slow, an error status, an unknown
 * zipcode, an unreadable answer) is logged and answered "Search not done, please check the data.".
 */
export function createPostalCodeService(options: PostalCodeServiceOptions = {}) {
  const base = options.url ?? DEFAULT_POSTAL_CODE_URL;
  const timeoutMs = options.timeoutMs ?? DEFAULT_POSTAL_CODE_TIMEOUT_MS;

  return {
    async lookup(ctx: ServiceContext, input: { zipcode: string; countryId?: string }): Promise<PostalAddress> {
      const countryId = input.countryId ?? (await findCompany(ctx.companyId))?.countryId;
      if (countryId !== "br") throw new AppError("SERVICE_NOT_AVAILABLE_COUNTRY");
      const match = ZIPCODE.exec(input.zipcode);
      if (!match) throw new AppError("PEOPLE_ZIPCODE_INVALID", { field: "zipcode" });
      const digits = `${match[1]}${match[2]}`;

      const url = lookupUrl(base, digits);
      let body: unknown;
      try {
        const response = await fetch(url, {
          headers: { accept: "application/json" },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (response.status !== 200) {
          ctx.log.warn({ zipcode: digits, status: response.status }, "postal code lookup: the service refused");
          throw new AppError("SEARCH_NOT_DONE");
        }
        body = await response.json();
      } catch (err) {
        if (err instanceof AppError) throw err;
        ctx.log.warn({ err, zipcode: digits }, "postal code lookup failed");
        throw new AppError("SEARCH_NOT_DONE", { cause: err });
      }
      const address = readAddress(body, digits);
      if (!address) {
        ctx.log.info({ zipcode: digits }, "postal code lookup: not found");
        throw new AppError("SEARCH_NOT_DONE", { field: "zipcode" });
      }
      return address;
    },
  };
}

export type PostalCodeService = ReturnType<typeof createPostalCodeService>;
