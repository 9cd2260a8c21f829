import { useState } from "react";
import { useIntl } from "react-intl";
import { Button, Dialog, TextField, useValidators } from "@web/kit";
import * as css from "../../admin.css.js";

export type DecisionAction = "approve" | "deny";

const MAX = 1000;

/**
 * The one dialog of a leader's decision on leave (issue 12 "Approvals"): approving (one request or several) asks for
 * an optional comment, denying for a required reason; the requester reads either with the decision. Checked here
 * before anything is sent (a reason left empty, more than 1000 characters), the answer's problems are the page's.
 */
export function DecisionDialog(props: {
  /** What is being decided; `null` closes the dialog. */
  action: DecisionAction | null;
  title: string;
  pending: boolean;
  onConfirm: (text: string) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const v = useValidators();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | undefined>();
  // the last action stays while the dialog closes, so its texts do not change under the closing animation
  const [shown, setShown] = useState<DecisionAction>("approve");
  if (props.action && props.action !== shown) setShown(props.action);
  const action = props.action ?? shown;
  const check = (value: string) =>
    (action === "deny" ? v.required(value) : undefined) ?? v.maxLength(value, MAX) ?? undefined;
  const close = () => {
    setText("");
    setError(undefined);
    props.onClose();
  };
  const m = (id: string) => intl.formatMessage({ id });
  return (
    <Dialog title={props.title} isOpen={props.action !== null} onClose={close}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const verdict = check(text);
          setError(verdict);
          if (verdict) return;
          props.onConfirm(text.trim());
          setText("");
        }}
      >
        <TextField
          label={m(action === "deny" ? "leave.approvals.reason" : "leave.approvals.comment")}
          description={action === "approve" ? m("common.optional") : undefined}
          isRequired={action === "deny"}
          value={text}
          onChange={(next) => {
            setText(next);
            if (error) setError(check(next));
          }}
          errorMessage={error}
          autoFocus
        />
        <div className={css.actions}>
          <Button variant="secondary" onPress={close}>
            {m("common.cancel")}
          </Button>
          <Button type="submit" variant={action === "deny" ? "danger" : "primary"} isDisabled={props.pending}>
            {m(action === "deny" ? "leave.approvals.deny" : "leave.approvals.approve")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
