import { atom, useAtom } from "jotai";
import { useEffect, useSyncExternalStore } from "react";
import { darkTheme, lightTheme } from "./theme.css.js";

export const THEME_CHOICES = ["system", "light", "dark"] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
const STORAGE_KEY = "workforce.theme";

function storedChoice(): ThemeChoice {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return THEME_CHOICES.includes(value as ThemeChoice) ? (value as ThemeChoice) : "system";
  } catch {
    return "system";
  }
}

/** The person's choice, remembered on this device; "system" follows the OS setting. */
export const themeChoiceAtom = atom<ThemeChoice>(storedChoice());

const darkQuery = () => window.matchMedia?.("(prefers-color-scheme: dark)");

function useSystemDark(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const query = darkQuery();
      query?.addEventListener("change", notify);
      return () => query?.removeEventListener("change", notify);
    },
    () => darkQuery()?.matches ?? false,
    () => false,
  );
}

/** The theme in effect and a setter that remembers the choice; applies the theme class to <html>. */
export function useTheme() {
  const [choice, setChoice] = useAtom(themeChoiceAtom);
  const systemDark = useSystemDark();
  const resolved: "light" | "dark" = choice === "system" ? (systemDark ? "dark" : "light") : choice;
  useEffect(() => {
    const root = document.documentElement;
    root.classList.remove(lightTheme, darkTheme);
    root.classList.add(resolved === "dark" ? darkTheme : lightTheme);
    root.style.colorScheme = resolved;
    root.dataset.theme = resolved;
  }, [resolved]);
  const choose = (next: ThemeChoice) => {
    setChoice(next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // private mode: the choice lasts for this visit
    }
  };
  return { choice, resolved, choose };
}
