import { readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { webModules } from "../../../modules/web.js";
import { defineSlot } from "./slot.js";
import { serverErrors, fieldOfServerError } from "./server-errors.js";
import { ApiError } from "../api/client.js";
import { adjustForContrast, contrastRatio, isReadableColor, textOn } from "./colors.js";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));

/** The files a file imports statically (relative `import ... from`; lazy `import()` is left out), recursively. */
function staticGraph(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, "utf8");
  for (const m of source.matchAll(/^(?:import|export)\s[^;]*?\sfrom\s+"(\.[^"]+)";/gms)) {
    const target = resolve(dirname(file), m[1]!).replace(/\.js$/, "");
    for (const ext of [".ts", ".tsx"]) {
      try {
        readFileSync(target + ext);
        staticGraph(target + ext, seen);
        break;
      } catch {
        // not this extension
      }
    }
  }
  return seen;
}

describe("the web kit", () => {
  it("keeps modules' web definitions on the light entry (the app's first chunk loads them)", () => {
    const heavy: string[] = [];
    for (const mod of webModules) {
      for (const file of staticGraph(join(ROOT, "modules", mod.id, "web/index.ts"))) {
        if (/from\s+"@web\/kit"/.test(readFileSync(file, "utf8"))) heavy.push(relative(ROOT, file));
      }
    }
    expect(heavy).toEqual([]);
  });

  it("a slot contribution carries the slot's name (registries and tests compare names)", () => {
    const tabs = defineSlot<{ workerId: string }>("employee.profile.tabs");
    const Tab = ({ workerId }: { workerId: string }) => workerId;
    const entry = tabs.contribute({ order: 3, label: "leave.tab", component: async () => ({ default: Tab }) });
    expect(entry).toMatchObject({ slot: "employee.profile.tabs", order: 3, label: "leave.tab" });
    // @ts-expect-error a component needing props the slot does not pass is refused
    tabs.contribute({ component: async () => ({ default: (p: { other: number }) => p.other }) });
  });

  it("puts a server error on the form's field it names, else above the form", () => {
    const error = (field?: string) =>
      new ApiError({
        statusCode: 400,
        code: "VALIDATION_REQUIRED" as never,
        message: "Required",
        field,
        request: { method: "POST", path: "/x" },
      });
    const named = serverErrors(error("address.zipcode"), ["name", "address.zipcode"]);
    expect([named.name, named.field("address.zipcode"), named.field("name"), named.general]).toEqual([
      "address.zipcode",
      "Required",
      undefined,
      undefined,
    ]);
    expect(serverErrors(error("/address/zipcode"), ["address.zipcode"]).name).toBe("address.zipcode");
    expect(serverErrors(error("items.0.color"), ["color"]).field("color")).toBe("Required");
    expect(serverErrors(error("other"), ["name"]).general).toBe("Required");
    expect(serverErrors(error(), ["name"]).general).toBe("Required");
    expect(serverErrors(new Error("offline"), ["name"]).general).toBe("offline");
    expect(serverErrors(null, ["name"]).general).toBeUndefined();
    expect(fieldOfServerError(undefined)).toBeUndefined();
  });
});

describe("textOn", () => {
  it("picks the text colour that contrasts more with a chosen background", () => {
    // white on the demo's orange is 3.08:1 (axe refused it); near-black is above 4.5:1
    expect(textOn("#ef6c00")).toBe("#1b1b1b");
    expect(contrastRatio("#ef6c00", textOn("#ef6c00"))).toBeGreaterThanOrEqual(4.5);
    expect(textOn("#5c6478")).toBe("#ffffff");
    expect(textOn("#fff")).toBe("#1b1b1b");
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21);
  });
});

describe("brand colours", () => {
  it("accepts a colour only when white or near-black text reads on it", () => {
    expect(isReadableColor("#0a5c36")).toBe(true);
    expect(isReadableColor("#ffd54f")).toBe(true);
    // mid grey: white reaches 4.48:1, near-black less
    expect(isReadableColor("#777777")).toBe(false);
    expect(isReadableColor("green")).toBe(false);
  });

  it("moves a colour lighter or darker until it reads as text on the theme's background", () => {
    expect(adjustForContrast("#0a5c36", "#f5f6fa", 0)).toBe("#0a5c36");
    const onDark = adjustForContrast("#0a5c36", "#262c47", 1);
    expect(contrastRatio(onDark, "#262c47")).toBeGreaterThanOrEqual(4.5);
    const onLight = adjustForContrast("#ffd54f", "#f5f6fa", 0);
    expect(contrastRatio(onLight, "#f5f6fa")).toBeGreaterThanOrEqual(4.5);
  });
});
