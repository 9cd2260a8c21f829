import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useIntl } from "react-intl";
import { useLocation, useParams } from "wouter";
import { api, Button, ButtonLink, Dialog, fieldOfServerError, messageOf, notify, Page, ApiError } from "@web/kit";
import * as css from "../../admin.css.js";
import { leaveKeys, titleOf, useCompanyId, useLeaveTypes, type LeaveType } from "../../lib/data.js";
import { ApprovalSection } from "./ApprovalSection.js";
import { BalanceSection } from "./BalanceSection.js";
import { ExtraFieldsEditor } from "./ExtraFieldsEditor.js";
import { toBody, toForm, type Form } from "./form.js";
import { GeneralSection } from "./GeneralSection.js";
import type { Errors, SetList } from "./section-props.js";
import { TimeSection } from "./TimeSection.js";
import { useLeaveTypeValidation } from "./validate.js";

/**
 * /config-leave-type/:id (spec §2: admin; `new` creates): a leave type's titles in the three languages, color,
 * unit and allowance (spec §3, §9: stored in milliseconds), order, how it is requested, paid and payroll, overlap,
 * balance tracking, the accrual policy, the request form's extra fields, sale and buy, rollover and expiry,
 * anticipation, the review period and the approval chain (steps of the supervisor, a level or named people, and
 * steps added for longer requests). Saved with POST or PATCH `/leave-types/many` in the contract's shape.
 */
export default function LeaveTypeEditorPage() {
  const { id = "new" } = useParams<{ id: string }>();
  const types = useLeaveTypes();
  const intl = useIntl();
  if (id !== "new" && types.isPending) return <p>{intl.formatMessage({ id: "app.loading" })}</p>;
  const type = id === "new" ? undefined : types.data?.find((t) => t.id === id);
  if (id !== "new" && !type)
    return (
      <Page title={intl.formatMessage({ id: "leave.types.notFound" })}>
        <ButtonLink href="/config-leave-type">{intl.formatMessage({ id: "leave.types.backToList" })}</ButtonLink>
      </Page>
    );
  return <Editor key={id} type={type} />;
}

function Editor({ type }: { type: LeaveType | undefined }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const validate = useLeaveTypeValidation(type);
  const companyId = useCompanyId();
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const [form, setForm] = useState<Form>(() => toForm(type));
  const [errors, setErrors] = useState<Errors>({});
  const [removing, setRemoving] = useState(false);
  // every extra-field id this form has held: a new field never takes the id of one removed meanwhile
  const fieldIds = useRef(new Set((type?.extraFields ?? []).map((f) => f.id)));
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));

  const save = useMutation({
    meta: { quiet: true },
    mutationFn: async (f: Form) => {
      const body = toBody(f, type);
      return type
        ? api.patch("/api/companies/{companyId}/leave-types/many", {
            params: { companyId },
            body: { items: [{ id: type.id, ...body }] },
          })
        : api.post("/api/companies/{companyId}/leave-types/many", { params: { companyId }, body: { items: [body] } });
    },
    onSuccess: async () => {
      notify("positive", t(type ? "leave.types.saved" : "leave.types.created"));
      await client.invalidateQueries({ queryKey: leaveKeys.all(companyId) });
      navigate("/config-leave-type");
    },
    onError: (error) => {
      // the server names the field as `items.0.<path>`: shown next to the field as well as above the form
      const field = error instanceof ApiError ? fieldOfServerError(error.field) : undefined;
      if (field) setErrors((current) => ({ ...current, [field]: messageOf(error) }));
    },
  });
  const remove = useMutation({
    meta: { quiet: true },
    mutationFn: () =>
      api.delete("/api/companies/{companyId}/leave-types/{leaveTypeId}", {
        params: { companyId, leaveTypeId: type!.id },
      }),
    onSuccess: async () => {
      notify("positive", t("leave.types.removed"));
      await client.invalidateQueries({ queryKey: leaveKeys.all(companyId) });
      navigate("/config-leave-type");
    },
    onError: (error) => {
      setRemoving(false);
      notify("negative", messageOf(error));
    },
  });

  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const found = validate(form);
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate(form);
    else
      requestAnimationFrame(() =>
        (e.target as HTMLFormElement)
          .querySelector<HTMLElement>("[aria-invalid='true'], [data-invalid] input")
          ?.focus(),
      );
  };
  /** Lists whose rows are numbered: the errors of the old numbering would land on other rows. */
  const setList: SetList = (key, value) => {
    if (value.length !== form[key].length) {
      const prefix = key === "extraFields" ? "extraFields." : `approval.${key}.`;
      setErrors((current) => Object.fromEntries(Object.entries(current).filter(([k]) => !k.startsWith(prefix))));
    }
    set(key, value);
  };

  const sectionProps = { form, set, errors };
  const title = type ? t("leave.types.editTitle", { name: titleOf(type, intl.locale) }) : t("leave.types.create");
  return (
    <Page
      title={title}
      actions={
        type && (
          <Button variant="secondary" onPress={() => setRemoving(true)}>
            {t("leave.types.remove")}
          </Button>
        )
      }
    >
      <form noValidate onSubmit={onSubmit}>
        {save.error && (
          <p role="alert" className={css.hint} style={{ color: "inherit", fontWeight: 600 }}>
            {messageOf(save.error)}
          </p>
        )}
        <GeneralSection {...sectionProps} type={type} />
        <TimeSection {...sectionProps} setForm={setForm} />
        <BalanceSection {...sectionProps} />

        <ExtraFieldsEditor
          rows={form.extraFields}
          onChange={(rows) => {
            for (const row of rows) fieldIds.current.add(row.id);
            setList("extraFields", rows);
          }}
          errors={errors}
          takenIds={() => [...fieldIds.current]}
        />

        <ApprovalSection {...sectionProps} setList={setList} />

        <div className={css.actions}>
          <ButtonLink href="/config-leave-type">{t("common.cancel")}</ButtonLink>
          <Button type="submit" isDisabled={save.isPending}>
            {t(type ? "common.save" : "common.create")}
          </Button>
        </div>
      </form>
      <Dialog title={t("leave.types.removeTitle")} isOpen={removing} onClose={() => setRemoving(false)}>
        <p>{t("leave.types.removeBody", { name: titleOf(type, intl.locale) })}</p>
        <div className={css.actions}>
          <Button variant="secondary" onPress={() => setRemoving(false)}>
            {t("common.cancel")}
          </Button>
          <Button variant="danger" isDisabled={remove.isPending} onPress={() => remove.mutate()}>
            {t("leave.types.remove")}
          </Button>
        </div>
      </Dialog>
    </Page>
  );
}
