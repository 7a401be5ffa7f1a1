'use client';

import { useTranslations } from 'next-intl';
import type { ProfileDto } from '@/lib/domain/accounts/account-types';
import { nicknameSchema } from '@/lib/domain/validation/profile-forms';
import { useCroupierForm } from '@/lib/client/forms/use-croupier-form';
import { jsonApi } from '@/lib/client/json-api';
import { setProfile } from '@/lib/client/session/session-store';
import { FormErrors } from '@/components/forms/form-errors';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextInput } from '@/components/forms/text-input';
import formStyles from '@/components/forms/form.module.css';
import own from './info.module.css';

/** A nickname chosen once (POST /json-api/users/nickname-choose); afterwards only support changes it. */
function NicknameForm() {
  const t = useTranslations('profile.info');
  const form = useCroupierForm(nicknameSchema, { defaultValues: { nickname: '' } });
  const onSubmit = form.submit(async (values) => {
    const answer = await jsonApi<{ success: true; data: ProfileDto }>('/json-api/users/nickname-choose', { method: 'POST', body: values });
    setProfile(answer.data);
  });
  return (
    <form method="post" className={formStyles.form} onSubmit={onSubmit} noValidate aria-label={t('nicknameChoose')}>
      <FormErrors errors={form.formErrors} />
      <TextInput label={t('nickname')} autoComplete="nickname" hint={t('nicknameOnce')} {...form.field('nickname')} />
      <div className={formStyles.actions}>
        <SubmitButton pending={form.pending} blocked={!form.canSubmit} fullWidth={false} variant="primary">
          {t('nicknameChoose')}
        </SubmitButton>
      </div>
    </form>
  );
}

export function NicknameField({ nickname }: { nickname: string | null }) {
  const t = useTranslations('profile.info');
  if (!nickname) {
    return (
      <div className={own.contactRow}>
        <div className={own.contactWide}>
          <NicknameForm />
        </div>
      </div>
    );
  }
  return (
    <div className={own.contactRow}>
      <span className={own.contactLabel} id="contact-nickname">
        {t('nickname')}
      </span>
      <span className={own.contactValue} aria-labelledby="contact-nickname">
        {nickname}
      </span>
    </div>
  );
}
