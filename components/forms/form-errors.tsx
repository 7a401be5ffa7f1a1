'use client';

import type { JsonApiErrorItem } from '@/lib/client/json-api';
import { AlertIcon } from '@/components/ui/icons';
import { useApiErrorText } from './use-error-text';
import styles from './form.module.css';

export interface FormErrorsProps {
  /** Server error items (`form.formErrors`, or a JsonApiError's `errors`). */
  errors: readonly Pick<JsonApiErrorItem, 'code'>[];
  /** Spec platform §5: forms show the first code or all codes. */
  mode?: 'first' | 'all';
  className?: string;
}

/**
 * The server's error texts above or under a form (`apiErrors.<code>`, the generic text for
 * an unknown code). An alert region that is always present, so a new error is announced.
 */
export function FormErrors({ errors, mode = 'first', className }: FormErrorsProps) {
  const apiText = useApiErrorText();
  const texts = [...new Set(errors.map((item) => apiText(item.code)))];
  const shown = mode === 'first' ? texts.slice(0, 1) : texts;
  return (
    <div role="alert" className={`${styles.formErrors} ${className ?? ''}`}>
      {shown.length > 0 && (
        <div className={styles.formErrorsBox}>
          <AlertIcon size={18} className={styles.formErrorsIcon} />
          {shown.length === 1 ? (
            <p>{shown[0]}</p>
          ) : (
            <ul className={styles.formErrorsList}>
              {shown.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
