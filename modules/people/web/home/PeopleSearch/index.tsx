import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover } from "react-aria-components";
import { useLocation } from "wouter";
import { api, SEARCH_DEBOUNCE_MS, shared, useSession, useT } from "@web/kit";
import * as styles from "./people-search.css.js";

/** Whether a key press happens while the person types somewhere (then "/" is a character, not the shortcut). */
function typing(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  if (!element) return false;
  const tag = element.tagName;
  return tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT" || element.isContentEditable;
}

/**
 * The people search in the header of every page (`header.tools`, issue 12): an accessible combobox over
 * `GET /workers/search` (every level: names and pictures only), opened with "/" or Ctrl/Cmd+K; choosing a person
 * opens their profile (the whole profile for leaders, the public card for everyone else).
 */
export default function PeopleSearch() {
  const t = useT("people.search");
  const session = useSession();
  const companyId = session.company?.id ?? "";
  const [, navigate] = useLocation();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState("");
  const [q, setQ] = useState("");

  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const k = event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey);
      const slash = event.key === "/" && !event.ctrlKey && !event.metaKey && !event.altKey && !typing(event.target);
      if (!k && !slash) return;
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const found = useQuery({
    queryKey: ["people", companyId, "search", q],
    enabled: Boolean(companyId) && q.length > 0,
    meta: { quiet: true },
    staleTime: 30_000,
    queryFn: () =>
      api.get("/api/companies/{companyId}/workers/search", { params: { companyId }, query: { q, limit: 8 } }),
  });
  type Found = { id: string; name: string; lastName?: string };
  const items: Found[] = q ? (found.data?.items ?? []) : [];
  const leads = session.level === "admin" || session.level === "revisor";

  return (
    <ComboBox
      className={styles.root}
      aria-describedby="people-search-shortcut"
      inputValue={text}
      onInputChange={setText}
      items={items}
      menuTrigger="input"
      // what was typed stays when the list closes (no reset to a selected item's text)
      allowsCustomValue
      allowsEmptyCollection
      // the server matched the words already (any order)
      defaultFilter={() => true}
      onSelectionChange={(id) => {
        if (id === null) return;
        setText("");
        setQ("");
        input.current?.blur();
        navigate(leads ? `/workers/${String(id)}` : `/employee-profile/${String(id)}`);
      }}
    >
      <Label className="visually-hidden">{t("label")}</Label>
      <span id="people-search-shortcut" className="visually-hidden">
        {t("shortcut")}
      </span>
      <Input ref={input} className={`${shared.input} ${styles.input}`} placeholder={t("placeholder")} />
      <Popover className={shared.popover} placement="bottom start">
        <ListBox
          className={styles.list}
          renderEmptyState={() => (
            <p className={styles.empty}>{found.isFetching || text.trim() !== q ? "…" : t("none")}</p>
          )}
        >
          {(person: Found) => (
            <ListBoxItem
              id={person.id}
              textValue={[person.name, person.lastName].filter(Boolean).join(" ")}
              className={shared.listBoxItem}
            >
              {[person.name, person.lastName].filter(Boolean).join(" ")}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
