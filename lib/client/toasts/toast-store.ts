import type { ComponentType } from 'react';
import { TOAST_LIFETIME_MS } from '@/lib/domain/constants';
import type { NoticeData } from '@/lib/domain/notifications/notices';
import { createStore, useStore } from '@/lib/client/store';
import { wantOverlayHosts } from '@/lib/client/overlay-hosts';

/**
 * The site's toasts (spec platform §2, §3 Toast, §9): one list, shown by the one host
 * (components/layout/toast-host.tsx, loaded by the shell with the first toast). Anything in the browser calls `showToast` — a realtime
 * listener, a form, a feature's module — with no provider or hook needed; components that want
 * the list use `useToasts`.
 *
 * Spec §4 "the cashbox page blocks toasts until the user leaves it": while a blocker holds
 * (`blockToasts`, taken by the cashbox frame) new toasts wait in order and are shown when the last
 * blocker lets go — queued rather than dropped, because what arrives during a deposit (its
 * outcome) is exactly what the player should see once they leave. A waiting toast's lifetime
 * starts when it is shown.
 */
export type ToastType = 'warn' | 'error' | 'success' | 'default';

/** A notice's text the host writes in the page's language (namespace `notices`), for callers outside React. */
export type ToastMessage = Pick<NoticeData, 'kind' | 'params'>;

export interface ToastInput {
  type?: ToastType;
  /** A ready text (already translated), or `message` for the host to translate. */
  text?: string;
  message?: ToastMessage;
  /** A picture shown beside the text (URL). */
  image?: string;
  /** A component rendered in the toast instead of the text; it gets `close`. */
  component?: ComponentType<{ close: () => void }>;
  /** Lifetime in ms; 0 keeps the toast until it is closed. */
  time?: number;
  /** The same key again (the live event and the page both learning of one deposit) is shown once. */
  key?: string;
}

export interface Toast extends Omit<ToastInput, 'type' | 'time'> {
  id: number;
  type: ToastType;
  time: number;
}

const shown = createStore<readonly Toast[]>([]);
let waiting: Toast[] = [];
let blockers = 0;
let sequence = 0;
/** Keys already shown or waiting; a toast key is one event, so this only grows by what happened in this tab. */
const seenKeys = new Set<string>();

export function showToast(input: ToastInput): number | null {
  if (input.key !== undefined) {
    if (seenKeys.has(input.key)) return null;
    seenKeys.add(input.key);
  }
  sequence += 1;
  const toast: Toast = { ...input, id: sequence, type: input.type ?? 'default', time: input.time ?? TOAST_LIFETIME_MS };
  wantOverlayHosts();
  if (blockers > 0) waiting.push(toast);
  else shown.set([...shown.get(), toast]);
  return toast.id;
}

export function closeToast(id: number): void {
  waiting = waiting.filter((toast) => toast.id !== id);
  const list = shown.get();
  if (list.some((toast) => toast.id === id)) shown.set(list.filter((toast) => toast.id !== id));
}

/** Holds new toasts back until the returned release is called (each release counts once). */
export function blockToasts(): () => void {
  blockers += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    blockers -= 1;
    if (blockers > 0 || waiting.length === 0) return;
    const next = waiting;
    waiting = [];
    shown.set([...shown.get(), ...next]);
  };
}

/** The toasts on screen, oldest first. */
export function useToasts(): readonly Toast[] {
  return useStore(shown);
}

export function getToasts(): readonly Toast[] {
  return shown.get();
}

/** Tests only: forget every toast, key and blocker. */
export function resetToasts(): void {
  shown.set([]);
  waiting = [];
  blockers = 0;
  seenKeys.clear();
}
