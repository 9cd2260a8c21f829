/**
 * The sign-in popup's script (`/widgets/signin`, on the app's origin). A widget opens the popup with its key, its
 * page's origin and its language. If the browser already has the app's session, the popup asks at once for a widget
 * token; otherwise it shows the sign-in form (the app's own sign-in route, so the app's session is set as usual, on
 * the app's origin only). The token goes to the opener by postMessage to exactly that origin, which the server has
 * checked against the key's allowed origins; then the popup closes.
 */
import { widgetLocale } from "./widget.js";

export const TOKEN_MESSAGE = "workforce:widget-token";

const TEXTS = {
  en: {
    title: "Sign in",
    email: "Email",
    password: "Password",
    submit: "Sign in",
    working: "Signing in…",
    done: "Signed in. You can close this window.",
  },
  "pt-BR": {
    title: "Entrar",
    email: "E-mail",
    password: "Senha",
    submit: "Entrar",
    working: "Entrando…",
    done: "Pronto. Você pode fechar esta janela.",
  },
  es: {
    title: "Iniciar sesión",
    email: "Correo electrónico",
    password: "Contraseña",
    submit: "Iniciar sesión",
    working: "Iniciando sesión…",
    done: "Listo. Puedes cerrar esta ventana.",
  },
} as const;

const CSS = `
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1b1d21;background:#fff}
main{max-width:360px;margin:0 auto;padding:24px}
h1{font-size:22px;margin:0 0 16px}
form{display:grid;gap:14px}
label{display:grid;gap:4px;font-weight:600}
input{font:inherit;min-height:44px;padding:0 12px;border:1px solid #767676;border-radius:8px}
button{font:inherit;font-weight:600;min-height:44px;border:0;border-radius:8px;background:#2457c5;color:#fff;cursor:pointer}
#status{color:#50555c;min-height:1.5em}
#status.error{color:#b3261e}
@media (prefers-color-scheme:dark){body{background:#1d2025;color:#eceef1}#status{color:#b4b9c1}#status.error{color:#ffb4ab}
input{background:#272b31;color:#eceef1;border-color:#8b9099}}
`;

const params = new URLSearchParams(location.search);
const key = params.get("key") ?? "";
const origin = params.get("origin") ?? "";
const locale = widgetLocale(params.get("lang") ?? navigator.language);
const t = TEXTS[locale];

function byId<T extends HTMLElement>(id: string): T {
  return document.getElementById(id) as T;
}

function say(text: string, error = false): void {
  const status = byId("status");
  status.textContent = text;
  status.className = error ? "error" : "";
}

async function messageOf(response: Response): Promise<string> {
  try {
    return ((await response.json()) as { message?: string }).message ?? response.statusText;
  } catch {
    return response.statusText;
  }
}

/** Asks for a widget token with the app's session; false when there is no session yet. */
async function exchange(): Promise<boolean> {
  const response = await fetch("/api/widget-tokens", {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json", "accept-language": locale },
    body: JSON.stringify({ key, origin }),
  });
  if (response.status === 401) return false;
  if (!response.ok) {
    say(await messageOf(response), true);
    return true;
  }
  const { token, expiresAt } = (await response.json()) as { token: string; expiresAt: string };
  window.opener?.postMessage({ type: TOKEN_MESSAGE, token, expiresAt }, origin);
  say(t.done);
  byId("form").hidden = true;
  window.close();
  return true;
}

function start(): void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(CSS);
  document.adoptedStyleSheets = [sheet];
  document.documentElement.lang = locale;
  document.title = t.title;
  byId("title").textContent = t.title;
  byId("email-label").textContent = t.email;
  byId("password-label").textContent = t.password;
  byId("submit").textContent = t.submit;
  const form = byId<HTMLFormElement>("form");
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    say(t.working);
    void (async () => {
      const response = await fetch("/api/auth/login", {
        method: "POST",
        credentials: "same-origin",
        headers: { "content-type": "application/json", "accept-language": locale },
        body: JSON.stringify({
          email: byId<HTMLInputElement>("email").value,
          password: byId<HTMLInputElement>("password").value,
        }),
      });
      if (!response.ok) return say(await messageOf(response), true);
      if (!(await exchange())) say(t.title, true);
    })();
  });
  void exchange().then((done) => {
    if (!done) form.hidden = false;
  });
}

start();
