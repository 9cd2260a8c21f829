import type { Form } from "./form.js";

/**
 * Errors by field: the title languages, `color`, `total`, `order`, `rangeTypes`, `minServiceMonths`, `everyMonths`,
 * and the contract's paths for the rest (`sale.maxTime`, `extraFields.0.label.en`, `approval.steps.1.userIds`…), so
 * an error the server names a field for lands on it too.
 */
export type Errors = Partial<Record<string, string>>;

/** What every section of the editor gets: the form, a setter for one of its keys, and the errors by field. */
export interface SectionProps {
  form: Form;
  set: <K extends keyof Form>(key: K, value: Form[K]) => void;
  errors: Errors;
}

/** Sets a numbered list of the form (its rows' errors go when a row is added or removed). */
export type SetList = <K extends "extraFields" | "steps" | "conditions">(key: K, value: Form[K]) => void;
