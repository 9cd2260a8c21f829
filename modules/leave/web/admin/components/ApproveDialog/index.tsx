import { useState } from "react";
import { useIntl } from "react-intl";
import { Button, Dialog, TextField, useValidators } from "@web/kit";
import * as css from "../../admin.css.js";

/** Approving one request or several asks for an optional comment, which the requester reads with the decision. */
export function ApproveDialog(props: {
  title: string;
  isOpen: boolean;
  pending: boolean;
  onConfirm: (comment: string) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const v = useValidators();
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    setComment("");
    setError(undefined);
    props.onClose();
  };
  return (
    <Dialog title={props.title} isOpen={props.isOpen} onClose={close}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const verdict = v.maxLength(comment, 1000);
          setError(verdict ?? undefined);
          if (verdict) return;
          props.onConfirm(comment.trim());
          setComment("");
        }}
      >
        <TextField
          label={intl.formatMessage({ id: "leave.approvals.comment" })}
          description={intl.formatMessage({ id: "common.optional" })}
          value={comment}
          onChange={(next) => {
            setComment(next);
            if (error) setError(v.maxLength(next, 1000) ?? undefined);
          }}
          errorMessage={error}
          autoFocus
        />
        <div className={css.actions}>
          <Button variant="secondary" onPress={close}>
            {intl.formatMessage({ id: "common.cancel" })}
          </Button>
          <Button type="submit" isDisabled={props.pending}>
            {intl.formatMessage({ id: "leave.approvals.approve" })}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
