'use client';

import { useTranslations } from 'next-intl';
import type { ProfileDto } from '@/lib/domain/accounts/account-types';
import type { ContactKind } from '@/lib/domain/contacts/contact-verification-steps';
import { openContactVerification } from '@/lib/client/contacts/contact-verification-store';
import { formatPhone } from '@/lib/domain/accounts/phone-countries';
import { NicknameField } from './nickname-field';
import own from './info.module.css';
import styles from '../profile.module.css';
import buttons from '@/components/ui/button.module.css';
import badges from '@/components/ui/badge.module.css';

interface ContactView {
  value: string | null;
  verified: boolean;
  /** Another value of this kind awaits verification (entered in the flow, not confirmed yet). */
  awaiting: string | null;
}

function contactOf(profile: ProfileDto, kind: ContactKind): ContactView {
  const list = kind === 'phone' ? profile.phones.map((p) => ({ value: p.value, primary: p.is_primary, verified: p.is_verified })) : profile.emails.map((e) => ({ value: e.email, primary: e.is_primary, verified: e.is_verified }));
  const main = list.find((c) => c.primary) ?? list[0] ?? null;
  const pending = profile.onVerification.filter((c) => c.type === kind && c.value !== main?.value);
  return { value: main?.value ?? null, verified: main?.verified ?? false, awaiting: pending[pending.length - 1]?.value ?? null };
}

function ContactRow({ kind, view }: { kind: ContactKind; view: ContactView }) {
  const t = useTranslations('profile.info');
  const show = (value: string) => (kind === 'phone' ? formatPhone(value) : value);
  const needsConfirm = !view.value || !view.verified || view.awaiting !== null;
  const buttonLabel = view.value ? t('confirm') : t('addAndConfirm');
  return (
    <div className={own.contactRow}>
      <span className={own.contactLabel} id={`contact-${kind}`}>
        {t(kind)}
      </span>
      <span className={own.contactValue} aria-labelledby={`contact-${kind}`}>
        {view.value ? show(view.value) : <span className={styles.faint}>{t('notSet')}</span>}
      </span>
      {view.value && <span className={`${badges.badge} ${view.verified ? badges.ok : badges.warn}`}>{view.verified ? t('verified') : t('notVerified')}</span>}
      {view.awaiting && <span className={styles.faint}>{t('awaiting', { value: show(view.awaiting) })}</span>}
      {needsConfirm && (
        <span className={own.contactEnd}>
          <button type="button" className={`${buttons.button} ${buttons.small} ${buttons.gold}`} onClick={() => openContactVerification(kind)} aria-describedby={`contact-${kind}`}>
            {buttonLabel}
          </button>
        </span>
      )}
    </div>
  );
}

/**
 * E-mail, phone and nickname: shown, not edited here (spec §6: changes go through support).
 * A missing or unverified phone or e-mail opens the contact verification flow; a missing
 * nickname may be chosen once.
 */
export function ContactsPanel({ profile }: { profile: ProfileDto }) {
  const t = useTranslations('profile.info');
  return (
    <section className={styles.card} aria-labelledby="contacts-title">
      <h2 id="contacts-title" className={styles.sectionTitle}>
        {t('contactsTitle')}
      </h2>
      <div className={own.contacts}>
        <ContactRow kind="email" view={contactOf(profile, 'email')} />
        <ContactRow kind="phone" view={contactOf(profile, 'phone')} />
        <NicknameField nickname={profile.nick_name} />
      </div>
      <p className={styles.faint}>{t('supportNote')}</p>
    </section>
  );
}
