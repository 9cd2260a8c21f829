import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Form, FormInput, FormUpdate, PublicForm } from "../contract/index.js";
import { api, usePagedList, useSession } from "@web/kit";

export function useCompanyId(): string {
  return useSession().company?.id ?? "";
}

/** Cache keys start with the module id and the company (a company switch drops them). */
export const formsKeys = { all: (companyId: string) => ["forms", companyId] as const };

export function useFormsTable() {
  const companyId = useCompanyId();
  return usePagedList<Form>({
    queryKey: [...formsKeys.all(companyId), "list"],
    enabled: Boolean(companyId),
    fetchPage: (page) => api.get("/api/companies/{companyId}/forms", { params: { companyId }, query: page }) as never,
  });
}

export function useForm(formId: string) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: [...formsKeys.all(companyId), "form", formId],
    enabled: Boolean(companyId),
    queryFn: () =>
      api.get("/api/companies/{companyId}/forms/{formId}", { params: { companyId, formId } }) as Promise<Form>,
  });
}

export function useResponsesTable(formId: string) {
  const companyId = useCompanyId();
  return usePagedList({
    queryKey: [...formsKeys.all(companyId), "responses", formId],
    enabled: Boolean(companyId),
    fetchPage: (page) =>
      api.get("/api/companies/{companyId}/forms/{formId}/responses", { params: { companyId, formId }, query: page }),
  });
}

export function useCreateForm(options: { onSuccess?: (form: Form) => void; onError?: (error: unknown) => void }) {
  const companyId = useCompanyId();
  const client = useQueryClient();
  return useMutation({
    meta: { quiet: true },
    mutationFn: (body: FormInput) =>
      api.post("/api/companies/{companyId}/forms", { params: { companyId }, body: body as never }) as Promise<Form>,
    onSuccess: async (form) => {
      await client.invalidateQueries({ queryKey: formsKeys.all(companyId) });
      options.onSuccess?.(form);
    },
    onError: options.onError,
  });
}

/** Edits a form (title, description, fields, open/closed); with `onError`, the refusal goes to the caller. */
export function useUpdateForm(
  formId: string,
  options: { onSuccess?: () => void; onError?: (error: unknown) => void } = {},
) {
  const companyId = useCompanyId();
  const client = useQueryClient();
  return useMutation({
    ...(options.onError ? { meta: { quiet: true } } : {}),
    mutationFn: (body: FormUpdate) =>
      api.patch("/api/companies/{companyId}/forms/{formId}", { params: { companyId, formId }, body: body as never }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: formsKeys.all(companyId) });
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}

/** The public page's form (no session): the fields and a fresh bot check. */
export function usePublicForm(publicId: string) {
  return useQuery({
    queryKey: ["forms", "public", publicId],
    retry: false,
    staleTime: Infinity,
    queryFn: () => api.get("/api/public/forms/{publicId}", { params: { publicId } }) as Promise<PublicForm>,
  });
}

/**
 * The proof of work of the bot check: the first number whose SHA-256 with the nonce has `difficulty` leading zero
 * bits (about 4,000 tries), computed with the browser's own crypto, in slices so the page stays responsive.
 */
export async function solveChallenge(challenge: { nonce: string; difficulty: number }): Promise<string> {
  const encoder = new TextEncoder();
  for (let i = 0; ; i++) {
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(`${challenge.nonce}:${i}`)));
    let bits = 0;
    for (const byte of digest) {
      if (byte === 0) {
        bits += 8;
        continue;
      }
      bits += Math.clz32(byte) - 24;
      break;
    }
    if (bits >= challenge.difficulty) return String(i);
  }
}
