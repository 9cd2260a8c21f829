/**
 * The loader (issue 19): the one script an intranet adds, with the company's publishable key.
 *
 *   <script src="https://hr.example.com/widgets/loader.js" data-key="wpk_..." async></script>
 *   <workforce-widget name="whos-out"></workforce-widget>
 *
 * It registers the `<workforce-widget>` element. Each element, when it appears on the page, gets an open shadow root
 * (the page's CSS cannot reach in, the widget's cannot leak out; open so assistive tools and axe can read it), the
 * shared styles, its theme and language, then its widget's bundle is imported (only the widgets on the page are ever
 * downloaded, each once) and mounted. The company's name and brand colour are read once per page. Built as one IIFE
 * with the widgets' manifest inlined (core/widgets/build-widgets.ts); budget: 10 kB gzipped (bench:web).
 */
import { adjustForContrast, textOn } from "./colors.js";
import { WIDGET_CSS } from "./styles.js";
import { widgetLocale, type WidgetEnv, type WidgetMount } from "./widget.js";

declare const __WIDGET_MANIFEST__: Record<string, string>;

interface WidgetConfig {
  company: string;
  primaryColor: string | null;
  /** The company's logo (a path on the app's origin), or null. */
  logoUrl?: string | null;
  /** The company's default language: the widget's when neither the element nor the page names one. */
  defaultLocale?: string | null;
}

const LOADING = { en: "Loading…", "pt-BR": "Carregando…", es: "Cargando…" } as const;
const UNKNOWN = {
  en: "Unknown widget.",
  "pt-BR": "Widget desconhecido.",
  es: "Widget desconocido.",
} as const;
const FAILED = {
  en: "This widget could not load. Try again later.",
  "pt-BR": "Não foi possível carregar este widget. Tente mais tarde.",
  es: "No se pudo cargar este widget. Inténtalo más tarde.",
} as const;

const script = document.currentScript as HTMLScriptElement | null;
const scriptUrl = new URL(script?.src ?? location.href);
const base = scriptUrl.origin;
const key = script?.dataset.key ?? "";

let config: Promise<WidgetConfig | null> | undefined;
function companyConfig(): Promise<WidgetConfig | null> {
  config ??= fetch(`${base}/api/widgets/config?key=${encodeURIComponent(key)}`, { credentials: "omit" })
    .then((response) => (response.ok ? (response.json() as Promise<WidgetConfig>) : null))
    .catch(() => null);
  return config;
}

const TOKEN_MESSAGE = "workforce:widget-token";
let token: string | undefined;
let signingIn: Promise<string> | undefined;
/** The sign-in popup (widgets/runtime/signin.ts): one at a time per page; the token it sends is kept in memory. */
function signIn(locale: string): Promise<string> {
  signingIn ??= new Promise<string>((resolve, reject) => {
    const params = new URLSearchParams({ key, origin: location.origin, lang: locale });
    const popup = window.open(`${base}/widgets/signin?${params}`, "workforce-signin", "popup,width=420,height=560");
    if (!popup) return reject(new Error("popup blocked"));
    const done = () => {
      window.removeEventListener("message", onMessage);
      clearInterval(watch);
      signingIn = undefined;
    };
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: string; token?: string } | null;
      if (event.origin !== base || event.source !== popup || data?.type !== TOKEN_MESSAGE || !data.token) return;
      token = data.token;
      done();
      resolve(data.token);
    };
    let closedSeen = false;
    const watch = setInterval(() => {
      if (!popup.closed) return;
      // a message posted just before closing is delivered first: wait one more tick before giving up
      if (!closedSeen && !token) return void (closedSeen = true);
      done();
      if (token) resolve(token);
      else reject(new Error("sign-in closed"));
    }, 500);
    window.addEventListener("message", onMessage);
  });
  return signingIn;
}

const bundles = new Map<string, Promise<{ default: WidgetMount }>>();
function bundle(file: string): Promise<{ default: WidgetMount }> {
  let loading = bundles.get(file);
  if (!loading) {
    loading = import(/* @vite-ignore */ `${base}/widgets/${file}`) as Promise<{ default: WidgetMount }>;
    bundles.set(file, loading);
  }
  return loading;
}

/** The widget's light and dark backgrounds (runtime/styles.ts). */
const LIGHT_BACKGROUND = "#ffffff";
const DARK_BACKGROUND = "#1d2025";

/**
 * The brand colour as the app uses it (web/src/app/tenant-live.ts, web/src/kit/colors.ts): moved towards black on the
 * light background and towards white on the dark one until it reaches 4.5:1 (WCAG AA) against it, with white or
 * near-black text on it, whichever contrasts more. Set on the widget's body as `--brand-l`/`--on-brand-l` and
 * `--brand-d`/`--on-brand-d` (the theme picks one pair). Anything but `#rrggbb` leaves the product's own blue.
 */
function applyBrand(body: HTMLElement, color: string | null | undefined): void {
  if (!color || !/^#[0-9a-f]{6}$/i.test(color.trim())) return;
  const brand = color.trim().toLowerCase();
  const light = adjustForContrast(brand, LIGHT_BACKGROUND, 0);
  const dark = adjustForContrast(brand, DARK_BACKGROUND, 1);
  body.style.setProperty("--brand-l", light);
  body.style.setProperty("--on-brand-l", textOn(light));
  body.style.setProperty("--brand-d", dark);
  body.style.setProperty("--on-brand-d", textOn(dark));
}

class WorkforceWidget extends HTMLElement {
  connectedCallback(): void {
    if (this.shadowRoot) return;
    const root = this.attachShadow({ mode: "open" });
    const named = this.getAttribute("lang") ?? this.closest("[lang]")?.getAttribute("lang");
    let locale = widgetLocale(named ?? navigator.language);
    const theme = this.getAttribute("theme");
    const style = document.createElement("style");
    style.textContent = WIDGET_CSS;
    const body = document.createElement("section");
    body.className = `wf ${theme === "dark" ? "dark" : theme === "light" ? "light" : "auto"}`;
    body.lang = locale;
    const status = document.createElement("p");
    status.className = "wf-status";
    status.textContent = LOADING[locale];
    body.append(status);
    root.append(style, body);

    const name = this.getAttribute("name") ?? "";
    const file = Object.prototype.hasOwnProperty.call(__WIDGET_MANIFEST__, name)
      ? __WIDGET_MANIFEST__[name]
      : undefined;
    const fail = (text: string) => {
      status.className = "wf-status wf-error";
      status.textContent = text;
      body.replaceChildren(status);
    };
    if (!file) return fail(UNKNOWN[locale]);
    const env: WidgetEnv = {
      base,
      key,
      locale,
      element: this,
      token: () => token,
      signIn: () => signIn(env.locale),
      forgetToken: () => {
        token = undefined;
      },
    };
    Promise.all([bundle(file), companyConfig()])
      .then(async ([widget, company]) => {
        // a page that names no language gets the company's default (issue 18), its sign-in popup too
        if (!named && company?.defaultLocale) env.locale = locale = widgetLocale(company.defaultLocale);
        body.lang = locale;
        // the company's logo beside every widget's title (runtime/widget.ts `render`)
        if (company?.logoUrl) {
          body.dataset.logo = new URL(company.logoUrl, base).href;
          body.dataset.company = company.company;
        }
        // the element's own colour first, else the company's branding
        const own = this.getAttribute("primary-color");
        applyBrand(body, own && /^#[0-9a-f]{6}$/i.test(own.trim()) ? own : company?.primaryColor);
        await widget.default(body, env);
      })
      .catch(() => fail(FAILED[locale]));
  }
}

if (!customElements.get("workforce-widget")) customElements.define("workforce-widget", WorkforceWidget);
