'use client';

import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useLocale, useTranslations } from 'next-intl';
import type { ProfileDto } from '@/lib/domain/accounts/account-types';
import { GENDERS, profileUpdateSchema } from '@/lib/domain/validation/profile-forms';
import { useCroupierForm } from '@/lib/client/forms/use-croupier-form';
import { useLeaveConfirmation } from '@/lib/client/forms/use-leave-confirmation';
import { jsonApi, JsonApiError, type JsonApiErrorItem } from '@/lib/client/json-api';
import { reloadProfile, setProfile } from '@/lib/client/session/session-store';
import { DateInput } from '@/components/forms/date-input';
import { FormErrors } from '@/components/forms/form-errors';
import { SelectInput } from '@/components/forms/select-input';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextInput } from '@/components/forms/text-input';
import formStyles from '@/components/forms/form.module.css';
import { useCountryOptions } from './country-options';
import own from './info.module.css';
import styles from '../profile.module.css';

type SaveAnswer = { success: true; data: ProfileDto } | { success: false; errors?: JsonApiErrorItem[] };

function formValues(profile: ProfileDto) {
  return {
    firstname: profile.firstname ?? '',
    lastname: profile.lastname ?? '',
    middlename: profile.middlename ?? '',
    birthday: profile.birthday,
    gender: profile.gender,
    address: profile.address ?? '',
    country: profile.country ?? '',
  };
}

/**
 * "My data" (spec platform §3, §5): names, birthday, gender, address, country, checked with the
 * API's own schema. PUT /json-api/users/profile; success updates the session's profile; a
 * failure shows its codes at the fields (or above the form) and reloads the profile (spec §7).
 * A verified birthday is read-only (only support may change it) and is not sent.
 */
export function MyDataForm({ profile }: { profile: ProfileDto }) {
  const t = useTranslations('profile.info');
  const locale = useLocale();
  // The age rule depends on the day: one schema per mounted form is precise enough.
  const schema = useMemo(() => profileUpdateSchema(new Date()), []);
  const form = useCroupierForm(schema, { defaultValues: formValues(profile) });
  useLeaveConfirmation(form.hasUnsavedData);
  const [saved, setSaved] = useState(false);
  const countries = useCountryOptions(locale, profile.country, t('countryNone'));
  const birthdayLocked = profile.birthday_verified;

  const onSubmit = form.submit(async (values) => {
    setSaved(false);
    const body = birthdayLocked ? { ...values, birthday: undefined } : values;
    try {
      const answer = await jsonApi<SaveAnswer>('/json-api/users/profile', { method: 'PUT', body });
      if (!answer.success) throw new JsonApiError('http', 400, answer.errors ?? [], answer);
      setProfile(answer.data);
      setSaved(true);
    } catch (error) {
      // Spec §7: a failed save reloads the profile, so what the page shows is what is stored.
      void reloadProfile();
      throw error;
    }
  });

  const genderOptions = [{ value: '', label: t('genderNone') }, ...GENDERS.map((g) => ({ value: g, label: t(`gender_${g}`) }))];

  return (
    <section className={styles.card} aria-labelledby="my-data-title">
      <h2 id="my-data-title" className={styles.sectionTitle}>
        {t('title')}
      </h2>
      <form method="post" className={formStyles.form} onSubmit={onSubmit} noValidate aria-labelledby="my-data-title">
        <FormErrors errors={form.formErrors} />
        <div className={own.fields}>
          <TextInput label={t('firstname')} autoComplete="given-name" {...form.field('firstname')} />
          <TextInput label={t('lastname')} autoComplete="family-name" {...form.field('lastname')} />
          <TextInput label={t('middlename')} autoComplete="additional-name" {...form.field('middlename')} />
          <DateInput label={t('birthday')} readOnly={birthdayLocked} hint={birthdayLocked ? t('birthdayLocked') : undefined} {...form.field('birthday')} />
          <Controller
            control={form.control}
            name="gender"
            render={({ field }) => (
              <SelectInput
                label={t('gender')}
                options={genderOptions}
                name={field.name}
                ref={field.ref}
                value={field.value ?? ''}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(event.target.value === '' ? null : event.target.value)}
                {...form.fieldState('gender')}
              />
            )}
          />
          <SelectInput label={t('country')} options={countries} autoComplete="country" {...form.field('country')} />
        </div>
        <TextInput label={t('address')} autoComplete="street-address" {...form.field('address')} />
        <div role="status" className={styles.status}>
          {saved && !form.hasUnsavedData && t('saved')}
        </div>
        <div className={formStyles.actions}>
          <SubmitButton pending={form.pending} blocked={!form.canSubmit} fullWidth={false}>
            {t('save')}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
