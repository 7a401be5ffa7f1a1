import type { ContactKind } from '@/lib/domain/contacts/contact-verification-steps';
import { createStore, useStore } from '@/lib/client/store';

/**
 * Who asked for the contact verification modal (spec play-promos §2). Any part of the site —
 * the profile, the cashbox's payout, a gift that needs a confirmed phone — opens it with
 * `openContactVerification('phone' | 'email', { payout })`; the one mounted
 * `<ContactVerificationRoot />` shows it. A store (lib/client/store.ts), so openers need no provider.
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

const request = createStore<VerificationRequest | null>(null);
let sequence = 0;

export function openContactVerification(kind: ContactKind, options: OpenVerificationOptions = {}): void {
  sequence += 1;
  request.set({ id: sequence, kind, payout: kind === 'phone' && Boolean(options.payout) });
}

export function closeContactVerification(): void {
  request.set(null);
}

export function getVerificationRequest(): VerificationRequest | null {
  return request.get();
}

export function useVerificationRequest(): VerificationRequest | null {
  return useStore(request);
}

/*
 * Only one root shows the modal: the profile layout mounts one and the site shell may mount
 * another; the first mounted keeps the job until it unmounts.
 */
const roots = createStore<readonly string[]>([]);

export function claimVerificationRoot(id: string): () => void {
  roots.set([...roots.get(), id]);
  return () => {
    const list = roots.get();
    const index = list.indexOf(id);
    if (index >= 0) roots.set([...list.slice(0, index), ...list.slice(index + 1)]);
  };
}

export function useActiveVerificationRoot(): string | null {
  return useStore(roots)[0] ?? null;
}
