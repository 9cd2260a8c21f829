// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { errorBody, useMockApi } from "../../testing/msw.js";
import { renderPage } from "../../testing/render.js";
import { LogoField } from "./LogoField.js";

const server = useMockApi();
const COMPANY = { id: "6650f1c2a9d3e4b5c6d7e8f0", name: "Acme" };
const URL_V1 = `/api/branding/${COMPANY.id}/logo/0123456789ab`;

function choose(name: string, type: string) {
  const input = document.querySelector<HTMLInputElement>("input[type=file]")!;
  fireEvent.change(input, { target: { files: [new File([new Uint8Array([137, 80, 78, 71])], name, { type })] } });
}

describe("the founder's logo field on /platform-customization (issue 18)", () => {
  it("uploads the chosen PNG at once as the multipart field `file`", async () => {
    const received: Array<{ name: string; type: string }> = [];
    server.use(
      http.post(`*/api/founder/companies/${COMPANY.id}/customization/logo`, async ({ request }) => {
        const file = (await request.formData()).get("file") as File;
        received.push({ name: file.name, type: file.type });
        return HttpResponse.json({ logoUrl: URL_V1 });
      }),
    );
    await renderPage(<LogoField company={COMPANY} logoUrl={null} />);
    expect(screen.getByText("No logo: the product's own mark is shown.")).toBeTruthy();
    choose("acme.png", "image/png");
    await waitFor(() => expect(received).toEqual([{ name: "acme.png", type: "image/png" }]));
    await screen.findByText("The logo of Acme is updated.");
    // the new logo shows at once, with "Replace" and "Remove"
    expect(screen.getByRole("img", { name: "Logo of Acme" }).getAttribute("src")).toBe(URL_V1);
    expect(screen.getByRole("button", { name: "Remove logo" })).toBeTruthy();
  });

  it("refuses an SVG before sending it, and shows the server's catalogue message in the page's language", async () => {
    let posts = 0;
    server.use(
      http.post(`*/api/founder/companies/${COMPANY.id}/customization/logo`, () => {
        posts += 1;
        return HttpResponse.json(errorBody(400, "FILE_INVALID_IMAGE", "Ups, imagen inválida.", "logo"), {
          status: 400,
        });
      }),
    );
    await renderPage(<LogoField company={COMPANY} logoUrl={null} />, { locale: "es" });
    choose("logo.svg", "image/svg+xml");
    await screen.findByText("¡Solo PNG o JPG!");
    expect(posts).toBe(0);
    choose("broken.png", "image/png");
    await screen.findByText("Ups, imagen inválida.");
    expect(posts).toBe(1);
  });

  it("shows the current logo named by the company and removes it", async () => {
    let removed = 0;
    server.use(
      http.delete(`*/api/founder/companies/${COMPANY.id}/customization/logo`, () => {
        removed += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await renderPage(<LogoField company={COMPANY} logoUrl={URL_V1} />, { locale: "pt-BR" });
    expect(screen.getByRole("img", { name: "Logotipo de Acme" }).getAttribute("src")).toBe(URL_V1);
    fireEvent.click(screen.getByRole("button", { name: "Remover logotipo" }));
    await waitFor(() => expect(removed).toBe(1));
    await screen.findByText("O logotipo de Acme foi removido.");
    expect(screen.queryByRole("img", { name: "Logotipo de Acme" })).toBeNull();
  });
});
