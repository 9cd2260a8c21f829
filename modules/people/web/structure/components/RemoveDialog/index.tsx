import { useIntl } from "react-intl";
import { Button, Dialog } from "@web/kit";
import * as css from "../../structure.css.js";

/** Asks before a soft removal (spec §4: removed records are hidden, not erased). */
export function RemoveDialog({
  name,
  isOpen,
  pending,
  onConfirm,
  onClose,
}: {
  name: string;
  isOpen: boolean;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <Dialog
      title={intl.formatMessage({ id: "people.structure.removeItem" }, { name })}
      isOpen={isOpen}
      onClose={onClose}
    >
      <p>{intl.formatMessage({ id: "people.structure.removeBody" }, { name })}</p>
      <div className={css.actions}>
        <Button variant="secondary" onPress={onClose}>
          {intl.formatMessage({ id: "common.cancel" })}
        </Button>
        <Button variant="danger" onPress={onConfirm} isDisabled={pending}>
          {intl.formatMessage({ id: "people.structure.remove" })}
        </Button>
      </div>
    </Dialog>
  );
}
