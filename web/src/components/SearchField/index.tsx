import { useEffect, useRef, useState } from "react";
import { Input, Label, SearchField as AriaSearchField } from "react-aria-components";
import * as styles from "../styles.css.js";

/** Spec §9: search inputs wait 300 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

/** A search box that reports its text once typing pauses for {@link SEARCH_DEBOUNCE_MS}. */
export function SearchField({
  label,
  onSearch,
  initialValue = "",
  debounceMs = SEARCH_DEBOUNCE_MS,
}: {
  label: string;
  onSearch: (text: string) => void;
  initialValue?: string;
  debounceMs?: number;
}) {
  const [value, setValue] = useState(initialValue);
  const latest = useRef(onSearch);
  latest.current = onSearch;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => latest.current(value.trim()), debounceMs);
    return () => clearTimeout(timer);
  }, [value, debounceMs]);
  return (
    <AriaSearchField value={value} onChange={setValue} className={styles.field} style={{ marginBottom: 0 }}>
      <Label className={styles.label}>{label}</Label>
      <Input className={styles.input} />
    </AriaSearchField>
  );
}
