import type { ServiceContext } from "../../../core/context.js";
import { defineService } from "../../../core/modules/contract.js";
import type { FormFieldInput, FormResponse } from "./index.js";

/** A form as another module creates it: its fields and an owner tag that comes back with each response. */
export interface OwnedFormInput {
  title: string;
  description?: string;
  fields: FormFieldInput[];
  /** `<module>:<id>`, e.g. `hiring:position:<positionId>`; sent back in `forms.response.submitted`. */
  owner: string;
}

/**
 * What the forms module provides to other modules (`needs: { forms: formsForms }`): forms they own (hiring's
 * application forms) and the responses to them. Every call reads the context's company only.
 */
export interface FormsForms {
  /** Creates an open form; `publicPath` is the link anyone may fill (`/forms/<publicId>`). */
  create(ctx: ServiceContext, input: OwnedFormInput): Promise<{ id: string; publicId: string; publicPath: string }>;
  /** Stops a form taking answers (the public link then answers FORMS_CLOSED). */
  close(ctx: ServiceContext, formId: string): Promise<void>;
  /** A response with its answers (by field key when the field has one, else by field id); NOT_FOUND otherwise. */
  response(ctx: ServiceContext, responseId: string): Promise<FormResponse & { byKey: Record<string, unknown> }>;
  /**
   * The stored file of a file answer (its upload id, as the response holds it) for the owning module to serve, e.g.
   * the résumé sent with an application; NOT_FOUND when the response holds no such file.
   */
  file(ctx: ServiceContext, ids: { responseId: string; uploadId: string }): Promise<{ key: string; name: string }>;
}

export const formsForms = defineService<FormsForms>("forms.forms");
