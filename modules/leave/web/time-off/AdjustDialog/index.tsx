import { useState } from "react";
import { useIntl } from "react-intl";
import {
  Button,
  ChoiceGroup,
  DatePicker,
  Dialog,
  notify,
  NumberField,
  SelectField,
  serverErrors,
  shared,
  TextField,
  useCompanyToday,
  useT,
  useValidators,
} from "@web/kit";
import { useLeaveLocale, useLeaveTypes } from "../../requests/data.js";
import { useAdjustBalance } from "../data.js";
import * as css from "../time-off.css.js";

const FIELDS = ["leaveTypeId", "amount", "effectiveDate", "reason"] as const;

/**
 * An admin's change to a person's balance (issue 12): an adjustment (plus or minus) or the starting balance brought
 * from another tool, in the type's unit, from a day, with the reason the ledger keeps. The server checks it again and
 * answers in the person's language.
 */
export function AdjustDialog(props: { userId: string; isOpen: boolean; onClose: () => void }) {
  const intl = useIntl();
  const t = useT("leave.timeOff");
  const v = useValidators();
  const locale = useLeaveLocale();
  const types = (useLeaveTypes().data ?? []).filter((type) => type.tracked !== false);
  const save = useAdjustBalance();
  const [kind, setKind] = useState<"adjustment" | "starting-balance">("adjustment");
  const [typeId, setTypeId] = useState<string>("");
  const [amount, setAmount] = useState<number | null>(null);
  const [day, setDay] = useState(useCompanyToday());
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Partial<Record<(typeof FIELDS)[number], string>>>({});
  const leaveTypeId = typeId || types[0]?.id || "";
  const unit = types.find((type) => type.id === leaveTypeId)?.unit ?? "days";
  const server = serverErrors(save.error, FIELDS);
  const close = () => {
    setAmount(null);
    setReason("");
    setErrors({});
    save.reset();
    props.onClose();
  };

  return (
    <Dialog title={t("adjustTitle")} isOpen={props.isOpen} onClose={close}>
      <form
        noValidate
        className={css.form}
        onSubmit={(e) => {
          e.preventDefault();
          const found = {
            amount:
              amount === null
                ? (v.required("") ?? undefined)
                : kind === "adjustment" && amount === 0
                  ? t("amountZero")
                  : undefined,
            reason: v.required(reason) ?? v.maxLength(reason, 500) ?? undefined,
            effectiveDate: day ? undefined : (v.required("") ?? undefined),
          };
          setErrors(found);
          if (found.amount || found.reason || found.effectiveDate || !leaveTypeId) return;
          save.mutate(
            { userId: props.userId, leaveTypeId, kind, amount: amount!, effectiveDate: day, reason: reason.trim() },
            {
              onSuccess: () => {
                notify("positive", t("adjusted"));
                close();
              },
            },
          );
        }}
      >
        {server.general && (
          <p role="alert" className={shared.errorText}>
            {server.general}
          </p>
        )}
        <ChoiceGroup
          label={t("kind")}
          compact
          choices={[
            { id: "adjustment", label: t("kind.adjustment"), description: t("kind.adjustment.help") },
            { id: "starting-balance", label: t("kind.starting"), description: t("kind.starting.help") },
          ]}
          value={kind}
          onChange={(value) => setKind(value as typeof kind)}
        />
        <SelectField
          label={t("type")}
          options={types.map((type) => ({ id: type.id, label: type.title[locale] }))}
          value={leaveTypeId}
          onChange={setTypeId}
          errorMessage={server.field("leaveTypeId")}
        />
        <NumberField
          label={t(unit === "hours" ? "amountHours" : "amountDays")}
          description={kind === "adjustment" ? t("amount.help") : undefined}
          value={amount}
          onChange={setAmount}
          formatOptions={{ maximumFractionDigits: 2 }}
          errorMessage={errors.amount ?? server.field("amount")}
          isRequired
        />
        <DatePicker
          label={t("effectiveDate")}
          value={day}
          onChange={setDay}
          errorMessage={errors.effectiveDate ?? server.field("effectiveDate")}
          isRequired
        />
        <TextField
          label={t("reason")}
          value={reason}
          onChange={setReason}
          errorMessage={errors.reason ?? server.field("reason")}
          isRequired
        />
        <div className={css.dialogActions}>
          <Button variant="secondary" onPress={close}>
            {intl.formatMessage({ id: "common.cancel" })}
          </Button>
          <Button type="submit" isDisabled={save.isPending}>
            {t("save")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
