/**
 * What a widget bundle receives from the loader, and the few helpers every widget shares (bundled into each widget,
 * a few hundred bytes). A widget's entry (`modules/<m>/widget/<name>.ts`) default-exports `mount(body, env)`: `body` is
 * the element inside the widget's shadow root to render into; the loader has already put the shared styles, the
 * theme, the brand colour and the language on it.
 */
import { ApiError, createClient, type Client } from "../../sdk/src/index.js";

export const WIDGET_LOCALES = ["en", "pt-BR", "es"] as const;
export type WidgetLocale = (typeof WIDGET_LOCALES)[number];

export interface WidgetEnv {
  /** The app's origin the loader came from (`https://hr.example.com`). */
  base: string;
  /** The publishable key of the page (`wpk_...`). */
  key: string;
  /**
   * The language the widget speaks: its `lang` attribute, else the host page's, else the company's default language,
   * else the browser's.
   */
  locale: WidgetLocale;
  /** The `<workforce-widget>` element (its attributes: `name`, `lang`, `theme`, the widget's own). */
  element: HTMLElement;
  /** The page's widget token (shared by its widgets, kept in memory only), if the person signed in. */
  token(): string | undefined;
  /**
   * Opens the app's sign-in popup (call it from a click: browsers block other popups) and resolves to a widget token
   * once the person is signed in; rejects when the popup is blocked or closed first.
   */
  signIn(): Promise<string>;
  /** Forgets the token (it expired: the next call needing the person asks to sign in again). */
  forgetToken(): void;
}

export type WidgetMount = (body: HTMLElement, env: WidgetEnv) => void | Promise<void>;

/** The language for a tag (`pt`, `pt-PT`, `es-MX`...): one of the three the product speaks, English otherwise. */
export function widgetLocale(tag: string | null | undefined): WidgetLocale {
  const lower = (tag ?? "").toLowerCase();
  if (lower.startsWith("pt")) return "pt-BR";
  if (lower.startsWith("es")) return "es";
  return "en";
}

/**
 * The SDK's typed client on the app, in the widget's language. Calls send no cookie (CORS without credentials); the
 * widget token, when the person signed in, goes as `Authorization: Bearer`.
 */
export function widgetClient(env: WidgetEnv): Client {
  return createClient({
    baseUrl: env.base,
    locale: env.locale,
    fetch: (request) => {
      const token = env.token();
      if (token) request.headers.set("authorization", `Bearer ${token}`);
      return globalThis.fetch(request, { credentials: "omit", mode: "cors" });
    },
  });
}

/** Whether a failed call asks for the person (no token, or it expired). */
export function needsSignIn(error: unknown): boolean {
  return error instanceof ApiError && error.code === "WIDGET_SIGNIN_REQUIRED";
}

/** An element with attributes and children (strings become text: nothing is parsed as HTML). */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: Array<Node | string>
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

/** A calendar day (`YYYY-MM-DD`) as the widget's language writes it: "Mon, Nov 30". */
export function formatDay(locale: WidgetLocale, day: string, options?: Intl.DateTimeFormatOptions): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale, {
    weekday: "short",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
    ...options,
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

const FAILED: Record<WidgetLocale, string> = {
  en: "This widget could not load. Try again later.",
  "pt-BR": "Não foi possível carregar este widget. Tente mais tarde.",
  es: "No se pudo cargar este widget. Inténtalo más tarde.",
};

/** What a failed call shows: the server's catalogue message (already in the widget's language), else a generic one. */
export function errorMessage(locale: WidgetLocale, error: unknown): string {
  return error instanceof ApiError && error.code !== "UNEXPECTED_RESPONSE" ? error.message : FAILED[locale];
}

/** Replaces the body's content: a heading and what follows it, the widget's region named by the heading. */
export function render(body: HTMLElement, title: string, ...content: Node[]): void {
  const heading = h("h2", { id: "wf-title" }, title);
  body.setAttribute("aria-labelledby", "wf-title");
  // the company's logo (issue 18), put on the body by the loader; named by the company for screen readers
  const logo = body.dataset.logo
    ? [h("img", { class: "wf-logo", src: body.dataset.logo, alt: body.dataset.company ?? "" })]
    : [];
  body.replaceChildren(...logo, heading, ...content);
}

/** The words a person widget's sign-in view needs. */
export interface SignInTexts {
  title: string;
  signIn: string;
  signInHint: string;
  /** Shown when the popup was blocked or closed. */
  blocked: string;
}

/**
 * A person widget's sign-in view: the hint and a button that opens the app's sign-in popup; once signed in,
 * `onSignedIn` loads the widget, and a blocked or closed popup shows the view again with `texts.blocked`.
 */
export function signInView(
  body: HTMLElement,
  env: WidgetEnv,
  texts: SignInTexts,
  onSignedIn: () => void,
  note?: string,
): void {
  const button = h("button", { type: "button" }, texts.signIn);
  button.addEventListener("click", () => {
    env
      .signIn()
      .then(onSignedIn)
      .catch(() => signInView(body, env, texts, onSignedIn, texts.blocked));
  });
  render(body, texts.title, status(note ?? texts.signInHint, note ? "error" : "info"), button);
}

/** A labelled form field: `input` gets `id`, its label points at it. */
export function field(label: string, input: HTMLElement, id: string): HTMLElement {
  input.id = id;
  return h("p", { class: "wf-field" }, h("label", { for: id }, label), input);
}

/** A status line (loading, empty, error), announced politely. */
export function status(text: string, kind: "info" | "error" | "loading" = "info"): HTMLElement {
  return h("p", { class: kind === "info" ? "wf-status" : `wf-status wf-${kind}`, role: "status" }, text);
}
