/**
 * The stepped contact verification flow (spec play-promos §2 "Contact verification", §4, §8):
 * which screen follows which. Pure, so the rules are tested without a browser; the modal in
 * components/contacts renders the current step and feeds it the events below.
 *
 * - Main is the entry: it shows a loader while the contacts awaiting verification are read,
 *   then goes to the confirm step (a contact awaits) or to the change step (none does).
 * - Phone: change → confirm → ContactConfirmed. Confirm goes back to change when no number
 *   awaits verification, and offers going back to change. The payout variant confirms in
 *   PayoutPhoneConfirm, which sends a changed number to the profile instead.
 * - E-mail: change → confirm; once the e-mail is confirmed the flow exits (`done`).
 * - is_max_attempts_used on send, resend or confirm → ReachedLimit, for both kinds.
 */
export type ContactKind = 'phone' | 'email';

export const PHONE_STEPS = ['Main', 'PhoneChange', 'PhoneConfirm', 'ContactConfirmed', 'ReachedLimit', 'PayoutPhoneConfirm'] as const;
export const EMAIL_STEPS = ['Main', 'EmailChange', 'EmailConfirm', 'ReachedLimit'] as const;

export type PhoneStep = (typeof PHONE_STEPS)[number];
export type EmailStep = (typeof EMAIL_STEPS)[number];
export type VerificationStep = PhoneStep | EmailStep;

/** The error code (and top-level answer flag) that leads to ReachedLimit (spec play-promos §8). */
export const MAX_ATTEMPTS_CODE = 'is_max_attempts_used';

/** A phone or e-mail awaiting verification; `id` is what the e-mail link request needs. */
export interface AwaitingContact {
  id: number | null;
  value: string;
}

export interface VerificationState {
  kind: ContactKind;
  step: VerificationStep;
  /** The payout variant (cashbox): the phone is confirmed in PayoutPhoneConfirm. */
  payout: boolean;
  /** The contact being confirmed; null until the flow knows one. */
  contact: AwaitingContact | null;
  /**
   * The confirm step must send a code (phone) or a link (e-mail) when it opens: the contact was
   * found awaiting (an earlier code may be gone) or was just created without one ("sendAgain").
   */
  sendOnEnter: boolean;
  /** Seconds before a new code may be asked for, when the step before already sent one. */
  resendAfter: number | null;
  /** The flow is over (e-mail confirmed): the modal closes. */
  done: boolean;
}

export type VerificationEvent =
  /** Main has read the contacts awaiting verification. */
  | { type: 'mounted'; awaiting: AwaitingContact | null }
  /** The player wants to enter another phone or e-mail. */
  | { type: 'change' }
  /** The change step saved the contact; `sent` when a code already went out (phone). */
  | { type: 'created'; contact: AwaitingContact; sent: boolean; resendAfter?: number | null }
  /** The confirm step learnt that nothing awaits verification. */
  | { type: 'nothingAwaiting' }
  /** The code was accepted (phone) or the e-mail turned out confirmed. */
  | { type: 'confirmed' }
  /** An answer carried is_max_attempts_used. */
  | { type: 'limitReached' };

export function initialVerificationState(kind: ContactKind, payout = false): VerificationState {
  return { kind, step: 'Main', payout: kind === 'phone' && payout, contact: null, sendOnEnter: false, resendAfter: null, done: false };
}

function changeStep(kind: ContactKind): VerificationStep {
  return kind === 'phone' ? 'PhoneChange' : 'EmailChange';
}

function confirmStep(state: VerificationState): VerificationStep {
  if (state.kind === 'email') return 'EmailConfirm';
  return state.payout ? 'PayoutPhoneConfirm' : 'PhoneConfirm';
}

export function isChangeStep(step: VerificationStep): boolean {
  return step === 'PhoneChange' || step === 'EmailChange';
}

export function isConfirmStep(step: VerificationStep): boolean {
  return step === 'PhoneConfirm' || step === 'PayoutPhoneConfirm' || step === 'EmailConfirm';
}

function toChange(state: VerificationState): VerificationState {
  return { ...state, step: changeStep(state.kind), sendOnEnter: false, resendAfter: null };
}

/**
 * The next state; an event that does not apply to the current step changes nothing (the same
 * object comes back), so a late answer of a step the player already left cannot move the flow.
 */
export function nextVerificationState(state: VerificationState, event: VerificationEvent): VerificationState {
  if (state.done) return state;
  const { step } = state;
  switch (event.type) {
    case 'mounted':
      if (step !== 'Main') return state;
      if (!event.awaiting) return toChange(state);
      return { ...state, step: confirmStep(state), contact: event.awaiting, sendOnEnter: true, resendAfter: null };
    case 'change':
      // The payout variant sends a changed number to the profile (its link), not to this flow.
      if (step === 'PhoneConfirm' || step === 'EmailConfirm') return toChange(state);
      return state;
    case 'created':
      if (!isChangeStep(step)) return state;
      return { ...state, step: confirmStep(state), contact: event.contact, sendOnEnter: !event.sent, resendAfter: event.sent ? (event.resendAfter ?? null) : null };
    case 'nothingAwaiting':
      if (!isConfirmStep(step)) return state;
      return { ...toChange(state), contact: null };
    case 'confirmed':
      if (!isConfirmStep(step)) return state;
      if (state.kind === 'email') return { ...state, done: true };
      return { ...state, step: 'ContactConfirmed' };
    case 'limitReached':
      if (!isChangeStep(step) && !isConfirmStep(step)) return state;
      return { ...state, step: 'ReachedLimit' };
  }
}

/**
 * Whether a failed answer means "maximum attempts reached": the top-level flag of the answer
 * (`is_max_attempts_used: true`) or the error code of that name (spec play-promos §8).
 */
export function isMaxAttemptsAnswer(body: unknown, errors: readonly { code: string }[] = []): boolean {
  if (typeof body === 'object' && body !== null && (body as { is_max_attempts_used?: unknown }).is_max_attempts_used === true) return true;
  return errors.some((error) => error.code === MAX_ATTEMPTS_CODE);
}

/** The newest contact of a kind awaiting verification (adding one replaces the older one). */
export function latestAwaiting(list: readonly { id: number; type: ContactKind; value: string }[], kind: ContactKind): AwaitingContact | null {
  const ofKind = list.filter((contact) => contact.type === kind);
  const last = ofKind[ofKind.length - 1];
  return last ? { id: last.id, value: last.value } : null;
}
