// @vitest-environment happy-dom
import { fireEvent, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderPage, sessionView, typeDate } from "../../../testing/render.js";
import { DatePicker, DateRangePicker, type PickerRange } from "../index.js";

function RangeHost(props: {
  locked?: Set<string>;
  holidays?: Map<string, string>;
  leaves?: Set<string>;
  min?: string;
}) {
  const [value, setValue] = useState<PickerRange | null>(null);
  return (
    <>
      <DateRangePicker
        label="Dates"
        value={value}
        onChange={setValue}
        minValue={props.min}
        locked={props.locked}
        holidays={props.holidays}
        leaves={props.leaves}
      />
      <output>{value ? `${value.start}/${value.end}` : ""}</output>
    </>
  );
}

describe("date pickers", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2030-03-04T12:00:00"));
  });
  afterEach(() => vi.useRealTimers());

  it("hands the range over with the day after the last as its end", async () => {
    const view = await renderPage(<RangeHost />, { session: sessionView() });
    typeDate("Dates", "2030-03-18", "2030-03-22");
    expect(view.container.querySelector("output")!.textContent).toBe("2030-03-18/2030-03-23");
    view.unmount();
  });

  it("orders the segments as the company's country writes dates", async () => {
    const order = () =>
      [...screen.getByRole("group", { name: "Day" }).querySelectorAll('[role="spinbutton"]')].map((s) =>
        s.getAttribute("data-type"),
      );
    const view = await renderPage(<DatePicker label="Day" value="" onChange={() => undefined} />, {
      session: sessionView(),
    });
    expect(order()).toEqual(["day", "month", "year"]);
    view.unmount();
    const us = await renderPage(<DatePicker label="Day" value="" onChange={() => undefined} countryId="us" />, {
      session: sessionView(),
    });
    expect(order()).toEqual(["year", "month", "day"]);
    us.unmount();
  });

  it("disables locked days, marks holidays and the person's leaves, starts weeks on Sunday in es, and offers quick ranges", async () => {
    const view = await renderPage(
      <RangeHost
        min="2030-03-04"
        locked={new Set(["2030-03-27"])}
        holidays={new Map([["2030-03-29", "Viernes Santo"]])}
        leaves={new Set(["2030-03-12"])}
      />,
      { session: sessionView(), locale: "es" },
    );
    fireEvent.click(screen.getByRole("button", { name: /Abrir calendario/ }));
    const dialog = await screen.findByRole("dialog");
    const headers = [...dialog.querySelectorAll("thead th")];
    expect(headers[0]!.textContent?.toLowerCase()).toBe("d");
    const unavailable = dialog.querySelectorAll("[data-unavailable]");
    expect([...unavailable].map((c) => c.textContent)).toEqual(["27"]);
    expect(within(dialog).getByTitle("Viernes Santo").textContent).toBe("29");
    expect(dialog.querySelectorAll("[data-leave]")).toHaveLength(1);
    // yesterday and last month are before the first day allowed
    expect(within(dialog).getByRole("button", { name: "Ayer" }).hasAttribute("disabled")).toBe(true);
    fireEvent.click(within(dialog).getByRole("button", { name: "Este mes" }));
    // clamped to the first day allowed, end exclusive
    expect(view.container.querySelector("output")!.textContent).toBe("2030-03-04/2030-04-01");
  });
});
