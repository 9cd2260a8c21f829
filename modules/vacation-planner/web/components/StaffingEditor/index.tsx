import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useIntl } from "react-intl";
import { api, messageOf, Button, NumberField, notify, useT } from "@web/kit";
import { MINIMUM_PRESENT_MAX } from "../../../contract/index.js";
import * as css from "../../planner.css.js";
import { plannerKeys, useCompanyId, type DepartmentPlan } from "../../lib/data.js";

/** The department's minimum staffing (people present on a working day), set by a leader; 0 removes it. */
export function StaffingEditor({ plan }: { plan: DepartmentPlan }) {
  const intl = useIntl();
  const t = useT("vacation-planner.staffing");
  const companyId = useCompanyId();
  const client = useQueryClient();
  const [value, setValue] = useState<number | null>(plan.minimumPresent);
  const [error, setError] = useState<string | undefined>();
  const save = useMutation({
    meta: { quiet: true },
    mutationFn: (minimumPresent: number) =>
      api.put("/api/companies/{companyId}/vacation-planner/departments/{departmentId}/minimum-staffing", {
        params: { companyId, departmentId: plan.id },
        body: { minimumPresent },
      }),
    onSuccess: async (saved) => {
      notify("positive", saved.minimumPresent > 0 ? t("saved", { n: saved.minimumPresent }) : t("cleared"));
      await client.invalidateQueries({ queryKey: plannerKeys.all(companyId) });
    },
    onError: (e) => setError(messageOf(e)),
  });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (value === null) return setError(intl.formatMessage({ id: "validation.required" }));
    if (!Number.isInteger(value) || value < 0 || value > MINIMUM_PRESENT_MAX)
      return setError(t("invalid", { max: MINIMUM_PRESENT_MAX }));
    setError(undefined);
    save.mutate(value);
  };

  return (
    <form noValidate onSubmit={submit} className={css.staffingForm}>
      <NumberField
        label={t("label")}
        description={t("description", { headcount: plan.headcount })}
        value={value}
        onChange={(v) => {
          setValue(v);
          setError(undefined);
        }}
        minValue={0}
        maxValue={MINIMUM_PRESENT_MAX}
        errorMessage={error}
      />
      <Button type="submit" variant="secondary" className={css.staffingButton} isPending={save.isPending}>
        {t("save")}
      </Button>
    </form>
  );
}
