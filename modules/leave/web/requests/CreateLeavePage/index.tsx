import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import { useLocation, useSearch } from "wouter";
import { api, Page, shared, notify } from "@web/kit";
import { LeaveForm, type LeaveRequestBody } from "../components/LeaveForm/index.js";
import { leaveRequestKeys, useCompanyId, useLeaveTypes } from "../data.js";

/** /create-leave (spec §2, every level): request a leave for oneself; `?type=` preselects the leave type. */
export default function CreateLeavePage() {
  const intl = useIntl();
  const companyId = useCompanyId();
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const typeId = new URLSearchParams(useSearch()).get("type") ?? undefined;
  const types = useLeaveTypes();
  const create = useMutation({
    meta: { quiet: true },
    mutationFn: (body: LeaveRequestBody) =>
      api.post("/api/companies/{companyId}/leave/requests", { params: { companyId }, body }),
    onSuccess: async () => {
      notify("positive", intl.formatMessage({ id: "leave.requests.create.sent" }));
      await client.invalidateQueries({ queryKey: leaveRequestKeys.all(companyId) });
      navigate("/my-requests");
    },
  });
  return (
    <Page title={intl.formatMessage({ id: "leave.requests.create.title" })}>
      {types.isPending ? (
        <p className={shared.muted}>{intl.formatMessage({ id: "leave.requests.loading" })}</p>
      ) : types.isError ? (
        <p role="alert" className={shared.errorText}>
          {types.error.message}
        </p>
      ) : types.data.length === 0 ? (
        <p className={shared.muted}>{intl.formatMessage({ id: "leave.requests.noTypes" })}</p>
      ) : (
        <LeaveForm
          types={types.data}
          initialTypeId={typeId}
          submitLabel={intl.formatMessage({ id: "leave.requests.create.submit" })}
          isPending={create.isPending}
          error={create.error}
          onSubmit={(body) => create.mutate(body)}
        />
      )}
    </Page>
  );
}
