import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useIntl } from "react-intl";

/** ARCHITECTURE "Auth and roles" overrides spec §5's 15-character ceiling: passwords are 8 to 128 characters. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

// The server's pattern (core/validation/validators.ts, which browser code may not import): one @, no spaces, a dot
// in the domain. The server checks again; this only saves a round trip.
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** A rule's verdict: the message to show, or null when the value is fine. */
export type Verdict = string | null;

/** Spec §5 rules with their messages in the user's language. */
export function useValidators() {
  const intl = useIntl();
  return useMemo(() => {
    const msg = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
    const required = (value: string): Verdict => (value.trim() ? null : msg("validation.required"));
    return {
      required,
      email: (value: string): Verdict =>
        required(value) ?? (value.trim().length <= 254 && EMAIL.test(value.trim()) ? null : msg("validation.email")),
      password: (value: string): Verdict => {
        if (!value) return msg("validation.required");
        if (value.length < PASSWORD_MIN_LENGTH) return msg("validation.passwordMin", { n: PASSWORD_MIN_LENGTH });
        if (value.length > PASSWORD_MAX_LENGTH) return msg("validation.passwordMax", { n: PASSWORD_MAX_LENGTH });
        return null;
      },
      /** Confirmation fields (spec §5 "Fields must be equal"). */
      equal: (value: string, other: string): Verdict =>
        required(value) ?? (value === other ? null : msg("validation.equal")),
      maxLength: (value: string, n: number): Verdict => (value.length > n ? msg("validation.maxLength", { n }) : null),
      selection: (value: string | null | undefined): Verdict => (value ? null : msg("validation.selection")),
      /** A whole number typed as digits (spec §5 numeric, minVal, maxVal). */
      wholeNumber: (value: string, limits: { min: number; max: number }): Verdict => {
        const text = value.trim();
        if (!text) return msg("validation.required");
        if (!/^\d+$/.test(text)) return msg("validation.numeric");
        const n = Number(text);
        if (n < limits.min) return msg("validation.minValue", { n: limits.min });
        if (n > limits.max) return msg("validation.maxValue", { n: limits.max });
        return null;
      },
    };
  }, [intl]);
}

/**
 * Errors of a form's fields, checked when the person submits (not while they type), then kept up to date as
 * they fix them. Server errors about a field go in the same place, so they show next to it.
 */
export function useFieldErrors<F extends string>() {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  // focus moves once the errors are on screen (the field may be on a step that is not rendered yet)
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest) focusFirstInvalid(formRef.current);
  }, [focusRequest]);

  /** Applies the verdicts; true when every field passed. Moves focus to the first field in error. */
  const check = useCallback((verdicts: Partial<Record<F, Verdict>>): boolean => {
    const next: Partial<Record<F, string>> = {};
    for (const [field, verdict] of Object.entries(verdicts) as [F, Verdict][]) if (verdict) next[field] = verdict;
    setErrors(next);
    const ok = Object.keys(next).length === 0;
    if (!ok) setFocusRequest((n) => n + 1);
    return ok;
  }, []);

  /** Re-checks one field while it is shown in error (the message goes once the value is right). */
  const recheck = useCallback((field: F, verdict: Verdict) => {
    setErrors((current) => {
      if (!(field in current) || current[field] === verdict) return current;
      const next = { ...current };
      if (verdict) next[field] = verdict;
      else delete next[field];
      return next;
    });
  }, []);

  /** Shows a message on one field (e.g. the server's) and focuses it. */
  const fail = useCallback((field: F, message: string) => {
    setErrors((current) => ({ ...current, [field]: message }));
    setFocusRequest((n) => n + 1);
  }, []);

  return { errors, check, recheck, fail, formRef };
}

const INVALID = '[aria-invalid="true"], [data-invalid]';
const FOCUSABLE = 'input:not([type="hidden"]), textarea, select, button';

/** Whether a form shows a field in error. */
export function hasInvalidField(form: HTMLElement | null): boolean {
  return Boolean(form?.querySelector(INVALID));
}

/**
 * Focuses the first field in error: the input itself, or the control inside an invalid group (a radio group's
 * chosen or first choice, a select's button; react-aria's hidden native select is skipped).
 */
export function focusFirstInvalid(form: HTMLElement | null) {
  const invalid = form?.querySelector<HTMLElement>(INVALID);
  if (!invalid) return;
  if (invalid.matches(FOCUSABLE)) return invalid.focus();
  const controls = [...invalid.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest('[aria-hidden="true"]'),
  );
  (controls.find((el) => (el as HTMLInputElement).checked) ?? controls[0] ?? invalid).focus();
}
