// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { render, status } from "../../../widgets/runtime/widget.js";

/** Every widget draws its title with the runtime's `render`: the company's logo (issue 18) comes with it. */
describe("the company's logo in a widget", () => {
  it("goes before the title, named by the company, when the loader found one; nothing otherwise", () => {
    const body = document.createElement("section");
    render(body, "Upcoming holidays", status("None"));
    expect(body.querySelector("img")).toBeNull();
    expect(body.firstElementChild?.tagName).toBe("H2");

    body.dataset.logo = "https://hr.example.com/api/branding/6650f1c2a9d3e4b5c6d7e8f0/logo/0123456789ab";
    body.dataset.company = "Acme";
    render(body, "Upcoming holidays", status("None"));
    const logo = body.firstElementChild as HTMLImageElement;
    expect(logo.tagName).toBe("IMG");
    expect(logo.getAttribute("src")).toBe(body.dataset.logo);
    expect(logo.getAttribute("alt")).toBe("Acme");
    expect(logo.className).toBe("wf-logo");
    expect(body.querySelector("h2")?.textContent).toBe("Upcoming holidays");
    // drawn again (a widget's refresh): still one logo
    render(body, "Upcoming holidays", status("None"));
    expect(body.querySelectorAll("img")).toHaveLength(1);
  });
});
