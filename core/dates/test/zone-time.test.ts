import { describe, expect, it } from "vitest";
import { localDay, localParts, localTime, minutesOf, offsetMinutes, timeOf, zonedInstant } from "../zone-time.js";

describe("zone time", () => {
  it("turns a local day and minute into the instant, in zones either side of UTC", () => {
    expect(zonedInstant("2030-01-21", 9 * 60, "America/Sao_Paulo").toISOString()).toBe("2030-01-21T12:00:00.000Z");
    expect(zonedInstant("2030-01-21", 9 * 60, "Asia/Tokyo").toISOString()).toBe("2030-01-21T00:00:00.000Z");
    expect(zonedInstant("2030-01-21", 9 * 60, "UTC").toISOString()).toBe("2030-01-21T09:00:00.000Z");
    expect(zonedInstant("2030-01-21", 30, "Asia/Kolkata").toISOString()).toBe("2030-01-20T19:00:00.000Z");
    // minutes past 1440 are the next day's (a night shift's end)
    expect(zonedInstant("2030-01-21", 1440 + 6 * 60, "America/Sao_Paulo").toISOString()).toBe(
      "2030-01-22T09:00:00.000Z",
    );
  });

  it("settles the offset across daylight-saving changes", () => {
    // New York: EST (-5) until 2030-03-10 02:00, EDT (-4) after; back to EST on 2030-11-03 02:00
    expect(zonedInstant("2030-03-09", 9 * 60, "America/New_York").toISOString()).toBe("2030-03-09T14:00:00.000Z");
    expect(zonedInstant("2030-03-10", 9 * 60, "America/New_York").toISOString()).toBe("2030-03-10T13:00:00.000Z");
    // a day that starts in EST and ends in EDT: 00:00 and 23:00 carry different offsets
    expect(zonedInstant("2030-03-10", 0, "America/New_York").toISOString()).toBe("2030-03-10T05:00:00.000Z");
    expect(zonedInstant("2030-03-10", 23 * 60, "America/New_York").toISOString()).toBe("2030-03-11T03:00:00.000Z");
    // 01:30 happens twice on the autumn night: the first one (still EDT)
    expect(zonedInstant("2030-11-03", 90, "America/New_York").toISOString()).toBe("2030-11-03T05:30:00.000Z");
    // 02:30 does not exist on the spring night: the instant the clock would show it with the offset before the jump
    expect(zonedInstant("2030-03-10", 150, "America/New_York").toISOString()).toBe("2030-03-10T06:30:00.000Z");
  });

  it("reads the local day, minute, time and offset of an instant", () => {
    const at = new Date("2030-01-22T01:30:45.000Z");
    expect(localParts(at, "America/Sao_Paulo")).toEqual({ day: "2030-01-21", minute: 22 * 60 + 30 + 0.75 });
    expect(localDay(at, "America/Sao_Paulo")).toBe("2030-01-21");
    expect(localDay(at, "UTC")).toBe("2030-01-22");
    expect(localTime(at, "America/Sao_Paulo")).toBe("22:30");
    expect(localTime(at, "Asia/Kolkata")).toBe("07:00");
    expect(offsetMinutes(at, "America/Sao_Paulo")).toBe(-180);
    expect(offsetMinutes(at, "Asia/Kolkata")).toBe(330);
    expect(offsetMinutes(new Date("2030-07-01T12:00:00Z"), "Europe/Paris")).toBe(120);
    expect(offsetMinutes(new Date("2030-01-01T12:00:00Z"), "Europe/Paris")).toBe(60);
  });

  it("round-trips every half hour of a year in a zone with daylight saving", () => {
    const wrong: string[] = [];
    for (let t = Date.UTC(2030, 0, 1); t < Date.UTC(2031, 0, 1); t += 30 * 60_000) {
      const { day, minute } = localParts(new Date(t), "Europe/Paris");
      const back = zonedInstant(day, minute, "Europe/Paris").getTime();
      if (back !== t) wrong.push(new Date(t).toISOString());
    }
    // only the autumn night's repeated hour (02:00-02:59 twice) maps to the other one of its two instants
    expect(wrong).toEqual(["2030-10-27T00:00:00.000Z", "2030-10-27T00:30:00.000Z"]);
  });

  it("agrees with Intl's own wall clock for any instant, in zones with daylight saving, old offsets in seconds and half hours", () => {
    // the offsets are kept per zone and UTC hour: check them against a formatter asked directly, across changes
    const zones = [
      "America/Sao_Paulo",
      "America/New_York",
      "Europe/Paris",
      "Asia/Kolkata",
      "Australia/Lord_Howe",
      "UTC",
    ];
    const formats = new Map<string, Intl.DateTimeFormat>();
    const intl = (at: Date, zone: string) => {
      const parts: Record<string, string> = {};
      const format =
        formats.get(zone) ??
        new Intl.DateTimeFormat("en-US", {
          timeZone: zone,
          hourCycle: "h23",
          year: "numeric",
          month: "2-digit",
          day: "2-digit",
          hour: "2-digit",
          minute: "2-digit",
          second: "2-digit",
        });
      formats.set(zone, format);
      for (const p of format.formatToParts(at)) parts[p.type] = p.value;
      return {
        day: `${parts.year!.padStart(4, "0")}-${parts.month}-${parts.day}`,
        minute:
          Number(parts.hour) * 60 + Number(parts.minute) + (Number(parts.second) + at.getUTCMilliseconds() / 1000) / 60,
      };
    };
    let seed = 42;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const instants: Date[] = [
      // São Paulo's local mean time (-03:06:28) before 1914, New York's autumn night, Lord Howe's half-hour change
      new Date("1900-06-01T10:20:30.400Z"),
      new Date("2030-11-03T05:59:59.999Z"),
      new Date("2030-11-03T06:00:00.000Z"),
      new Date("2030-04-06T14:59:59.500Z"),
      new Date("2030-04-06T15:00:00.000Z"),
      // changes inside a UTC hour: Adelaide's autumn night (03:00 +10:30 is 16:30 UTC), São Paulo leaving its LMT
      new Date("2030-04-06T16:29:59.999Z"),
      new Date("2030-04-06T16:30:00.000Z"),
      new Date("2030-04-06T16:45:00.000Z"),
      new Date("1914-01-01T03:06:27.000Z"),
      new Date("1914-01-01T03:06:28.000Z"),
      new Date("1914-01-01T03:30:00.000Z"),
    ];
    for (let i = 0; i < 1000; i++)
      instants.push(new Date(Date.UTC(1990, 0, 1) + Math.floor(random() * 50 * 365 * 86_400_000)));
    const wrong: string[] = [];
    for (const zone of zones)
      for (const at of instants) {
        const expected = intl(at, zone);
        const got = localParts(at, zone);
        if (got.day !== expected.day || Math.abs(got.minute - expected.minute) > 1e-9)
          wrong.push(`${zone} ${at.toISOString()}: ${JSON.stringify(got)} vs ${JSON.stringify(expected)}`);
      }
    expect(wrong).toEqual([]);
    // the old offset in seconds rounds to whole minutes
    expect(offsetMinutes(new Date("1900-06-01T12:00:00Z"), "America/Sao_Paulo")).toBe(-186);
  });

  it("converts HH:mm and minutes", () => {
    expect(minutesOf("08:30")).toBe(510);
    expect(minutesOf("24:00")).toBe(1440);
    expect(timeOf(510)).toBe("08:30");
    expect(timeOf(0)).toBe("00:00");
    expect(timeOf(1440)).toBe("24:00");
  });
});
