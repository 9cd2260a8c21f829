import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useIntl } from "react-intl";
import { api, useSession, Page, SelectField, shared, TextField, notify, useT } from "@web/kit";
import { LeaveForm } from "../components/LeaveForm/index.js";
import { leaveRequestKeys, useCompanyId, useLeaveTypes, useWorkerOptions, type PayrollLeaveBody } from "../data.js";

/**
 * /payroll-create-leave (spec §2, admin): records a leave for a worker, approved at once
 * (`POST /leave/payroll-requests`). The worker comes from the workers list through the SDK (a module's web code
 * never imports another's).
 */
export default function PayrollCreateLeavePage() {
  const intl = useIntl();
  const t = useT("leave.requests");
  const { level } = useSession();
  const isAdmin = level === "admin";
  const companyId = useCompanyId();
  const client = useQueryClient();
  const [search, setSearch] = useState("");
  const [userId, setUserId] = useState<string | null>(null);
  const [workerError, setWorkerError] = useState<string>();
  const [formKey, setFormKey] = useState(0);
  const workers = useWorkerOptions(search.trim(), { enabled: isAdmin });
  const types = useLeaveTypes();
  const record = useMutation({
    meta: { quiet: true },
    mutationFn: (body: PayrollLeaveBody) =>
      api.post("/api/companies/{companyId}/leave/payroll-requests", { params: { companyId }, body }),
    onSuccess: async () => {
      notify("positive", t("payroll.recorded"));
      setFormKey((key) => key + 1);
      setUserId(null);
      await client.invalidateQueries({ queryKey: leaveRequestKeys.all(companyId) });
    },
  });

  if (!isAdmin) {
    return (
      <Page title={t("payroll.title")}>
        <p role="alert" className={shared.errorText}>
          {t("payroll.adminOnly")}
        </p>
      </Page>
    );
  }

  const options = (workers.data?.items ?? []).map((w) => ({
    id: w.userId,
    label: `${[w.name, w.lastName].filter(Boolean).join(" ")} (${w.email})`,
  }));
  return (
    <Page title={t("payroll.title")}>
      <p className={shared.muted}>{t("payroll.intro")}</p>
      {types.isPending ? (
        <p className={shared.muted}>{t("loading")}</p>
      ) : types.isError ? (
        <p role="alert" className={shared.errorText}>
          {types.error.message}
        </p>
      ) : types.data.length === 0 ? (
        <p className={shared.muted}>{t("noTypes")}</p>
      ) : (
        <LeaveForm
          ownLeaves={false}
          key={formKey}
          types={types.data}
          before={
            <>
              <TextField label={t("payroll.search")} value={search} onChange={setSearch} type="search" />
              <SelectField
                label={t("payroll.worker")}
                options={options}
                value={userId}
                onChange={(value) => {
                  setUserId(value);
                  setWorkerError(undefined);
                }}
                errorMessage={workerError}
                isRequired
              />
            </>
          }
          submitLabel={t("payroll.submit")}
          isPending={record.isPending}
          error={record.error}
          onSubmit={(body) => {
            if (!userId) return setWorkerError(intl.formatMessage({ id: "validation.selection" }));
            record.mutate({ ...body, userId });
          }}
        />
      )}
    </Page>
  );
}
