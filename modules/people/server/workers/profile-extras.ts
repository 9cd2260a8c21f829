import type { ServiceContext } from "../../../../core/context.js";
import { AppError } from "../../../../core/errors/app-error.js";
import { ANOTHER_COURSE } from "../../contract/courses.js";
import type { CustomValues } from "../../contract/custom-fields.js";
import type { WorkerUpdateInput } from "../../contract/workers.js";
import { checkValues, type WorkerFieldRules } from "../custom-fields/custom-fields.service.js";
import type { WorkerDoc } from "./workers.model.js";

/** What a profile write adds to the plain fields: the course pair and the checked extra fields. */
export interface ProfileExtras {
  set: Partial<WorkerDoc>;
  unset: Array<"courseOther" | "extraFields">;
}

/**
 * The parts of a worker profile that depend on other fields or on the company (spec §3 dictionaries, "Custom form
 * field"):
 * - `course` `another` needs the free text `courseOther` ("Please type something."); any other course drops it;
 * - `extraFields` are checked against the company's `workerExtraFields` (custom-fields.service `checkValues`) and
 *   merged over the stored ones. A new worker must have every required extra field; an update checks them when it
 *   sends `extraFields`.
 */
export async function profileExtras(
  ctx: ServiceContext,
  input: WorkerUpdateInput,
  current: Pick<WorkerDoc, "course" | "courseOther" | "extraFields"> | undefined,
  /**
   * The company's extra-field rules: read when needed (`customFields.workerFieldRules`), or the ones the caller already
   * has (the import checks thousands of rows).
   */
  rules: WorkerFieldRules | (() => Promise<WorkerFieldRules>),
): Promise<ProfileExtras> {
  const out: ProfileExtras = { set: {}, unset: [] };

  if (input.course !== undefined || input.courseOther !== undefined) {
    const course = input.course ?? current?.course;
    if (course === ANOTHER_COURSE) {
      const other = (input.courseOther ?? current?.courseOther ?? "").trim();
      if (!other) throw new AppError("VALIDATION_REQUIRED", { field: "courseOther" });
      out.set.courseOther = other;
    } else {
      out.unset.push("courseOther");
    }
  }

  const creating = current === undefined;
  if (creating || input.extraFields !== undefined) {
    const { definitions, countryId } = typeof rules === "function" ? await rules() : rules;
    const next = checkValues(definitions, {
      current: (current?.extraFields ?? {}) as CustomValues,
      patch: input.extraFields ?? {},
      countryId,
      prefix: "extraFields",
    });
    if (Object.keys(next).length > 0) out.set.extraFields = next;
    else out.unset.push("extraFields");
  }
  return out;
}

/** A profile (as `profileOf` makes it from the payload) with the extras applied, as `$set` and `$unset`. */
export function withExtras(
  profile: Partial<WorkerDoc>,
  extras: ProfileExtras,
): { $set: Partial<WorkerDoc>; $unset: Record<string, 1> } {
  const $set: Partial<WorkerDoc> = { ...profile, ...extras.set };
  const $unset: Record<string, 1> = {};
  for (const field of extras.unset) {
    delete $set[field];
    $unset[field] = 1;
  }
  return { $set, $unset };
}
