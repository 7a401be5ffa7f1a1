'use client';

import { useEffect, useReducer } from 'react';
import { initialVerificationState, nextVerificationState, type ContactKind } from '@/lib/domain/contacts/contact-verification-steps';
import { ContactConfirmedStep } from './contact-confirmed-step';
import { EmailChangeStep } from './email-change-step';
import { EmailConfirmStep } from './email-confirm-step';
import { MainStep } from './main-step';
import { PhoneChangeStep } from './phone-change-step';
import { PhoneConfirmStep } from './phone-confirm-step';
import { ReachedLimitStep } from './reached-limit-step';
import type { SupportLinks } from './step-props';

export interface ContactVerificationFlowProps {
  kind: ContactKind;
  payout?: boolean;
  support: SupportLinks;
  /** The flow is over (done, confirmed e-mail, or the player closed a final step). */
  onClose: () => void;
}

/**
 * The stepped flow inside the modal: the rules of lib/domain/contacts/contact-verification-steps, one
 * component per step. Each step is keyed by its name, so entering a step again starts it over.
 */
export function ContactVerificationFlow({ kind, payout = false, support, onClose }: ContactVerificationFlowProps) {
  const [state, dispatch] = useReducer(nextVerificationState, undefined, () => initialVerificationState(kind, payout));

  useEffect(() => {
    if (state.done) onClose();
  }, [state.done, onClose]);

  const props = { state, dispatch };
  switch (state.step) {
    case 'Main':
      return <MainStep key="Main" {...props} />;
    case 'PhoneChange':
      return <PhoneChangeStep key="PhoneChange" {...props} />;
    case 'PhoneConfirm':
    case 'PayoutPhoneConfirm':
      return <PhoneConfirmStep key={state.step} {...props} />;
    case 'ContactConfirmed':
      return <ContactConfirmedStep key="ContactConfirmed" {...props} onClose={onClose} />;
    case 'EmailChange':
      return <EmailChangeStep key="EmailChange" {...props} />;
    case 'EmailConfirm':
      return <EmailConfirmStep key="EmailConfirm" {...props} />;
    case 'ReachedLimit':
      return <ReachedLimitStep key="ReachedLimit" {...props} support={support} onClose={onClose} />;
  }
}
