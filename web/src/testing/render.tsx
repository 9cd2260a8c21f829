import { QueryClientProvider } from "@tanstack/react-query";
import { act, configure, fireEvent, render, screen, type RenderResult } from "@testing-library/react";
import type { ReactElement } from "react";
import { RouterProvider } from "react-aria-components";
import { IntlProvider } from "react-intl";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { setApiLocale } from "../api/client.js";
import { webModules } from "../../../modules/web.js";
import { createQueryClient } from "../app/query-client.js";
import { WebModulesProvider } from "../app/web-modules.js";
import { SESSION_KEY, type SessionView } from "../auth/session.js";
import { Toasts } from "../components/Toasts/index.js";
import { loadMessages } from "../i18n/load-messages.js";
import type { Locale } from "../i18n/locales.js";
import type { WebModuleDefinition } from "../../modules.js";

export { sessionView } from "./session.js";

// findBy*/waitFor wait up to 5 s (testing-library's 1 s default fails pages that load several modules' code and
// messages on a busy two-core run: the suite runs two files at a time)
configure({ asyncUtilTimeout: 5000 });

export interface RenderPageOptions {
  /** The path (and query) the page opens at, without the locale prefix. @default "/" */
  path?: string;
  /** @default "en" */
  locale?: Locale;
  /** Who is signed in: a session view, or null for nobody. Left unset, the page reads GET /api/auth/session. */
  session?: SessionView | null;
  /** The web modules whose slots the page sees. @default the registry's (modules/web.ts) */
  modules?: readonly WebModuleDefinition[];
}

export interface RenderedPage extends RenderResult {
  /** The current path and query, as the router sees them. */
  location: () => string;
  /** Every path navigated to, the first one included. */
  history: string[];
  queryClient: ReturnType<typeof createQueryClient>;
}

/**
 * Renders a page or component with what the app gives it: messages of a locale (react-intl), the data cache, a
 * router on an in-memory location, the react-aria router (links), the web modules (slots) and the notifications
 * region.
 */
export async function renderPage(ui: ReactElement, options: RenderPageOptions = {}): Promise<RenderedPage> {
  const locale = options.locale ?? "en";
  const messages = await loadMessages(locale);
  // as the app does: API errors come back in the page's language
  setApiLocale(locale);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  if (options.session !== undefined) queryClient.setQueryData(SESSION_KEY, options.session);
  const memory = memoryLocation({ path: options.path ?? "/", record: true });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <IntlProvider locale={locale} defaultLocale="en" messages={messages}>
        <Router hook={memory.hook} searchHook={memory.searchHook}>
          <RouterProvider navigate={(to) => memory.navigate(to)}>
            <WebModulesProvider value={options.modules ?? webModules}>
              {ui}
              <Toasts />
            </WebModulesProvider>
          </RouterProvider>
        </Router>
      </IntlProvider>
    </QueryClientProvider>,
  );
  return {
    ...result,
    location: () => memory.history.at(-1) ?? "",
    history: memory.history,
    queryClient,
  };
}

/** Types into the field with that label (the whole value at once, as a paste would). */
export function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** Presses a form's submit button by its name: the form is submitted as Enter in a field would. */
export function submit(name: string | RegExp) {
  const button = screen.getByRole("button", { name });
  const form = button.closest("form");
  if (!form) throw new Error(`"${String(name)}" is not in a form`);
  fireEvent.submit(form);
}

/** Presses a button by its name (a click, as a mouse or a screen reader would). */
export function press(name: string | RegExp) {
  fireEvent.click(screen.getByRole("button", { name }));
}

/** The messages tied to a field for screen readers (its description and react-aria FieldError), joined by " | ". */
export function errorOf(label: string | RegExp): string {
  const ids = (screen.getByLabelText(label).getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" | ");
}

/** The segments group of a date picker (DatePicker / DateRangePicker) by its label. */
export function dateGroup(label: string | RegExp): HTMLElement {
  return screen.getByRole("group", { name: label });
}

/**
 * Types days (`YYYY-MM-DD`) into a date picker's segments, digit by digit as a keyboard would, whatever order the
 * country's format puts them in: one day for a DatePicker, the first and the last for a DateRangePicker.
 */
export function typeDate(label: string | RegExp, ...days: string[]) {
  const segments = [...dateGroup(label).querySelectorAll<HTMLElement>('[role="spinbutton"]')];
  if (segments.length !== days.length * 3) throw new Error(`"${String(label)}": ${segments.length} date segments`);
  // happy-dom dispatches `selectionchange` synchronously when react-aria collapses the selection in its own
  // `selectionchange` handler (browsers queue it), which recurses without end: no selection while typing here
  const getSelection = window.getSelection;
  window.getSelection = () => null;
  try {
    typeSegments(segments, days);
  } finally {
    window.getSelection = getSelection;
  }
}

function typeSegments(segments: HTMLElement[], days: string[]) {
  segments.forEach((segment, i) => {
    const iso = days[Math.floor(i / 3)]!;
    const kind = segment.getAttribute("data-type");
    const text = kind === "year" ? iso.slice(0, 4) : kind === "month" ? iso.slice(5, 7) : iso.slice(8, 10);
    act(() => segment.focus());
    for (const data of text)
      act(() => {
        segment.dispatchEvent(
          new InputEvent("beforeinput", { inputType: "insertText", data, bubbles: true, cancelable: true }),
        );
      });
  });
}

/** The description and error of a date picker, joined by " | " (not react-aria's spoken summary of the value). */
export function errorOfDate(label: string | RegExp): string {
  const field = dateGroup(label).parentElement;
  const texts = [...(field?.querySelectorAll('[slot="description"], [slot="errorMessage"]') ?? [])];
  return texts.map((element) => element.textContent ?? "").join(" | ");
}
