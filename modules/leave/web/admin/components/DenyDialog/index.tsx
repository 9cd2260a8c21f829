import { useState } from "react";
import { useIntl } from "react-intl";
import { Button, Dialog, TextField, useValidators } from "@web/kit";
import * as css from "../../admin.css.js";

/** Denying a request asks for the reason, which the requester reads with the decision. */
export function DenyDialog(props: {
  name: string;
  isOpen: boolean;
  pending: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const v = useValidators();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    setReason("");
    setError(undefined);
    props.onClose();
  };
  return (
    <Dialog
      title={intl.formatMessage({ id: "leave.approvals.denyTitle" }, { name: props.name })}
      isOpen={props.isOpen}
      onClose={close}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const verdict = v.required(reason) ?? v.maxLength(reason, 1000);
          setError(verdict ?? undefined);
          if (!verdict) props.onConfirm(reason.trim());
        }}
      >
        <TextField
          label={intl.formatMessage({ id: "leave.approvals.reason" })}
          value={reason}
          onChange={setReason}
          errorMessage={error}
          autoFocus
        />
        <div className={css.actions}>
          <Button variant="secondary" onPress={close}>
            {intl.formatMessage({ id: "common.cancel" })}
          </Button>
          <Button type="submit" variant="danger" isDisabled={props.pending}>
            {intl.formatMessage({ id: "leave.approvals.deny" })}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
