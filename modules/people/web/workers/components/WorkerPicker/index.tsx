import { useEffect, useMemo, useState } from "react";
import {
  Button,
  ComboBox,
  FieldError,
  Group,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
  type Key,
} from "react-aria-components";
import { useIntl } from "react-intl";
import { SEARCH_DEBOUNCE_MS, shared } from "@web/kit";
import { fullName, useWorker, useWorkerList, type Worker } from "../../data.js";
import * as styles from "../../workers.css.js";
import { WorkerAvatar } from "../WorkerAvatar/index.js";

/**
 * Chooses an active worker of the company by typing part of a name or email (react-aria ComboBox: the list is
 * searched on the server, 300 ms after typing pauses, spec §9). Used for the supervisor (`referenceWorkerId`).
 */
export function WorkerPicker({
  label,
  value,
  onChange,
  excludeId,
  description,
  errorMessage,
  isRequired,
  isDisabled,
}: {
  label: string;
  value: string | null;
  onChange: (workerId: string | null) => void;
  /** A worker who may not be chosen (the one being edited). */
  excludeId?: string;
  description?: string;
  errorMessage?: string;
  isRequired?: boolean;
  /** Shown but not changeable (field access: the caller may not write the supervisor). */
  isDisabled?: boolean;
}) {
  const intl = useIntl();
  const selected = useWorker(value ?? undefined);
  const selectedName = fullName(selected.data);
  const [input, setInput] = useState("");
  const [search, setSearch] = useState("");

  // the chosen worker's name fills the box once known
  useEffect(() => {
    if (selected.data) setInput(fullName(selected.data));
    else if (!value) setInput("");
  }, [selected.data, value]);

  useEffect(() => {
    const text = input.trim() === selectedName ? "" : input.trim();
    const timer = setTimeout(() => setSearch(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input, selectedName]);

  const list = useWorkerList({ q: search || undefined, status: "active", limit: 20, skip: 0 });
  const items = useMemo(() => {
    const found: Worker[] = (list.data?.items ?? []).filter((w) => w.id !== excludeId);
    // the chosen worker stays in the collection, so the box can show it whatever the search
    if (selected.data && !found.some((w) => w.id === selected.data.id)) found.unshift(selected.data);
    return found;
  }, [list.data, selected.data, excludeId]);

  return (
    <ComboBox
      className={shared.field}
      items={items}
      inputValue={input}
      onInputChange={setInput}
      selectedKey={value}
      onSelectionChange={(key: Key | null) => {
        if (key === null) return;
        // both the text and the selection are controlled here: the box shows the chosen name in the same render,
        // or react-aria would take the later change of text for typing and open the list again
        const chosen = items.find((w) => w.id === String(key));
        if (chosen) setInput(fullName(chosen));
        onChange(String(key));
      }}
      menuTrigger="focus"
      allowsEmptyCollection
      isInvalid={Boolean(errorMessage)}
      isRequired={isRequired}
      isDisabled={isDisabled}
      validationBehavior="aria"
    >
      <Label className={shared.label}>{label}</Label>
      <Group style={{ display: "flex", gap: "0.35rem" }}>
        <Input className={shared.input} placeholder={intl.formatMessage({ id: "people.workers.picker.placeholder" })} />
        <Button
          className={shared.button.secondary}
          aria-label={intl.formatMessage({ id: "people.workers.picker.open" })}
        >
          ▾
        </Button>
        {value && !isRequired && !isDisabled && (
          // a plain button: react-aria's Button inside a ComboBox would open the list
          <button
            type="button"
            className={shared.button.ghost}
            aria-label={intl.formatMessage({ id: "people.workers.picker.clear" })}
            onClick={() => {
              onChange(null);
              setInput("");
            }}
          >
            ×
          </button>
        )}
      </Group>
      {description && (
        <Text slot="description" className={shared.description}>
          {description}
        </Text>
      )}
      <FieldError className={shared.errorText}>{errorMessage}</FieldError>
      <Popover className={shared.popover}>
        <ListBox<Worker>
          renderEmptyState={() => (
            <div className={shared.listBoxItem}>
              {intl.formatMessage({ id: list.isFetching ? "app.loading" : "people.workers.picker.none" })}
            </div>
          )}
        >
          {(worker) => (
            <ListBoxItem id={worker.id} textValue={fullName(worker)} className={shared.listBoxItem}>
              <span className={styles.nameCell}>
                <WorkerAvatar src={worker.avatar?.src} name={worker.name} lastName={worker.lastName} />
                <span className={styles.nameText}>
                  <span>{fullName(worker)}</span>
                  <span className={styles.subtle}>{worker.email}</span>
                </span>
              </span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
