import type { Dispatch } from 'react';
import type { VerificationEvent, VerificationState } from '@/lib/domain/contacts/contact-verification-steps';
import type { ServerConfig } from '@/lib/domain/content/server-config';

/** What every step of the flow gets: the flow's state and the way to move it on. */
export interface StepProps {
  state: VerificationState;
  dispatch: Dispatch<VerificationEvent>;
}

/** The support messenger links of the server config (Telegram, Viber), shown when the site has no chat. */
export type SupportLinks = ServerConfig['messengerLinks'];
