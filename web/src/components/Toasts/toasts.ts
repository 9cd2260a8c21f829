import { atom, getDefaultStore } from "jotai";

/** Spec §9: notifications stay 6000 ms unless told otherwise. */
export const TOAST_TIMEOUT_MS = 6000;

export interface Toast {
  id: number;
  tone: "negative" | "positive";
  message: string;
}

export const toastsAtom = atom<Toast[]>([]);
let nextId = 1;

/** Shows a notification; negative ones are for failed requests (spec §8), with the server's message. */
export function notify(tone: Toast["tone"], message: string, timeoutMs = TOAST_TIMEOUT_MS) {
  const store = getDefaultStore();
  const id = nextId++;
  store.set(toastsAtom, (list) => [...list.filter((t) => t.message !== message), { id, tone, message }]);
  setTimeout(() => dismiss(id), timeoutMs);
  return id;
}

export function dismiss(id: number) {
  getDefaultStore().set(toastsAtom, (list) => list.filter((t) => t.id !== id));
}
