import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Form } from "react-aria-components";
import { useIntl } from "react-intl";
import { api, Button, notify } from "@web/kit";
import type { CompanyProfile, Worker } from "../../../workers/data.js";
import { ScheduleEditor } from "../../../workers/components/ScheduleEditor/index.js";
import type { DraftErrors } from "../../../workers/lib/profile-draft.js";
import { scheduleDraftOf, scheduleErrors, scheduleInputOf, type ScheduleDraft } from "../../../workers/lib/schedule.js";
import { peopleKeys, useCompanyId } from "../../lib/company.js";
import * as css from "../../structure.css.js";

/**
 * Where the company's default schedule is kept: `settings.defaultSchedule`, in the shape of a worker's `schedule`
 * (spec §3 Company "schedules"; "Default schedule is 6 to 18 hours Monday to Friday").
 */
export const DEFAULT_SCHEDULE_SETTING = "defaultSchedule";

/** The company's default schedule: what new workers start with (each profile can change it). */
export function CompanySchedule({ company }: { company: CompanyProfile }) {
  const intl = useIntl();
  const companyId = useCompanyId();
  const client = useQueryClient();
  const stored = company.settings[DEFAULT_SCHEDULE_SETTING] as Worker["schedule"] | undefined;
  const [draft, setDraft] = useState<ScheduleDraft>(() => scheduleDraftOf(stored));
  const [errors, setErrors] = useState<DraftErrors>({});
  const save = useMutation({
    mutationFn: () =>
      api.patch("/api/companies/{companyId}/company", {
        params: { companyId },
        body: { settings: { ...company.settings, [DEFAULT_SCHEDULE_SETTING]: scheduleInputOf(draft) } },
      }),
    onSuccess: (saved) => {
      client.setQueryData(peopleKeys.company(companyId), saved);
      notify("positive", intl.formatMessage({ id: "people.company.edit.saved" }));
    },
  });
  return (
    <Form
      validationBehavior="aria"
      onSubmit={(e) => {
        e.preventDefault();
        const found: DraftErrors = {};
        for (const [key, code] of Object.entries(scheduleErrors(draft))) found[`schedule.${key}`] = { code };
        setErrors(found);
        if (Object.keys(found).length === 0) save.mutate();
      }}
    >
      <section className={css.section} aria-labelledby="company-schedule">
        <h2 id="company-schedule" className={css.sectionTitle}>
          {intl.formatMessage({ id: "people.company.schedule.title" })}
        </h2>
        <p className={css.hint}>{intl.formatMessage({ id: "people.company.schedule.hint" })}</p>
        <ScheduleEditor
          value={draft}
          onChange={(next) => {
            setDraft(next);
            setErrors({});
          }}
          errors={errors}
        />
      </section>
      <div className={css.actions}>
        <Button type="submit" isDisabled={save.isPending}>
          {intl.formatMessage({ id: "common.save" })}
        </Button>
      </div>
    </Form>
  );
}
