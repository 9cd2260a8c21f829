/**
 * Helpers shared by the browser tests (web/test/*.browser.test.ts): what a page shows that should have been a
 * translated message, and the steps many tests take (sign a company up, add a worker, the worker's first access and
 * profile, request a leave, request and fill a position, hire, send and review onboarding documents, sign the
 * contract terms), in the UI as a person would, or through the API where a test only needs them done; pages opened
 * signed in, at phone width, in a theme; PDFs made and rendered.
 */
import { execFile } from "node:child_process";
import { readdirSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { PDFDocument, StandardFonts } from "pdf-lib";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import type { BrowserApp } from "../../core/testing/browser.js";
import { PASSWORD, signupBody, uniqueAddress, uniqueEmail } from "../../core/testing/kit.js";
import { ROOT } from "../../core/testing/web-build.js";
import { en as formsEn } from "../../modules/forms/web/messages/en.js";
import { en as hiringEn } from "../../modules/hiring/web/messages/en.js";
import { en as onboardingEn } from "../../modules/onboarding/web/messages/en.js";
import { en as requestsEn } from "../../modules/leave/web/requests/messages/en.js";
import { en as structureEn } from "../../modules/people/web/structure/messages/en.js";
import { en as workersEn } from "../../modules/people/web/workers/messages/en.js";
import { en as shellEn } from "../src/i18n/messages/en.js";

/** The namespaces message ids start with: the shell's (`nav`, `home`, ...) and every module id (`people`, ...). */
const run = promisify(execFile);

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
  const group = page.getByRole("group", { name: label, exact: true });
  // count() does not wait: the picker may still be on its way (a lazy page, a form filled from a read)
  await group.getByRole("spinbutton").first().waitFor();
  const segments = group.getByRole("spinbutton");
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
  ): Promise<LightMyRequestResponse>;
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
  body: { name: string; lastName?: string; levels: string[]; referenceWorkerId?: string; officeId?: string },
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

/* ------------------------------------------------------------------------------------------------------------------
 * Pages, phones and files (the hiring, forms and onboarding tests)
 * ---------------------------------------------------------------------------------------------------------------- */

/** A phone's viewport: the width every page must fit without scrolling sideways. */
export const PHONE = { width: 390, height: 844 } as const;

/**
 * A new tab signed in as `person` (or signed out for `null`: a stranger), in a theme, at desktop or phone width, on
 * `path`.
 */
export async function openAs(
  browser: Pick<BrowserApp, "signIn" | "signOut" | "newPage" | "url">,
  person: { token: string } | null,
  path: string,
  options: { theme?: "light" | "dark"; phone?: boolean } = {},
): Promise<Page> {
  if (person) await browser.signIn(person);
  else await browser.signOut();
  const page = await browser.newPage();
  if (options.phone) await page.setViewportSize(PHONE);
  await page.addInitScript((choice) => localStorage.setItem("workforce.theme", choice), options.theme ?? "light");
  await page.goto(browser.url(path));
  return page;
}

/**
 * Picks `option` in the select whose button's name matches `label` (a react-aria Select). Its options often arrive
 * with the page's data after the button, and a click made before they did once left nothing to pick for 15 s in CI:
 * the select is clicked again until the option shows.
 */
export async function pickOption(page: Page, label: string, option: string): Promise<void> {
  const choice = page.getByRole("listbox").getByRole("option", { name: option });
  for (let i = 0; i < 10 && !(await choice.isVisible()); i++) {
    await page.getByRole("button", { name: new RegExp(label) }).click();
    await choice.waitFor({ timeout: 1500 }).catch(() => {});
  }
  await choice.click();
}

/** Waits until the page is exactly as wide as the phone (no sideways scroll). */
export const noSideScroll = (page: Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);

/** A one-page PDF with a line of text (a document a person sends). */
export async function pdfFile(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([300, 200]).drawText(text, { x: 20, y: 150, size: 14, font });
  return Buffer.from(await doc.save());
}

/**
 * The last page of a PDF as a PNG, rendered by pdftoppm (poppler-utils) at 80 dpi, also written to
 * `test-artifacts/<name>.png` to be looked at, and its text (pdftotext). Returns them with the page count.
 */
export async function lastPageImage(pdf: Buffer, name: string): Promise<{ png: Buffer; text: string; pages: number }> {
  const pages = (await PDFDocument.load(pdf)).getPageCount();
  const dir = await mkdtemp(join(tmpdir(), "pdf-page-"));
  try {
    await writeFile(join(dir, "file.pdf"), pdf);
    const page = String(pages);
    await run("pdftoppm", ["-png", "-r", "80", "-f", page, "-l", page, join(dir, "file.pdf"), join(dir, "page")]);
    const png = await readFile(join(dir, `page-${page.padStart(page.length, "0")}.png`));
    await run("pdftotext", ["-f", page, "-l", page, "-layout", join(dir, "file.pdf"), join(dir, "page.txt")]);
    const text = await readFile(join(dir, "page.txt"), "utf8");
    await mkdir(join(ROOT, "test-artifacts"), { recursive: true });
    await writeFile(join(ROOT, "test-artifacts", `${name}.png`), png);
    return { png, text, pages };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/* ------------------------------------------------------------------------------------------------------------------
 * Profile, hiring and onboarding steps in the UI
 * ---------------------------------------------------------------------------------------------------------------- */

export interface CompleteProfileInUi {
  birthdate: string;
  phone: string;
  emergencyContact: string;
  /** Typed digit by digit; the postal-code service (a nock scope the test sets) fills street and city. */
  zipcode: string;
  /** What the postal-code service answers for the street, checked before sending. */
  street: string;
  number: string;
  /** Checked (what the form shows, a screenshot) once everything is typed, before it is sent. */
  beforeSend?: () => Promise<void>;
}

/** Fills /complete-profile (after the first access) and sends it; returns when the home page greets `fullName`. */
export async function completeProfileInUi(page: Page, fullName: string, profile: CompleteProfileInUi): Promise<void> {
  const en: Record<string, string> = { ...shellEn, ...workersEn };
  await page.getByRole("heading", { level: 1, name: en["people.complete.title"] }).waitFor();
  const field = (name: string) => page.getByRole("textbox", { name: en[name], exact: true });
  await typeDate(page, en["people.profile.field.birthdate"]!, profile.birthdate);
  await field("people.profile.field.phone").pressSequentially(profile.phone);
  await field("people.profile.field.emergencyContact").fill(profile.emergencyContact);
  await field("people.address.zipcode").pressSequentially(profile.zipcode);
  await expect.poll(() => field("people.address.street").inputValue()).toBe(profile.street);
  await field("people.address.number").fill(profile.number);
  await profile.beforeSend?.();
  await page.getByRole("button", { name: en["people.complete.submit"] }).click();
  await page.getByRole("heading", { name: en["home.greeting"]!.replace("{name}", fullName) }).waitFor();
}

const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replace(`{${key}}`, value), text);

/** Onboarding settings of the journeys: two identity documents and contract terms to sign. */
export const ONBOARDING_SETTINGS = {
  workersDocument: [
    { id: "cpf", name: "CPF", category: "id" },
    { id: "rg", name: "RG", category: "id" },
  ],
  allowContracts: true,
  contractFields: ["name", "lastName", "email"],
  contractTemplates: [{ id: "terms", title: "Employment terms", body: "{{companyName}} hires {{name}} {{lastName}}." }],
  templateWelcome: "Welcome aboard!",
};

/** On /hiring: requests a position (name, description, extra select fields by label) and waits for its row. */
export async function requestPositionInUi(
  page: Page,
  position: { name: string; description?: string; choices?: Record<string, string> },
): Promise<void> {
  await page.getByRole("heading", { name: hiringEn["hiring.page.title"], level: 1 }).waitFor();
  const form = page.getByRole("region", { name: hiringEn["hiring.page.requestTitle"] });
  await form.getByRole("textbox", { name: hiringEn["hiring.page.name"] }).fill(position.name);
  if (position.description)
    await form.getByRole("textbox", { name: hiringEn["hiring.page.description"] }).fill(position.description);
  for (const [label, option] of Object.entries(position.choices ?? {})) {
    await form.getByRole("button", { name: new RegExp(label) }).click();
    await page.getByRole("listbox").getByRole("option", { name: option }).click();
  }
  await form.getByRole("button", { name: hiringEn["hiring.page.request"], exact: true }).click();
  await page.getByRole("rowheader", { name: position.name }).waitFor();
}

/**
 * On a position's public application form (signed out): types the answers, attaches a résumé when given, sends
 * (the page solves the proof of work meanwhile) and waits for the thanks.
 */
export async function applyInUi(
  page: Page,
  applicant: { firstName: string; lastName: string; email: string; resume?: { name: string; buffer: Buffer } },
): Promise<void> {
  await page.getByRole("textbox", { name: /^First name/ }).fill(applicant.firstName);
  await page.getByRole("textbox", { name: /^Last name/ }).fill(applicant.lastName);
  await page.getByRole("textbox", { name: /^E-mail/ }).fill(applicant.email);
  if (applicant.resume) {
    await page
      .locator("input[type=file]")
      .setInputFiles({ name: applicant.resume.name, mimeType: "application/pdf", buffer: applicant.resume.buffer });
    await page.getByText(applicant.resume.name).waitFor();
  }
  await page.getByRole("button", { name: formsEn["forms.public.send"], exact: true }).click();
  await page.getByText(formsEn["forms.public.thanks"]).waitFor({ timeout: 20_000 });
}

/** On a position's page: moves a candidate through screening, interview and offer, then hires them. */
export async function hireCandidateInUi(page: Page, who: string): Promise<void> {
  const card = page.getByRole("listitem", { name: who });
  await card.waitFor();
  for (const stage of ["screening", "interview", "offer"] as const) {
    const name = fill(hiringEn["hiring.position.moveTo"], {
      action: hiringEn[`hiring.position.move.${stage}`],
      name: who,
    });
    await page.getByRole("button", { name, exact: true }).click();
    // the card's "<e-mail> · <stage>" line
    await card.getByText(new RegExp(`· ${hiringEn[`hiring.position.stage.${stage}`]}$`)).waitFor();
  }
  await page.getByRole("button", { name: fill(hiringEn["hiring.position.hireName"], { name: who }) }).click();
  await page.getByRole("button", { name: hiringEn["hiring.position.confirmHire"] }).click();
  await page.getByRole("heading", { name: hiringEn["hiring.position.status.hired"] }).waitFor();
}

/** The new hire's stage line on /onboarding/me. */
export const onboardingStage = (page: Page, stage: string) =>
  page.getByText(
    fill(onboardingEn["onboarding.me.stage"], {
      stage: onboardingEn[`onboarding.me.stage.${stage}` as keyof typeof onboardingEn],
    }),
  );

/** On /onboarding/me: sends one required document (a PDF) and waits until it is in review. */
export async function sendDocumentInUi(page: Page, requirementId: string, file: { name: string; buffer: Buffer }) {
  const card = page.locator(`li[data-requirement="${requirementId}"]`);
  await card.locator("input[type=file]").setInputFiles({ ...file, mimeType: "application/pdf" });
  await card.getByText(onboardingEn["onboarding.me.state.in-review"]).waitFor();
}

/** On /onboarding (admin): opens a person's checklist. */
export async function openOnboardingOf(page: Page, name: string): Promise<void> {
  await page.getByRole("button", { name: fill(onboardingEn["onboarding.admin.openPerson"], { name }) }).click();
  await page.getByRole("heading", { name: new RegExp(name) }).waitFor();
}

/** On a person's open checklist (admin): returns a document with a reason. */
export async function returnDocumentInUi(page: Page, document: string, reason: string): Promise<void> {
  await page
    .getByRole("textbox", { name: fill(onboardingEn["onboarding.admin.reason"], { name: document }) })
    .fill(reason);
  await page.getByRole("button", { name: fill(onboardingEn["onboarding.admin.return"], { name: document }) }).click();
  await page.getByText(onboardingEn["onboarding.admin.returned"]).waitFor();
}

/** On a person's open checklist (admin): accepts documents one after the other. */
export async function acceptDocumentsInUi(page: Page, documents: readonly string[]): Promise<void> {
  for (const name of documents) {
    const accept = page.getByRole("button", { name: fill(onboardingEn["onboarding.admin.accept"], { name }) });
    await accept.click();
    await accept.waitFor({ state: "detached" });
  }
}

/** On /onboarding/me: agrees to the contract terms and signs them; waits for the signed copy. */
export async function signContractInUi(page: Page): Promise<void> {
  await page.getByRole("link", { name: onboardingEn["onboarding.me.read"] }).waitFor();
  const sign = page.getByRole("button", { name: onboardingEn["onboarding.me.sign"] });
  expect(await sign.isDisabled()).toBe(true);
  await page.getByText(onboardingEn["onboarding.me.agree"]).click();
  await sign.click();
  await page.getByText(onboardingEn["onboarding.me.signedNow"]).waitFor();
  await page.getByRole("link", { name: onboardingEn["onboarding.me.signedCopy"] }).waitFor();
}
