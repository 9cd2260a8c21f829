import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Form } from "react-aria-components";
import { useIntl } from "react-intl";
import { Link, useLocation } from "wouter";
import type { ApiRequestBody, ApiResponse } from "../../../../sdk/src/index.js";
import { api, ApiError, messageOf } from "../../api/client.js";
import { useSessionRefresh } from "../../auth/session.js";
import { Button } from "../../components/Button/index.js";
import { ChoiceGroup } from "../../components/ChoiceGroup/index.js";
import { SelectField } from "../../components/SelectField/index.js";
import { TextField } from "../../components/TextField/index.js";
import * as styles from "../../components/styles.css.js";
import { hasInvalidField, useFieldErrors, useValidators, type Verdict } from "../../forms/validation.js";
import * as css from "./signup.css.js";

type SignupBody = ApiRequestBody<"post", "/api/auth/signup">;
type SignedIn = ApiResponse<"post", "/api/auth/signup">;
type Plan = SignupBody["plan"];
type Pack = SignupBody["pack"];
type CountryId = SignupBody["company"]["countryId"];

// The server's lists (tenants/company.types.ts, server code the browser may not import), checked against the API's
// types: a plan, pack or country the API does not know fails the typecheck.
export const PLANS = ["starter", "flash", "enterprise", "premium"] as const satisfies readonly Plan[];
export const PACKS = ["traditional", "moderate", "flexible"] as const satisfies readonly Pack[];
export const COUNTRIES = ["ar", "br", "cl", "co", "mx", "pe", "py", "us"] as const satisfies readonly CountryId[];
/** The server's bounds for `company.initNumWorkers` and the names. */
const WORKERS = { min: 1, max: 1_000_000 };
const NAME_MAX = 120;

/** Spec §2: the registration wizard's steps. */
export const STEPS = ["you", "company", "plan", "culture", "done"] as const;
type Step = (typeof STEPS)[number];

interface Values {
  name: string;
  email: string;
  password: string;
  companyName: string;
  country: string | null;
  workers: string;
  plan: string | null;
  pack: string | null;
}
type Field = keyof Values;

const STEP_FIELDS: Record<Step, Field[]> = {
  you: ["name", "email", "password"],
  company: ["companyName", "country", "workers"],
  plan: ["plan"],
  culture: ["pack"],
  done: [],
};

/** Where the server's `field` (the body path) is shown in the wizard. */
const SERVER_FIELDS: Record<string, Field> = {
  "you.name": "name",
  "you.email": "email",
  "you.password": "password",
  "company.name": "companyName",
  "company.countryId": "country",
  "company.initNumWorkers": "workers",
  plan: "plan",
  pack: "pack",
};

const stepOf = (field: Field): Step => STEPS.find((s) => STEP_FIELDS[s].includes(field)) ?? "you";
const fieldOf = (error: unknown): Field | undefined =>
  error instanceof ApiError && error.field ? SERVER_FIELDS[error.field] : undefined;

/** The company registration wizard (spec §2): about you, company info, plan, culture package, done. */
export default function Signup() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [, navigate] = useLocation();
  const refresh = useSessionRefresh();
  const v = useValidators();
  const { errors, check, recheck, fail, formRef } = useFieldErrors<Field>();
  const [step, setStep] = useState<Step>("you");
  const [values, setValues] = useState<Values>({
    name: "",
    email: "",
    password: "",
    companyName: "",
    country: null,
    workers: "",
    plan: null,
    pack: null,
  });
  const [signedIn, setSignedIn] = useState<SignedIn | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepChanged = useRef(false);

  const rule = (field: Field, all: Values): Verdict => {
    switch (field) {
      case "name":
      case "companyName":
        return v.required(all[field]) ?? v.maxLength(all[field].trim(), NAME_MAX);
      case "email":
        return v.email(all.email);
      case "password":
        return v.password(all.password);
      case "country":
      case "plan":
      case "pack":
        return v.selection(all[field]);
      case "workers":
        return v.wholeNumber(all.workers, WORKERS);
    }
  };

  const set =
    <F extends Field>(field: F) =>
    (value: Values[F]) => {
      const next = { ...values, [field]: value };
      setValues(next);
      recheck(field, rule(field, next));
    };

  const go = (next: Step) => {
    stepChanged.current = true;
    setStep(next);
  };
  // a new step: focus goes to its heading, so screen readers announce it and Tab starts at its first field (unless
  // the step was opened to show a server error, whose field then has the focus)
  useEffect(() => {
    if (stepChanged.current && !hasInvalidField(formRef.current)) headingRef.current?.focus();
  }, [step, formRef]);

  const signup = useMutation({
    meta: { quiet: true },
    mutationFn: (body: SignupBody) => api.post("/api/auth/signup", { body }),
    onSuccess: (result) => {
      setSignedIn(result);
      go("done");
    },
    onError: (error) => {
      // the server's message goes next to the field it is about, on that field's step
      const field = fieldOf(error);
      if (!field) return;
      go(stepOf(field));
      fail(field, messageOf(error));
    },
  });

  const index = STEPS.indexOf(step);
  const submitStep = () => {
    const fields = STEP_FIELDS[step];
    if (!check(Object.fromEntries(fields.map((f) => [f, rule(f, values)])))) return;
    if (step !== "culture") return go(STEPS[index + 1]!);
    signup.mutate({
      you: {
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
        locale: intl.locale as NonNullable<SignupBody["you"]["locale"]>,
      },
      company: {
        name: values.companyName.trim(),
        countryId: values.country as CountryId,
        initNumWorkers: Number(values.workers.trim()),
      },
      plan: values.plan as Plan,
      pack: values.pack as Pack,
    });
  };

  const start = async () => {
    if (signedIn) await refresh(signedIn.session);
    navigate("/", { replace: true });
  };

  // Enter on a radio choice goes on, as it does in a text field
  const enterOnRadio = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === "Enter" && (e.target as HTMLElement).matches('input[type="radio"]')) {
      e.preventDefault();
      formRef.current?.requestSubmit();
    }
  };

  const generalError = signup.error && !fieldOf(signup.error) ? messageOf(signup.error) : null;
  const countries = COUNTRIES.map((id) => ({ id, label: t(`country.${id}`) })).sort((a, b) =>
    a.label.localeCompare(b.label, intl.locale),
  );

  return (
    <>
      <h1>{t("signup.title")}</h1>
      <ol className={css.steps} aria-label={t("signup.stepsLabel")}>
        {STEPS.map((s, i) => (
          <li
            key={s}
            className={css.step}
            aria-current={s === step ? "step" : undefined}
            data-completed={i < index || undefined}
          >
            <span className={css.stepMarker} aria-hidden="true">
              {i < index ? "✓" : i + 1}
            </span>
            <span className={css.stepName}>{t(`signup.step.${s}`)}</span>
            {i < index && <span className="visually-hidden"> ({t("signup.stepCompleted")})</span>}
          </li>
        ))}
      </ol>

      <p className={css.progress}>{t("signup.stepOf", { current: index + 1, total: STEPS.length })}</p>
      <h2 ref={headingRef} tabIndex={-1} className={css.heading}>
        {step === "done" ? t("signup.doneTitle") : t(`signup.step.${step}`)}
      </h2>

      {step === "done" ? (
        <>
          <p>{t("signup.doneBody", { email: values.email.trim() })}</p>
          <Button onPress={() => void start()} style={{ width: "100%" }}>
            {t("signup.start")}
          </Button>
        </>
      ) : (
        <Form
          ref={formRef}
          validationBehavior="aria"
          onSubmit={(e) => {
            e.preventDefault();
            submitStep();
          }}
        >
          {step === "you" && (
            <>
              <TextField
                label={t("signup.name")}
                name="name"
                autoComplete="name"
                isRequired
                value={values.name}
                onChange={set("name")}
                errorMessage={errors.name}
              />
              <TextField
                label={t("signup.email")}
                name="email"
                type="email"
                autoComplete="email"
                isRequired
                value={values.email}
                onChange={set("email")}
                errorMessage={errors.email}
              />
              <TextField
                label={t("signup.password")}
                name="password"
                type="password"
                autoComplete="new-password"
                isRequired
                description={t("signup.passwordHint")}
                value={values.password}
                onChange={set("password")}
                errorMessage={errors.password}
              />
            </>
          )}
          {step === "company" && (
            <>
              <TextField
                label={t("signup.companyName")}
                name="companyName"
                autoComplete="organization"
                isRequired
                value={values.companyName}
                onChange={set("companyName")}
                errorMessage={errors.companyName}
              />
              <SelectField
                label={t("signup.country")}
                name="country"
                placeholder={t("signup.countryPlaceholder")}
                isRequired
                options={countries}
                value={values.country}
                onChange={set("country")}
                errorMessage={errors.country}
              />
              <TextField
                label={t("signup.workers")}
                name="workers"
                inputMode="numeric"
                isRequired
                description={t("signup.workersHint")}
                value={values.workers}
                onChange={set("workers")}
                errorMessage={errors.workers}
              />
            </>
          )}
          {step === "plan" && (
            <div onKeyDown={enterOnRadio}>
              <ChoiceGroup
                label={t("signup.planLabel")}
                name="plan"
                description={t("signup.planHint")}
                isRequired
                choices={PLANS.map((id) => ({ id, label: t(`signup.plan.${id}`) }))}
                value={values.plan}
                onChange={set("plan")}
                errorMessage={errors.plan}
              />
            </div>
          )}
          {step === "culture" && (
            <div onKeyDown={enterOnRadio}>
              <ChoiceGroup
                label={t("signup.cultureLabel")}
                name="pack"
                description={t("signup.cultureHint")}
                isRequired
                choices={PACKS.map((id) => ({
                  id,
                  label: t(`signup.culture.${id}`),
                  description: t(`signup.culture.${id}Hint`),
                }))}
                value={values.pack}
                onChange={set("pack")}
                errorMessage={errors.pack}
              />
            </div>
          )}
          {step === "culture" && generalError && (
            <p role="alert" className={styles.errorText}>
              {generalError}
            </p>
          )}
          <div className={css.actions}>
            {index > 0 ? (
              <Button variant="secondary" type="button" onPress={() => go(STEPS[index - 1]!)}>
                {t("common.back")}
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" isDisabled={signup.isPending}>
              {step === "culture" ? t("signup.submit") : t("common.next")}
            </Button>
          </div>
        </Form>
      )}

      {step !== "done" && (
        <p className={styles.muted}>
          {t("signup.haveAccount")} <Link href="/login">{t("login.submit")}</Link>
        </p>
      )}
    </>
  );
}
