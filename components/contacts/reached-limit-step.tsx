'use client';

import { useTranslations } from 'next-intl';
import { supportChatOpener } from '@/lib/client/chat/support-chat';
import { AlertIcon, TelegramIcon, ViberIcon } from '@/components/ui/icons';
import { StepHeading } from './step-heading';
import type { StepProps, SupportLinks } from './step-props';
import styles from './contact-verification.module.css';
import buttons from '@/components/ui/button.module.css';

/**
 * ReachedLimit (spec play-promos §2, §8 "Limit-exceeded screens"): phone and e-mail wording,
 * each with the way to support: the live chat when the site has a provider (the shell's Chat
 * button, lib/client/chat/support-chat.ts), else the messenger links.
 */
export function ReachedLimitStep({ state, support, onClose }: StepProps & { support: SupportLinks; onClose: () => void }) {
  const t = useTranslations('verification');
  const tf = useTranslations('footer');
  const openChat = supportChatOpener();
  const kind = state.kind;
  const hasLinks = Boolean(support.telegram || support.viber);
  return (
    <div className={styles.step}>
      <span className={`${styles.icon} ${styles.iconDanger}`}>
        <AlertIcon size={28} />
      </span>
      <StepHeading>{t(`${kind}.limitTitle`)}</StepHeading>
      <p className={styles.lead}>{t(`${kind}.limitLead`)}</p>
      <div className={styles.support}>
        {openChat ? (
          <button
            type="button"
            className={`${buttons.button} ${buttons.gold}`}
            onClick={() => {
              onClose();
              openChat();
            }}
          >
            {t('openChat')}
          </button>
        ) : (
          <>
            {support.telegram && (
              <a href={support.telegram} className={`${buttons.button} ${buttons.gold}`} target="_blank" rel="noopener noreferrer">
                <TelegramIcon size={18} />
                {t('supportIn', { messenger: tf('telegram') })}
              </a>
            )}
            {support.viber && (
              <a href={support.viber} className={buttons.button} rel="noopener noreferrer">
                <ViberIcon size={18} />
                {t('supportIn', { messenger: tf('viber') })}
              </a>
            )}
          </>
        )}
      </div>
      {!openChat && !hasLinks && <p className={styles.hint}>{t('supportFallback')}</p>}
      <div className={styles.secondary}>
        <button type="button" className={styles.linkButton} onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </div>
  );
}
