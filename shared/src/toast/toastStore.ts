import { TOAST_AUTO_CLOSE_MS } from '../constants';

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastItem {
  id: number;
  kind: ToastKind;
  text: string;
}

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit() {
  listeners.forEach((fn) => fn());
}

function show(kind: ToastKind, text: string, durationMs = TOAST_AUTO_CLOSE_MS): number {
  const id = nextId++;
  items = [...items, { id, kind, text }];
  timers.set(id, setTimeout(() => dismiss(id), durationMs));
  emit();
  return id;
}

function dismiss(id: number) {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  items = items.filter((t) => t.id !== id);
  emit();
}

/**
 * Toast API for every front end: `toast.success('User created successfully')`. The shell renders the one
 * `<ToastHost>`; toasts close on their own after 5000 ms.
 */
export const toast = {
  success: (text: string, durationMs?: number) => show('success', text, durationMs),
  error: (text: string, durationMs?: number) => show('error', text, durationMs),
  info: (text: string, durationMs?: number) => show('info', text, durationMs),
  dismiss,
  clear: () => [...items].forEach((t) => dismiss(t.id)),
};

export const toastStore = {
  subscribe(fn: () => void) {
    listeners.add(fn);
    return () => listeners.delete(fn);
  },
  getSnapshot: () => items,
};
