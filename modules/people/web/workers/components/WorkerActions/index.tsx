import { localDayOf } from "../../../../../../core/dates/calendar-days.js";
import { useState } from "react";
import { Label, TextArea, TextField as AriaTextField } from "react-aria-components";
import { useIntl } from "react-intl";
import { api, messageOf, Button, Dialog, SelectField, shared, notify } from "@web/kit";
import type { Country } from "../../../../contract/countries.js";
import { dictionaryOptions } from "../../../../contract/dictionaries.js";
import type { TerminationType } from "../../../../contract/workers.js";
import { fullName, useCompanyId, usePeopleLocale, type Worker } from "../../data.js";
import { countryToIso, isoToCountry } from "../../lib/dates.js";
import { CountryDateField } from "../CountryDateField/index.js";
import * as styles from "../../workers.css.js";
import { WorkerPicker } from "../WorkerPicker/index.js";

interface DialogProps {
  worker: Worker;
  isOpen: boolean;
  onClose: () => void;
  onDone: () => void;
}

/** A refusal of the server, shown in the dialog (announced at once). */
function Refusal({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className={styles.notice.danger}>
      {message}
    </p>
  );
}

/**
 * Terminate a worker (spec §7 POST .../terminate: last day of work and termination type). The server refuses
 * terminating oneself ("You can't eliminate yourself") and terminating twice; its words show in the dialog.
 */
export function TerminateDialog({ worker, isOpen, onClose, onDone, country }: DialogProps & { country: Country }) {
  const intl = useIntl();
  const locale = usePeopleLocale();
  const companyId = useCompanyId();
  const [lastDay, setLastDay] = useState(() => isoToCountry(localDayOf(new Date()), country.dateFormat));
  const [type, setType] = useState<TerminationType | null>(null);
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<{ lastDay?: string; type?: string; server?: string }>({});
  const [pending, setPending] = useState(false);

  const submit = async () => {
    const lastDayWork = countryToIso(lastDay, country.dateFormat);
    const found = {
      lastDay: lastDayWork ? undefined : intl.formatMessage({ id: "validation.date" }),
      type: type ? undefined : intl.formatMessage({ id: "validation.selection" }),
    };
    if (found.lastDay || found.type) return setErrors(found);
    setErrors({});
    setPending(true);
    try {
      await api.post("/api/companies/{companyId}/workers/{workerId}/terminate", {
        params: { companyId, workerId: worker.id },
        body: { lastDayWork: lastDayWork!, type: type!, ...(reason.trim() ? { reason: reason.trim() } : {}) },
      });
      notify("positive", intl.formatMessage({ id: "people.terminate.done" }, { name: fullName(worker) }));
      onDone();
    } catch (error) {
      setErrors({ server: messageOf(error) });
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      title={intl.formatMessage({ id: "people.terminate.title" }, { name: fullName(worker) })}
      isOpen={isOpen}
      onClose={onClose}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p className={styles.subtle}>{intl.formatMessage({ id: "people.terminate.body" })}</p>
        <Refusal message={errors.server} />
        <CountryDateField
          label={intl.formatMessage({ id: "people.terminate.lastDayWork" })}
          format={country.dateFormat}
          value={lastDay}
          onChange={setLastDay}
          isRequired
          errorMessage={errors.lastDay}
        />
        <SelectField
          label={intl.formatMessage({ id: "people.terminate.type" })}
          options={dictionaryOptions("terminationType", locale).map((o) => ({ id: o.value, label: o.label }))}
          value={type}
          onChange={(value) => setType(value as TerminationType)}
          isRequired
          errorMessage={errors.type}
          placeholder={intl.formatMessage({ id: "people.form.choose" })}
        />
        <AriaTextField value={reason} onChange={setReason} className={shared.field}>
          <Label className={shared.label}>{intl.formatMessage({ id: "people.terminate.reason" })}</Label>
          <TextArea className={styles.textarea} maxLength={2000} />
        </AriaTextField>
        <div className={styles.dialogActions}>
          <Button variant="secondary" onPress={onClose}>
            {intl.formatMessage({ id: "common.cancel" })}
          </Button>
          <Button variant="danger" type="submit" isPending={pending} isDisabled={pending}>
            {intl.formatMessage({ id: "people.terminate.submit" })}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Remove a worker (spec §4: soft removal, hidden from lists), after a confirmation. */
export function RemoveDialog({ worker, isOpen, onClose, onDone }: DialogProps) {
  const intl = useIntl();
  const companyId = useCompanyId();
  const [refusal, setRefusal] = useState<string>();
  const [pending, setPending] = useState(false);
  const remove = async () => {
    setPending(true);
    setRefusal(undefined);
    try {
      await api.delete("/api/companies/{companyId}/workers/{workerId}", {
        params: { companyId, workerId: worker.id },
      });
      notify("positive", intl.formatMessage({ id: "people.remove.done" }, { name: fullName(worker) }));
      onDone();
    } catch (error) {
      setRefusal(messageOf(error));
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog
      title={intl.formatMessage({ id: "people.remove.title" }, { name: fullName(worker) })}
      isOpen={isOpen}
      onClose={onClose}
    >
      <p>{intl.formatMessage({ id: "people.remove.body" })}</p>
      <Refusal message={refusal} />
      <div className={styles.dialogActions}>
        <Button variant="secondary" onPress={onClose} autoFocus>
          {intl.formatMessage({ id: "common.cancel" })}
        </Button>
        <Button variant="danger" onPress={() => void remove()} isPending={pending} isDisabled={pending}>
          {intl.formatMessage({ id: "people.remove.submit" })}
        </Button>
      </div>
    </Dialog>
  );
}

/**
 * Move everyone who reports to this worker to another supervisor (spec §7 PATCH workers/update-reference-worker), e.g.
 * before terminating a manager.
 */
export function MoveTeamDialog({ worker, isOpen, onClose, onDone }: DialogProps) {
  const intl = useIntl();
  const companyId = useCompanyId();
  const [target, setTarget] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const [pending, setPending] = useState(false);
  const move = async () => {
    if (!target) return setError(intl.formatMessage({ id: "validation.selection" }));
    setError(undefined);
    setRefusal(undefined);
    setPending(true);
    try {
      const { moved } = await api.patch("/api/companies/{companyId}/workers/update-reference-worker", {
        params: { companyId },
        body: { referenceWorkerId: worker.id, newReferenceWorkerId: target },
      });
      notify("positive", intl.formatMessage({ id: "people.moveTeam.done" }, { count: moved }));
      onDone();
    } catch (failure) {
      setRefusal(messageOf(failure));
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog
      title={intl.formatMessage({ id: "people.moveTeam.title" }, { name: fullName(worker) })}
      isOpen={isOpen}
      onClose={onClose}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void move();
        }}
      >
        <p className={styles.subtle}>
          {intl.formatMessage({ id: "people.moveTeam.body" }, { name: fullName(worker) })}
        </p>
        <Refusal message={refusal} />
        <WorkerPicker
          label={intl.formatMessage({ id: "people.moveTeam.newSupervisor" })}
          value={target}
          onChange={setTarget}
          excludeId={worker.id}
          errorMessage={error}
          isRequired
        />
        <div className={styles.dialogActions}>
          <Button variant="secondary" onPress={onClose}>
            {intl.formatMessage({ id: "common.cancel" })}
          </Button>
          <Button type="submit" isPending={pending} isDisabled={pending}>
            {intl.formatMessage({ id: "people.moveTeam.submit" })}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
