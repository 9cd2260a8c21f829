import { describe, expect, it } from "vitest";
import { dateFormatOf, isBirthdate, isCnpj, isCpf, isEmail, isLinkedInUrl, parseCountryDate } from "../validators.js";

describe("the spec's validators (§5)", () => {
  it("checks email addresses", () => {
    for (const ok of ["ana@example.com", "a.b+c@mail.co.br"]) expect(isEmail(ok)).toBe(true);
    for (const bad of ["ana", "ana@", "@x.com", "ana@example", "a b@x.com", "ana@x..com"])
      expect(isEmail(bad)).toBe(false);
  });

  it("checks CPF and CNPJ check digits, formatted or not", () => {
    expect(isCpf("529.982.247-25")).toBe(true);
    expect(isCpf("52998224725")).toBe(true);
    expect(isCpf("529.982.247-24")).toBe(false);
    expect(isCpf("111.111.111-11")).toBe(false);
    expect(isCnpj("11.222.333/0001-81")).toBe(true);
    expect(isCnpj("11.222.333/0001-80")).toBe(false);
  });

  it("accepts LinkedIn profile and company URLs only", () => {
    expect(isLinkedInUrl("https://www.linkedin.com/in/ana-souza/")).toBe(true);
    expect(isLinkedInUrl("https://br.linkedin.com/company/acme")).toBe(true);
    expect(isLinkedInUrl("https://linkedin.com.evil.io/in/x")).toBe(false);
    expect(isLinkedInUrl("https://example.com/in/x")).toBe(false);
  });

  it("refuses birthdates in the future or that are not real dates", () => {
    const today = new Date("2026-11-21T12:00:00Z");
    expect(isBirthdate("1990-02-28", today)).toBe(true);
    expect(isBirthdate("2026-11-21", today)).toBe(true);
    expect(isBirthdate("2026-11-22", today)).toBe(false);
    expect(isBirthdate("1990-02-30", today)).toBe(false);
    expect(isBirthdate("21/11/1990", today)).toBe(false);
  });

  it("reads dates in the country's format (us year-month-day, the others day/month/year)", () => {
    expect(dateFormatOf("br")).toBe("DD/MM/YYYY");
    expect(dateFormatOf("us")).toBe("YYYY-MM-DD");
    expect(parseCountryDate("31/12/2026", "br")).toEqual({ year: 2026, month: 12, day: 31 });
    expect(parseCountryDate("2026-12-31", "us")).toEqual({ year: 2026, month: 12, day: 31 });
    expect(parseCountryDate("2026-12-31", "ar")).toBeUndefined();
    expect(parseCountryDate("31/02/2026", "mx")).toBeUndefined();
  });
});
