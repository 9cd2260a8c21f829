import { describe, expect, it } from "vitest";
import { applyMask, isMaskComplete } from "@web/kit";
import { countryById } from "../../../contract/countries.js";
import { avatarSources, initialsOf } from "../lib/avatar.js";
import { countryToIso, isoToCountry } from "../lib/dates.js";
import { levelsForRole } from "../lib/levels.js";
import { draftErrors, draftOf, localPhone, patchOf, type Section } from "../lib/profile-draft.js";
import { scheduleDraftOf, scheduleErrors, scheduleInputOf } from "../lib/schedule.js";
import type { Worker } from "../data.js";

const br = countryById("br")!;
const us = countryById("us")!;

describe("masks", () => {
  it("formats a Brazilian zipcode as it is typed (spec §5 ##### - ###)", () => {
    expect(applyMask("01310100", "##### - ###")).toBe("01310 - 100");
    expect(applyMask("01310-100", "##### - ###")).toBe("01310 - 100");
    expect(applyMask("0131", "##### - ###")).toBe("0131");
    expect(applyMask("01310", "##### - ###")).toBe("01310");
    // deleting a literal works one character at a time
    expect(applyMask("01310 -", "##### - ###")).toBe("01310 -");
    expect(applyMask("0131a0x100999", "##### - ###")).toBe("01310 - 100");
    expect(isMaskComplete("01310 - 100", "##### - ###")).toBe(true);
    expect(isMaskComplete("01310 - 10", "##### - ###")).toBe(false);
  });

  it("honours letters and escaped literals", () => {
    expect(applyMask("ab12", "SS-##")).toBe("ab-12");
    expect(applyMask("12", "\\##")).toBe("#1");
  });
});

describe("dates in the company country's format (spec §9)", () => {
  it("shows ISO dates as day/month/year, or year-month-day in us", () => {
    expect(isoToCountry("1991-04-06", br.dateFormat)).toBe("06/04/1991");
    expect(isoToCountry("1991-04-06", us.dateFormat)).toBe("1991-04-06");
    expect(countryToIso("06/04/1991", br.dateFormat)).toBe("1991-04-06");
    expect(countryToIso("31/02/1991", br.dateFormat)).toBeUndefined();
    expect(countryToIso("1991-04-06", br.dateFormat)).toBeUndefined();
  });
});

describe("avatars (spec §7)", () => {
  it("tries the sized path, then the original; an http value is used directly", () => {
    expect(avatarSources("/api/companies/c/workers/w/avatar?v=1", "50x50")).toEqual([
      "/api/companies/c/workers/w/avatar?v=1&variant=50x50",
      "/api/companies/c/workers/w/avatar?v=1",
    ]);
    expect(avatarSources("https://cdn.example.com/a.png", "200x200")).toEqual(["https://cdn.example.com/a.png"]);
    expect(avatarSources(undefined, "50x50")).toEqual([]);
    expect(initialsOf("Ana", "Silva Souza")).toBe("AS");
  });
});

describe("schedule rules (spec §3, §5)", () => {
  it("defaults to 6-18 Monday to Friday, double 6-12 and 13-18", () => {
    const draft = scheduleDraftOf(undefined);
    expect(draft.type).toBe("regular");
    expect(draft.regular).toEqual({ minHour: 6, maxHour: 18 });
    expect(draft.double).toEqual({ minHour: 6, maxMidHour: 12, minMidHour: 13, maxHour: 18 });
    expect(
      Object.entries(draft.days)
        .filter(([, on]) => on)
        .map(([d]) => d),
    ).toEqual(["mon", "tue", "wed", "thu", "fri"]);
    expect(scheduleErrors(draft)).toEqual({});
  });

  it("a double's second range starts at or after the end of the first", () => {
    const draft = { ...scheduleDraftOf(undefined), type: "double" as const };
    expect(scheduleErrors({ ...draft, double: { minHour: 6, maxMidHour: 12, minMidHour: 12, maxHour: 18 } })).toEqual(
      {},
    );
    expect(scheduleErrors({ ...draft, double: { minHour: 6, maxMidHour: 12, minMidHour: 11, maxHour: 18 } })).toEqual({
      second: "PEOPLE_SCHEDULE_SECOND_RANGE",
    });
    expect(scheduleErrors({ ...draft, double: { minHour: 12, maxMidHour: 12, minMidHour: 13, maxHour: 18 } })).toEqual({
      first: "PEOPLE_SCHEDULE_END_NOT_AFTER_START",
    });
    expect(scheduleErrors({ ...draft, double: { minHour: 6, maxMidHour: 12, minMidHour: 13, maxHour: 25 } })).toEqual({
      second: "PEOPLE_SCHEDULE_HOUR_INVALID",
    });
  });

  it("asks for a weekday, and checks each selected day of a custom schedule", () => {
    const draft = scheduleDraftOf(undefined);
    const none = Object.fromEntries(Object.keys(draft.days).map((d) => [d, false])) as typeof draft.days;
    expect(scheduleErrors({ ...draft, days: none })).toEqual({ days: "VALIDATION_SELECTION" });
    expect(scheduleErrors({ ...draft, type: "none", days: none })).toEqual({});
    const custom = { ...draft, type: "custom" as const, custom: { ...draft.custom, tue: { minHour: 9, maxHour: 8 } } };
    expect(scheduleErrors(custom)).toEqual({ tue: "PEOPLE_SCHEDULE_END_NOT_AFTER_START" });
    // a day not worked is not checked
    expect(scheduleErrors({ ...custom, days: { ...custom.days, tue: false } })).toEqual({});
    expect(scheduleInputOf({ ...custom, days: { ...custom.days, tue: false } }).custom).not.toHaveProperty("tue");
  });
});

describe("the profile form", () => {
  const worker = {
    id: "w1",
    userId: "u2",
    email: "ana@example.com",
    name: "Ana",
    phone: "+55 11 910023757",
    birthdate: "1991-04-06",
    address: {
      zipcode: "80420-090",
      street: "Avenida do Batel",
      number: "103",
      district: "Batel",
      city: "Curitiba",
      state: "PR",
    },
    referenceWorkerId: null,
    schedule: { type: "regular", days: { mon: true }, minHour: 8, maxHour: 17 },
    status: "active",
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
  } as Worker;
  const all: Section[] = ["personal", "address", "job", "bankEducation", "schedule", "extra"];

  it("shows the stored phone with the country's mask and sends it back with the code", () => {
    expect(localPhone(worker.phone, br)).toBe("(11) 91002-3757");
    const draft = draftOf(worker, br);
    expect(draft.address.zipcode).toBe("80420 - 090");
    expect(draft.birthdate).toBe("06/04/1991");
    const patch = patchOf(draft, { ...draft, phone: "(11) 99999-0000" }, { country: br, sections: all });
    expect(patch).toEqual({ phone: "+55 (11) 99999-0000" });
  });

  it("sends only what changed, in the API's forms", () => {
    const draft = draftOf(worker, br);
    const next = {
      ...draft,
      birthdate: "07/04/1991",
      gender: "female",
      course: "another",
      courseOther: " Gastronomia ",
    };
    expect(patchOf(draft, next, { country: br, sections: all })).toEqual({
      birthdate: "1991-04-07",
      gender: "female",
      course: "another",
      courseOther: "Gastronomia",
    });
    // a section the page does not show is never sent
    expect(patchOf(draft, next, { country: br, sections: ["address"] })).toEqual({});
  });

  it("requires the address but its complement, unless the editor is admin (spec §5)", () => {
    const draft = draftOf(undefined, br);
    const errors = draftErrors({ ...draft, name: "Ana" }, { sections: ["address"], country: br, editorIsAdmin: false });
    expect(Object.keys(errors).sort()).toEqual([
      "address.city",
      "address.district",
      "address.number",
      "address.state",
      "address.street",
      "address.zipcode",
    ]);
    expect(draftErrors(draft, { sections: ["address"], country: br, editorIsAdmin: true })).toEqual({});
  });

  it("a future birthdate is refused with the catalogue's words", () => {
    const draft = { ...draftOf(worker, br), birthdate: "01/01/2999" };
    expect(draftErrors(draft, { sections: ["personal"], country: br, editorIsAdmin: true })).toEqual({
      birthdate: { code: "VALIDATION_BIRTHDATE" },
    });
  });
});

describe("levels from the role (spec §3 Role levelAccess)", () => {
  it("a level includes the ones below it", () => {
    expect(levelsForRole("admin")).toEqual(["admin", "revisor", "requester"]);
    expect(levelsForRole("revisor")).toEqual(["revisor", "requester"]);
    expect(levelsForRole(undefined)).toEqual(["requester"]);
  });
});
