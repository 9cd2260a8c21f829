// @vitest-environment happy-dom
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderPage, sessionView, typeDate } from "@web/kit/testing";
import { CountryDateField } from "../components/CountryDateField/index.js";

function Host({ onValue, format }: { onValue: (v: string) => void; format: "DD/MM/YYYY" | "YYYY-MM-DD" }) {
  const [v, setV] = useState("");
  return (
    <CountryDateField
      label={`Birthdate ${format}`}
      format={format}
      value={v}
      onChange={(x) => {
        setV(x);
        onValue(x);
      }}
    />
  );
}

describe("the people forms' date field (the one date picker)", () => {
  for (const [format, typed] of [
    ["DD/MM/YYYY", "06/04/1991"],
    ["YYYY-MM-DD", "1991-04-06"],
  ] as const)
    it(`keeps the draft in the country's format (${format}), the year typed digit by digit`, async () => {
      const seen: string[] = [];
      await renderPage(<Host format={format} onValue={(v) => seen.push(v)} />, { path: "/", session: sessionView() });
      typeDate(`Birthdate ${format}`, "1991-04-06");
      expect(seen.at(-1)).toBe(typed);
    });
});
