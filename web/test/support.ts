/**
 * Helpers shared by the browser tests (web/test/*.browser.test.ts): what a page shows that should have been a
 * translated message, and the steps many tests take (sign a company up, add a worker, the worker's first access,
 * request a leave), in the UI as a person would, or through the API where a test only needs them done.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import type { Page } from "playwright-core";
import { PASSWORD, signupBody, uniqueAddress, uniqueEmail } from "../../core/testing/kit.js";
import { ROOT } from "../../core/testing/web-build.js";
import { en as requestsEn } from "../../modules/leave/web/requests/messages/en.js";
import { en as structureEn } from "../../modules/people/web/structure/messages/en.js";
import { en as workersEn } from "../../modules/people/web/workers/messages/en.js";
import { en as shellEn } from "../src/i18n/messages/en.js";

/** The namespaces message ids start with: the shell's (`nav`, `home`, ...) and every module id (`people`, ...). */
const NAMESPACES = [
  ...new Set([
    ...Object.keys(shellEn).map((id) => id.split(".")[0]!),
    ...readdirSync(join(ROOT, "modules"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name),
  ]),
];
// not inside an address or a domain (`ana@example.com`)
const RAW_ID = new RegExp(`(?<![@.\\w-])(?:${NAMESPACES.join("|")})(?:\\.[A-Za-z0-9_-]+)+\\b`, "g");

/**
 * Message ids shown as text: react-intl shows the id when a message is missing. Reads the visible text and the
 * accessible names and hints people meet (aria-label, title, placeholder, alt).
 */
export async function rawMessageIds(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out = [document.body.innerText, document.title];
    for (const element of document.querySelectorAll("[aria-label], [title], [placeholder], [alt]")) {
      for (const name of ["aria-label", "title", "placeholder", "alt"]) {
        const value = element.getAttribute(name);
        if (value) out.push(value);
      }
    }
    return out;
  });
  // an e-mail address on the page (a person's card) is not a message id
  const withoutEmails = texts.map((text) => text.replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ""));
  return [...new Set(withoutEmails.flatMap((text) => text.match(RAW_ID) ?? []))];
}

/** The console lines of react-intl errors (App.tsx reports them in every build). */
export function intlErrors(errors: readonly string[]): string[] {
  return errors.filter((line) => line.startsWith("[intl]") || line.includes("MISSING_TRANSLATION"));
}

/** English values of more than one word: shown on a Portuguese or Spanish page, they are a translation left out. */
const isPhrase = (value: string) => /\p{L}+\s+\p{L}+/u.test(value) && !value.includes("{");
const ENGLISH = new Set(
  [shellEn, structureEn, workersEn].flatMap((messages) => Object.values(messages) as string[]).filter(isPhrase),
);

/**
 * Texts on the page that are an English message word for word (for pages in another language). `extra`: more
 * English catalogues to compare with (a module's pages), beside the shell's and the people pages'.
 */
export async function englishTexts(page: Page, extra: readonly Record<string, string>[] = []): Promise<string[]> {
  const english = new Set([...ENGLISH, ...extra.flatMap((messages) => Object.values(messages).filter(isPhrase))]);
  const texts = await page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text) out.push(text);
    }
    for (const element of document.querySelectorAll("[aria-label], [title], [placeholder], [alt]")) {
      for (const name of ["aria-label", "title", "placeholder", "alt"]) {
        const value = element.getAttribute(name);
        if (value) out.push(value.trim());
      }
    }
    return out;
  });
  return [...new Set(texts.filter((text) => english.has(text)))];
}

/**
 * Types days (`YYYY-MM-DD`) into a date picker (the web kit's DatePicker / DateRangePicker) found by its label, as a
 * keyboard would, in whatever order the company's country writes dates: one day, or the first and the last day of a
 * range.
 */
export async function typeDate(page: Page, label: string, ...days: string[]): Promise<void> {
  const segments = page.getByRole("group", { name: label, exact: true }).getByRole("spinbutton");
  const count = await segments.count();
  if (count !== days.length * 3) throw new Error(`"${label}": ${count} date segments`);
  for (let i = 0; i < count; i += 1) {
    const segment = segments.nth(i);
    const iso = days[Math.floor(i / 3)]!;
    const kind = await segment.getAttribute("data-type");
    await segment.focus();
    await page.keyboard.type(kind === "year" ? iso.slice(0, 4) : kind === "month" ? iso.slice(5, 7) : iso.slice(8, 10));
  }
}

/* ------------------------------------------------------------------------------------------------------------------
 * Steps in the UI (English pages, found by role and label with the catalogues' texts)
 * ---------------------------------------------------------------------------------------------------------------- */

export interface SignUpInUi {
  name: string;
  email: string;
  password?: string;
  companyName: string;
  /** The country's option text (en), e.g. "Brazil". @default the catalogue's `country.br` */
  country?: string;
  workers?: string;
  plan?: "starter" | "flash" | "premium" | "enterprise";
  culture?: "traditional" | "moderate" | "flexible";
}

/**
 * Signs a company up through the five-step wizard from /signup and presses "Start" on the last step: the page ends
 * on the creator's home. Returns when the home greeting is shown.
 */
export async function signUpInUi(page: Page, url: (path: string) => string, body: SignUpInUi): Promise<void> {
  await page.goto(url("/signup"));
  const stepHeading = (name: string) => page.getByRole("heading", { level: 2, name }).waitFor();
  const next = page.getByRole("button", { name: shellEn["common.next"] });
  await stepHeading(shellEn["signup.step.you"]);
  await page.getByRole("textbox", { name: shellEn["signup.name"] }).fill(body.name);
  await page.getByRole("textbox", { name: shellEn["signup.email"] }).fill(body.email);
  await page.getByLabel(shellEn["signup.password"], { exact: true }).fill(body.password ?? PASSWORD);
  await next.click();
  await stepHeading(shellEn["signup.step.company"]);
  await page.getByRole("textbox", { name: shellEn["signup.companyName"] }).fill(body.companyName);
  await page.getByRole("button", { name: new RegExp(shellEn["signup.country"]) }).click();
  await page.getByRole("option", { name: body.country ?? shellEn["country.br"] }).click();
  await page.getByRole("textbox", { name: shellEn["signup.workers"] }).fill(body.workers ?? "25");
  await next.click();
  await stepHeading(shellEn["signup.step.plan"]);
  await page
    .getByRole("radio", { name: shellEn[`signup.plan.${body.plan ?? "premium"}` as "signup.plan.premium"] })
    .check({ force: true });
  await next.click();
  await stepHeading(shellEn["signup.step.culture"]);
  await page
    .getByRole("radio", { name: shellEn[`signup.culture.${body.culture ?? "moderate"}` as "signup.culture.moderate"] })
    .check({ force: true });
  await page.getByRole("button", { name: shellEn["signup.submit"] }).click();
  await stepHeading(shellEn["signup.doneTitle"]);
  await page.getByRole("button", { name: shellEn["signup.start"] }).click();
  await page.getByRole("heading", { name: shellEn["home.greeting"].replace("{name}", body.name) }).waitFor();
}

export interface AddWorkerInUi {
  name: string;
  lastName: string;
  email: string;
  /** Options of the dialog's selects, by the field's label (department, office, role). */
  choices?: Record<string, string>;
  /** The supervisor, typed into the worker picker and chosen from its list (their full name). */
  supervisor?: string;
  /** Checked, with a screenshot, before the dialog is sent. */
  beforeSend?: (dialog: ReturnType<Page["getByRole"]>) => Promise<void>;
}

/**
 * Adds a worker through /workers' "Add worker" dialog as an admin and returns the first-access link the done dialog
 * offers (the welcome mail carries the same). The page is left on /workers with the dialog closed.
 */
export async function addWorkerInUi(page: Page, url: (path: string) => string, worker: AddWorkerInUi): Promise<string> {
  const en: Record<string, string> = { ...shellEn, ...workersEn };
  await page.goto(url("/workers"));
  await page.getByRole("button", { name: en["people.workers.add"] }).first().click();
  const dialog = page.getByRole("dialog", { name: en["people.add.title"] });
  await dialog.getByRole("textbox", { name: en["people.profile.field.name"] }).fill(worker.name);
  await dialog.getByRole("textbox", { name: en["people.profile.field.lastName"] }).fill(worker.lastName);
  await dialog.getByRole("textbox", { name: en["people.profile.field.email"] }).fill(worker.email);
  for (const [label, option] of Object.entries(worker.choices ?? {})) {
    await dialog.getByRole("button", { name: new RegExp(label) }).click();
    await page.getByRole("listbox").getByRole("option", { name: option }).click();
  }
  if (worker.supervisor) {
    const picker = dialog.getByRole("combobox", { name: en["people.profile.field.referenceWorkerId"] });
    await picker.fill(worker.supervisor.split(" ")[0]!);
    await page
      .getByRole("listbox")
      .getByRole("option", { name: new RegExp(worker.supervisor) })
      .click();
  }
  await worker.beforeSend?.(dialog);
  await dialog.getByRole("button", { name: en["people.add.submit"] }).click();

  const added = page.getByRole("dialog", { name: en["people.add.doneTitle"] });
  await added
    .getByText(
      en["people.add.welcomeSent"]
        .replace("{name}", `${worker.name} ${worker.lastName}`)
        .replace("{email}", worker.email),
    )
    .waitFor();
  await added.getByRole("button", { name: en["people.add.copyLink"] }).click();
  const linkField = added.getByRole("textbox", { name: en["people.add.link"] });
  await linkField.waitFor();
  const link = await linkField.inputValue();
  await added.getByRole("button", { name: en["common.close"] }).click();
  await added.waitFor({ state: "detached" });
  return link;
}

/**
 * A worker's first access on a browser where nobody is signed in: opens the link, sets the password twice and sends
 * it. The page then shows what comes next (completing the profile, for a new worker).
 */
export async function firstAccessInUi(page: Page, link: string, password = PASSWORD): Promise<void> {
  await page.goto(link);
  await page.getByRole("heading", { name: shellEn["firstAccess.title"] }).waitFor();
  await page.getByLabel(shellEn["firstAccess.password"], { exact: true }).fill(password);
  await page.getByLabel(shellEn["firstAccess.confirm"], { exact: true }).fill(password);
  await page.getByRole("button", { name: shellEn["firstAccess.submit"] }).click();
}

export interface RequestLeaveInUi {
  /** The leave type's title as the form lists it; left out when the form already has it chosen (from a card). */
  type?: string;
  startDate: string;
  endDate: string;
  /** Checked (the count, a screenshot) once the dates are in, before the request is sent. */
  beforeSend?: () => Promise<void>;
}

/**
 * Asks for a leave on the open /create-leave form (English): the type, the first and last day typed into the date
 * range picker, then "Send request"; returns on /my-requests once "Request sent." is shown.
 */
export async function requestLeaveInUi(page: Page, leave: RequestLeaveInUi): Promise<void> {
  await page.getByRole("heading", { level: 1, name: requestsEn["leave.requests.create.title"] }).waitFor();
  if (leave.type) {
    await page.getByRole("button", { name: new RegExp(requestsEn["leave.requests.form.type"]) }).click();
    await page.getByRole("listbox").getByRole("option", { name: leave.type }).click();
  }
  await typeDate(page, requestsEn["leave.requests.form.dates"], leave.startDate, leave.endDate);
  await leave.beforeSend?.();
  await page.getByRole("button", { name: requestsEn["leave.requests.create.submit"] }).click();
  await page.getByRole("status").filter({ hasText: requestsEn["leave.requests.create.sent"] }).waitFor();
  await page.getByRole("heading", { level: 1, name: requestsEn["leave.requests.mine.title"] }).waitFor();
}

/* ------------------------------------------------------------------------------------------------------------------
 * The same steps through the API, for tests that need them done and test something else
 * ---------------------------------------------------------------------------------------------------------------- */

export interface ApiPerson {
  workerId: string;
  userId: string;
  token: string;
  name: string;
}

/** A company signed up through the API with a culture package and its country's leave pack (br). */
export interface ApiCompany {
  companyId: string;
  admin: { token: string };
  /** A call as a person; a path without `/api/` is under the company. Throws on an unexpected status. */
  call(
    person: { token: string },
    method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE",
    path: string,
    payload?: object,
    expected?: number,
  ): Promise<{ statusCode: number; body: string; json<T = unknown>(): T }>;
  /** The id and titles of the pack's leave type with this key (`br.vacation`). */
  leaveType(packKey: string): Promise<{ id: string; title: Record<string, string> }>;
}

export async function signUpByApi(
  app: FastifyInstance,
  body: { companyName: string; pack?: "traditional" | "moderate" | "flexible" },
): Promise<ApiCompany> {
  const signup = await app.inject({
    method: "POST",
    url: "/api/auth/signup",
    payload: { ...signupBody({ companyName: body.companyName }), pack: body.pack ?? "traditional" },
  });
  if (signup.statusCode !== 201) throw new Error(`signup: ${signup.statusCode} ${signup.body}`);
  const session = signup.json<{ token: string; session: { activeCompanyId: string } }>();
  const companyId = session.session.activeCompanyId;
  const call: ApiCompany["call"] = async (person, method, path, payload, expected) => {
    const answer = await app.inject({
      method,
      url: path.startsWith("/api/") ? path : `/api/companies/${companyId}${path}`,
      headers: { token: person.token },
      ...(payload ? { payload } : {}),
    });
    if (expected !== undefined && answer.statusCode !== expected)
      throw new Error(`${method} ${path}: ${answer.statusCode} (expected ${expected}) ${answer.body}`);
    return answer;
  };
  const admin = { token: session.token };
  await call(admin, "PATCH", "/choose-pack/br", {}, 200);
  return {
    companyId,
    admin,
    call,
    async leaveType(packKey) {
      const types = await call(admin, "GET", "/leave-types", undefined, 200);
      const found = types
        .json<{ items: { id: string; packKey?: string; title: Record<string, string> }[] }>()
        .items.find((type) => type.packKey === packKey);
      if (!found) throw new Error(`no ${packKey} leave type: ${types.body}`);
      return found;
    },
  };
}

/**
 * A worker the admin adds (account, welcome mail) who then sets their password from the first-access link, all
 * through the API; returns their ids and session token.
 */
export async function addWorkerByApi(
  app: FastifyInstance,
  company: ApiCompany,
  body: { name: string; lastName?: string; levels: string[]; referenceWorkerId?: string },
): Promise<ApiPerson> {
  const created = await company.call(
    company.admin,
    "POST",
    "/workers",
    { ...body, email: uniqueEmail(body.name.toLowerCase()) },
    201,
  );
  const { id: workerId, userId } = created.json<{ id: string; userId: string }>();
  const link = await company.call(company.admin, "GET", `/api/users/${userId}/generateAuthLink`, undefined, 200);
  const code = new URL(link.json<{ link: string }>().link).searchParams.get("code");
  const done = await app.inject({
    method: "POST",
    url: "/api/auth/first-access",
    payload: { code, password: PASSWORD },
    remoteAddress: uniqueAddress(),
  });
  if (done.statusCode !== 200) throw new Error(`first access: ${done.statusCode} ${done.body}`);
  const name = [body.name, body.lastName].filter(Boolean).join(" ");
  return { workerId, userId, token: done.json<{ token: string }>().token, name };
}
