// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { press, renderPage } from "../../../testing/render.js";
import { KeysTable, type ListedKey } from "../index.js";

interface Key extends ListedKey {
  origin: string;
}

const live: Key = { id: "k1", name: "Intranet", revokedAt: null, origin: "https://intranet.example" };
const gone: Key = { id: "k2", name: "Old site", revokedAt: "2026-01-02T10:00:00.000Z", origin: "https://old.example" };

function table(items: Key[] | undefined, onConfirm: (key: Key) => Promise<unknown>, isPending = false) {
  return (
    <KeysTable<Key>
      id="keys"
      title="Keys"
      keys={{ isPending: items === undefined, isError: false, error: null, data: items && { items } }}
      empty="No keys yet."
      status={(key) => (key.revokedAt ? "Revoked" : "Active")}
      head={(key) => <span>…{key.id}</span>}
      messages="apiKeys"
      tags={(key) => ({ label: "Origins", items: [key.origin, "https://other.example"] })}
      revoke={{
        isPending,
        onConfirm,
      }}
    >
      {(key) => <p>{key.id.toUpperCase()}</p>}
    </KeysTable>
  );
}

describe("KeysTable", () => {
  afterEach(cleanup);

  it("shows loading, then the empty state", async () => {
    const loading = await renderPage(table(undefined, async () => undefined));
    expect(screen.getByRole("status").textContent).toBe("Loading…");
    loading.unmount();
    await renderPage(table([], async () => undefined));
    expect(screen.getByText("No keys yet.")).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("lists each key with its status and the page's columns; only a live key can be revoked", async () => {
    await renderPage(table([live, gone], async () => undefined));
    const section = screen.getByRole("region", { name: "Keys" });
    const first = within(section).getByRole("listitem", { name: "Intranet" });
    expect(first.textContent).toContain("Active");
    expect(first.textContent).toContain("…k1");
    expect(first.textContent).toContain("K1");
    expect(
      within(within(first).getByRole("list", { name: "Origins" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["https://intranet.example", "https://other.example"]);
    expect(within(first).getByRole("button", { name: "Revoke" })).toBeTruthy();
    const second = within(section).getByRole("listitem", { name: "Old site" });
    expect(second.textContent).toContain("Revoked");
    expect(within(second).queryByRole("button", { name: "Revoke" })).toBeNull();
  });

  it("asks before revoking; cancel revokes nothing, a failure keeps the dialog, a success closes it", async () => {
    const confirmed: string[] = [];
    let fail = true;
    await renderPage(
      table([live], async (key) => {
        confirmed.push(key.id);
        if (fail) throw new Error("down");
      }),
    );
    press("Revoke");
    expect((await screen.findByRole("dialog", { name: "Revoke this key?" })).textContent).toContain(
      '"Intranet" stops working at once.',
    );
    press("Cancel");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(confirmed).toEqual([]);

    press("Revoke");
    await screen.findByRole("dialog");
    press("Revoke key");
    await waitFor(() => expect(confirmed).toEqual(["k1"]));
    expect(screen.getByRole("dialog")).toBeTruthy();

    fail = false;
    press("Revoke key");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(confirmed).toEqual(["k1", "k1"]);
  });
});
