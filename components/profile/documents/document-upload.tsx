'use client';

import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { DOCUMENT_ERROR_CODES, localFileProblem, type DocumentDto } from '@/lib/domain/documents/documents';
import { JsonApiError } from '@/lib/client/json-api';
import { applyUploaded } from '@/lib/client/documents/document-writes';
import { readAsDataUrl, uploadDocument } from '@/lib/client/documents/upload-document';
import styles from './documents.module.css';
import buttons from '@/components/ui/button.module.css';

type Step = { kind: 'idle' } | { kind: 'picked'; file: File; preview: string } | { kind: 'sending'; file: File; preview: string; percent: number };

/** The texts a refusal can have (`documents.errors.<code>`: every document code, and the body limit's); anything else is `unknown`. */
const KNOWN = [...DOCUMENT_ERROR_CODES, 'payload_too_large'] as const;
type ErrorText = (typeof KNOWN)[number] | 'network' | 'unknown';

function errorOf(error: unknown): ErrorText | null {
  if (!(error instanceof JsonApiError)) return 'unknown';
  if (error.kind === 'aborted') return null;
  if (error.kind === 'network') return 'network';
  const code = error.code;
  return (KNOWN as readonly string[]).includes(code ?? '') ? (code as ErrorText) : 'unknown';
}

/**
 * Choosing, previewing and sending one document. The browser checks the type (jpg, png) and the
 * size (32 MB) first, so a wrong file costs no upload; the server checks both again. The file
 * input is the real control (keyboard and screen readers reach it), drawn as a button.
 */
export function DocumentUpload({ document, title, again }: { document: DocumentDto; title: string; again: boolean }) {
  const t = useTranslations('documents');
  const locale = useLocale();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [error, setError] = useState<ErrorText | null>(null);
  // A file named .png that is no picture has nothing to show: its preview is left out (the server will say why).
  const [broken, setBroken] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const preview = step.kind === 'idle' ? null : step.preview;

  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);
  useEffect(() => () => abort.current?.abort(), []);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = localFileProblem(file);
    setError(problem);
    setStep(problem ? { kind: 'idle' } : { kind: 'picked', file, preview: URL.createObjectURL(file) });
  };

  const send = async () => {
    if (step.kind !== 'picked') return;
    const controller = new AbortController();
    abort.current = controller;
    setError(null);
    setStep({ ...step, kind: 'sending', percent: 0 });
    try {
      const dataUrl = await readAsDataUrl(step.file);
      const saved = await uploadDocument(document.id, dataUrl, {
        signal: controller.signal,
        onProgress: (percent) => setStep((current) => (current.kind === 'sending' ? { ...current, percent } : current)),
      });
      setStep({ kind: 'idle' });
      await applyUploaded(saved);
    } catch (failure) {
      const text = errorOf(failure);
      setError(text);
      setStep((current) => (current.kind === 'sending' ? { kind: 'picked', file: current.file, preview: current.preview } : current));
    } finally {
      abort.current = null;
    }
  };

  const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const size = (bytes: number) => (bytes < 1024 * 1024 ? t('sizeKb', { size: decimal.format(Math.max(0.1, bytes / 1024)) }) : t('sizeMb', { size: decimal.format(bytes / 1024 / 1024) }));
  const inputId = `document-file-${document.id}`;

  return (
    <div className={styles.upload}>
      {step.kind === 'idle' && (
        <label htmlFor={inputId} className={`${buttons.button} ${buttons.small} ${styles.choose}`}>
          {again ? t('sendAgain') : t('choose')}
          <input id={inputId} type="file" accept="image/jpeg,image/png" className="visually-hidden" aria-label={t('chooseFor', { title })} onChange={pick} />
        </label>
      )}
      {step.kind !== 'idle' && (
        <div className={styles.picked}>
          {broken !== step.preview && (
            // eslint-disable-next-line @next/next/no-img-element -- a local object URL of the chosen file: nothing for next/image to optimise
            <img src={step.preview} alt={t('previewAlt', { name: step.file.name })} className={styles.preview} onError={() => setBroken(step.preview)} />
          )}
          <div className={styles.pickedBody}>
            <p className={styles.facts}>{t('fileFacts', { name: step.file.name, size: size(step.file.size) })}</p>
            {step.kind === 'sending' ? (
              <>
                <progress className={styles.progress} max={100} value={step.percent} aria-label={t('progressLabel', { title })} />
                <p className={styles.hint} aria-live="polite">
                  {t('uploading', { percent: step.percent })}
                </p>
                <div className={styles.buttons}>
                  <button type="button" className={`${buttons.button} ${buttons.small}`} onClick={() => abort.current?.abort()}>
                    {t('cancel')}
                  </button>
                </div>
              </>
            ) : (
              <div className={styles.buttons}>
                <button type="button" className={`${buttons.button} ${buttons.small} ${buttons.gold}`} onClick={() => void send()}>
                  {t('send')}
                </button>
                <label htmlFor={inputId} className={`${buttons.button} ${buttons.small} ${styles.choose}`}>
                  {t('chooseAgain')}
                  <input id={inputId} type="file" accept="image/jpeg,image/png" className="visually-hidden" aria-label={t('chooseFor', { title })} onChange={pick} />
                </label>
                <button type="button" className={`${buttons.button} ${buttons.small}`} onClick={() => setStep({ kind: 'idle' })}>
                  {t('cancel')}
                </button>
              </div>
            )}
          </div>
        </div>
      )}
      <div role="alert" className={styles.error}>
        {error && t(`errors.${error}`)}
      </div>
    </div>
  );
}
