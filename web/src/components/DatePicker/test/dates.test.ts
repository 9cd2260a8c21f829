import { describe, expect, it } from "vitest";
import {
  dateFormatOfCountry,
  exclusiveToInclusiveEnd,
  inclusiveToExclusiveEnd,
  quickRange,
  segmentLocaleOf,
  toDayRange,
  toPickerRange,
  weekDayName,
} from "../dates.js";

describe("date picker rules", () => {
  it("writes day/month/year except in the us (spec §9)", () => {
    expect(dateFormatOfCountry("br")).toBe("DD/MM/YYYY");
    expect(dateFormatOfCountry("ar")).toBe("DD/MM/YYYY");
    expect(dateFormatOfCountry("us")).toBe("YYYY-MM-DD");
    expect(dateFormatOfCountry(undefined)).toBe("DD/MM/YYYY");
    // the segments' locale puts them in that order
    const order = (locale: string) =>
      new Intl.DateTimeFormat(locale, { year: "numeric", month: "2-digit", day: "2-digit" })
        .formatToParts(new Date(2030, 2, 18))
        .filter((p) => p.type !== "literal")
        .map((p) => p.type);
    for (const locale of ["en", "pt-BR", "es"]) {
      expect(order(segmentLocaleOf(locale, "DD/MM/YYYY"))).toEqual(["day", "month", "year"]);
      expect(order(segmentLocaleOf(locale, "YYYY-MM-DD"))).toEqual(["year", "month", "day"]);
    }
  });

  it("names the week's first day as react-aria does", () => {
    expect(weekDayName(0)).toBe("sun");
    expect(weekDayName(1)).toBe("mon");
    expect(weekDayName(7)).toBe("sun");
  });

  it("converts the picker's exclusive end and the API's inclusive end, across months and leap years", () => {
    expect(exclusiveToInclusiveEnd("2030-04-01")).toBe("2030-03-31");
    expect(inclusiveToExclusiveEnd("2030-03-31")).toBe("2030-04-01");
    expect(exclusiveToInclusiveEnd("2028-03-01")).toBe("2028-02-29");
    expect(inclusiveToExclusiveEnd("2030-12-31")).toBe("2031-01-01");
    expect(toDayRange({ start: "2030-03-18", end: "2030-03-23" })).toEqual({
      startDate: "2030-03-18",
      endDate: "2030-03-22",
    });
    expect(toPickerRange({ startDate: "2030-03-18", endDate: "2030-03-18" })).toEqual({
      start: "2030-03-18",
      end: "2030-03-19",
    });
  });

  it("gives the spec §9 quick ranges with exclusive ends", () => {
    expect(quickRange("today", "2030-03-04")).toEqual({ start: "2030-03-04", end: "2030-03-05" });
    expect(quickRange("yesterday", "2030-03-01")).toEqual({ start: "2030-02-28", end: "2030-03-01" });
    expect(quickRange("this-month", "2030-12-15")).toEqual({ start: "2030-12-01", end: "2031-01-01" });
    expect(quickRange("this-year", "2030-06-15")).toEqual({ start: "2030-01-01", end: "2031-01-01" });
    expect(quickRange("last-month", "2030-01-20")).toEqual({ start: "2029-12-01", end: "2030-01-01" });
    expect(quickRange("last-month", "2030-03-31")).toEqual({ start: "2030-02-01", end: "2030-03-01" });
  });
});
