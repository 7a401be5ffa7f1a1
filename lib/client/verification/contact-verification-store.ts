import { useSyncExternalStore } from 'react';
import type { ContactKind } from '@/lib/domain/contact-verification-steps';

/**
 * Who asked for the contact verification modal (spec play-promos §2). Any part of the site —
 * the profile, the cashbox's payout, a gift that needs a confirmed phone — opens it with
 * `openContactVerification('phone' | 'email', { payout })`; the one mounted
 * `<ContactVerificationRoot />` shows it. A tiny external store, so openers need no provider.
 */
export interface VerificationRequest {
  /** New for every opening: the flow starts over. */
  id: number;
  kind: ContactKind;
  payout: boolean;
}

export interface OpenVerificationOptions {
  /** The payout variant (PayoutPhoneConfirm, with a link to the profile's data). Phone only. */
  payout?: boolean;
}

let request: VerificationRequest | null = null;
let sequence = 0;
const subscribers = new Set<() => void>();

function notify(): void {
  for (const listener of [...subscribers]) listener();
}

function subscribe(listener: () => void): () => void {
  subscribers.add(listener);
  return () => subscribers.delete(listener);
}

export function openContactVerification(kind: ContactKind, options: OpenVerificationOptions = {}): void {
  sequence += 1;
  request = { id: sequence, kind, payout: kind === 'phone' && Boolean(options.payout) };
  notify();
}

export function closeContactVerification(): void {
  if (request === null) return;
  request = null;
  notify();
}

export function getVerificationRequest(): VerificationRequest | null {
  return request;
}

export function useVerificationRequest(): VerificationRequest | null {
  return useSyncExternalStore(subscribe, getVerificationRequest, () => null);
}

/*
 * Only one root shows the modal: the profile layout mounts one and the site shell may mount
 * another; the first mounted keeps the job until it unmounts.
 */
const roots: string[] = [];
const rootSubscribers = new Set<() => void>();

function notifyRoots(): void {
  for (const listener of [...rootSubscribers]) listener();
}

export function claimVerificationRoot(id: string): () => void {
  roots.push(id);
  notifyRoots();
  return () => {
    const index = roots.indexOf(id);
    if (index >= 0) roots.splice(index, 1);
    notifyRoots();
  };
}

function activeRoot(): string | null {
  return roots[0] ?? null;
}

export function useActiveVerificationRoot(): string | null {
  return useSyncExternalStore(
    (listener) => {
      rootSubscribers.add(listener);
      return () => rootSubscribers.delete(listener);
    },
    activeRoot,
    () => null,
  );
}

/*
 * The live support chat (spec platform §1) is a later feature; when it exists it registers its
 * opener here and the ReachedLimit step opens it. Until then that step shows the messenger links.
 */
let supportChatOpener: (() => void) | null = null;

export function setSupportChatOpener(opener: (() => void) | null): void {
  supportChatOpener = opener;
}

export function getSupportChatOpener(): (() => void) | null {
  return supportChatOpener;
}
