import Holidays from "date-holidays";
import type { ServiceContext } from "../../../../core/context.js";
import { AppError } from "../../../../core/errors/app-error.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import { auditService } from "../../../../core/audit/index.js";
import { COUNTRY_IDS } from "../../../../tenants/company.types.js";
import type { Holiday, HolidayList, HolidayOverrideInput } from "../../contract/index.js";
import { HolidayOverrideModel } from "./holidays.model.js";

// public holidays are fixed data per country/region/year: computed once per process
const cache = new Map<string, Holiday[]>();

/**
 * A country's (and optionally a state's) public holidays of a year, from the `date-holidays` package. Only
 * `public` days: bank, school and optional observances (e.g. Brazil's Carnaval, "optional") are not days off by law.
 */
export function publicHolidays(countryId: string, year: number, region?: string): Holiday[] {
  const key = `${countryId}:${region ?? ""}:${year}`;
  let found = cache.get(key);
  if (!found) {
    const hd = region
      ? new Holidays(countryId.toUpperCase(), region.toUpperCase())
      : new Holidays(countryId.toUpperCase());
    const days = new Map<string, Holiday>();
    for (const h of hd.getHolidays(year) || []) {
      if (h.type !== "public") continue;
      const date = h.date.slice(0, 10);
      if (!days.has(date)) days.set(date, { date, name: h.name, source: "public", ...(region ? { region } : {}) });
    }
    found = [...days.values()];
    cache.set(key, found);
  }
  return found;
}

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .trim()
    .toLowerCase();

/**
 * The `date-holidays` region code of a state written in an address, by its code ("SP", "sp") or its name ("São
 * Paulo", "sao paulo"); undefined when the country has no such region (the country's holidays apply alone).
 */
export function regionOf(countryId: string, state: string | undefined): string | undefined {
  if (!state?.trim()) return undefined;
  const states = (new Holidays().getStates(countryId.toUpperCase()) ?? {}) as Record<string, string>;
  const wanted = fold(state);
  return Object.entries(states).find(([code, name]) => fold(code) === wanted || fold(name) === wanted)?.[0];
}

/** The company's country, from the tenant summary on the context (modules never read the companies collection). */
function companyCountry(ctx: ServiceContext): string {
  return ctx.tenant?.countryId || "br";
}

export const holidaysService = {
  /** `GET /holidays/:countryId?year=&region=`: public holidays with the company's overrides applied. */
  async list(ctx: ServiceContext, countryId: string, query: { year: number; region?: string }): Promise<HolidayList> {
    if (!(COUNTRY_IDS as readonly string[]).includes(countryId)) throw new AppError("NOT_FOUND");
    const region = query.region?.toUpperCase();
    const overrides = await scoped(ctx, HolidayOverrideModel).find({
      countryId,
      date: { $gte: `${query.year}-01-01`, $lte: `${query.year}-12-31` },
      region: { $in: region ? ["", region] : [""] },
    });
    const removed = new Set(overrides.filter((o) => o.removed).map((o) => o.date));
    const items = publicHolidays(countryId, query.year, region).filter((h) => !removed.has(h.date));
    for (const o of overrides)
      if (!o.removed && !items.some((h) => h.date === o.date))
        items.push({ date: o.date, name: o.name, source: "company", ...(o.region ? { region: o.region } : {}) });
    items.sort((x, y) => x.date.localeCompare(y.date));
    return { countryId, items };
  },

  /** `POST /holidays/:countryId`: adds company holidays or removes public ones (upserted by date and region). */
  async override(ctx: ServiceContext, countryId: string, input: HolidayOverrideInput): Promise<HolidayList> {
    if (!(COUNTRY_IDS as readonly string[]).includes(countryId)) throw new AppError("NOT_FOUND");
    const overrides = scoped(ctx, HolidayOverrideModel);
    for (const item of input.items) {
      const region = item.region?.toUpperCase() ?? "";
      await overrides.updateOne(
        { countryId, date: item.date, region },
        { $set: { name: item.name, removed: item.remove ?? false } },
        { upsert: true },
      );
    }
    await auditService.record(ctx, {
      action: "leave.holidays.changed",
      target: { type: "leave.holidays", id: countryId },
      details: { dates: input.items.map((i) => i.date).slice(0, 100) },
    });
    return this.list(ctx, countryId, { year: Number(input.items[0].date.slice(0, 4)) });
  },

  /**
   * The company's days off between two dates: its country's public holidays with its overrides, plus the regional
   * ones of `state` (an office's address state, by code or name) when the country has that region.
   */
  async daysOff(ctx: ServiceContext, from: string, to: string, state?: string): Promise<Set<string>> {
    const countryId = companyCountry(ctx);
    const region = regionOf(countryId, state);
    const out = new Set<string>();
    for (let y = Number(from.slice(0, 4)); y <= Number(to.slice(0, 4)); y++)
      for (const h of (await this.list(ctx, countryId, { year: y, region })).items)
        if (h.date >= from && h.date <= to) out.add(h.date);
    return out;
  },

  /** Holidays between two dates (with an office's `state`: that region's too), for calendars. */
  async inRange(ctx: ServiceContext, from: string, to: string, state?: string): Promise<Holiday[]> {
    const countryId = companyCountry(ctx);
    const region = regionOf(countryId, state);
    const out: Holiday[] = [];
    for (let y = Number(from.slice(0, 4)); y <= Number(to.slice(0, 4)); y++)
      out.push(
        ...(await this.list(ctx, countryId, { year: y, region })).items.filter((h) => h.date >= from && h.date <= to),
      );
    return out;
  },
};
