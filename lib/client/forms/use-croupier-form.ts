'use client';

import { useCallback, useEffect, useMemo, useRef, useState, type BaseSyntheticEvent } from 'react';
import { get, useForm, type FieldErrors, type Path, type RegisterOptions, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';
import { JsonApiError, type JsonApiErrorItem } from '@/lib/client/json-api';
import { serverCodeOf, serverErrorMessage, type FieldErrorLike } from './field-errors';
import { zodParamsResolver, type FormSchema } from './zod-params-resolver';

export type CroupierFormOptions<S extends FormSchema> = Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver' | 'mode'>;

/** What a widget needs to show a field's error (spec: only once touched, only the first). */
export interface FieldStateProps {
  error?: FieldErrorLike;
  touched: boolean;
}

const GENERIC_ERROR: JsonApiErrorItem = { code: 'server_error' };

/**
 * A 503 `busy` (the server's password-hashing pool is full) is retried by the form
 * itself after the answer's Retry-After, at most this many times; then the player retries by hand.
 */
export const BUSY_AUTO_RETRIES = 3;
/** The wait when a busy answer has no Retry-After, and the longest wait honoured (s). */
const BUSY_DEFAULT_WAIT_SECONDS = 2;
const BUSY_MAX_WAIT_SECONDS = 30;

/** The busy state a form shows: counting down to its own retry, or waiting for the player. */
export type BusyState = { phase: 'retrying'; secondsLeft: number } | { phase: 'gave_up' } | null;

/** Seconds to wait before retrying, when the error is a 503 `busy`; null for any other error. */
function busyWaitSeconds(error: unknown): number | null {
  if (!(error instanceof JsonApiError) || error.status !== 503 || error.code !== 'busy') return null;
  return Math.min(BUSY_MAX_WAIT_SECONDS, Math.max(1, error.retryAfterSeconds ?? BUSY_DEFAULT_WAIT_SECONDS));
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const oneSecond = () => sleep(1000);
/**
 * Up to a second more than Retry-After, at random: players refused together (a storm) must not
 * all come back in the same instant.
 */
const retryJitter = () => sleep(Math.random() * 1000);
const NO_SERVER_ERRORS = { items: [], fields: [] };

/** Whether any error in the (nested) error tree comes from a front-end rule. */
function hasClientError(errors: FieldErrors | undefined): boolean {
  if (!errors) return false;
  return Object.values(errors).some((node) => {
    if (typeof node !== 'object' || node === null) return false;
    if (typeof (node as { type?: unknown }).type === 'string') return serverCodeOf((node as { message?: string }).message) === null;
    return hasClientError(node as FieldErrors);
  });
}

/** The error items a failed call left for the form; null when there is nothing to show (aborted). */
function errorItems(error: unknown): JsonApiErrorItem[] | null {
  if (error instanceof JsonApiError) {
    if (error.kind === 'aborted') return null;
    return error.errors.length > 0 ? error.errors : [GENERIC_ERROR];
  }
  // Not an API answer: a bug in the submit handler. The player gets the generic text.
  console.error(error);
  return [GENERIC_ERROR];
}

/**
 * react-hook-form with the form rules of spec platform §4/§5 and play-promos §5:
 * zod validation whose messages show once a field is touched (`mode: 'onTouched'`);
 * `submit(handler)` ignores a second submit while one runs; a thrown JsonApiError leaves its
 * codes in `serverErrors` (and on the named field), cleared on success and as soon as the
 * player edits any field; `canSubmit` is false while front-end errors exist. A 503 `busy` answer
 * is retried with what the fields hold then, after Retry-After (and up to a second at random),
 * up to BUSY_AUTO_RETRIES times;
 * `busy` says so (for <BusyNotice>), and nothing the player typed is lost.
 */
export function useCroupierForm<S extends FormSchema>(schema: S, options: CroupierFormOptions<S> = {}) {
  type Input = z.input<S>;
  type Output = z.output<S>;
  const resolver = useMemo(() => zodParamsResolver(schema), [schema]);
  const form = useForm<Input, unknown, Output>({ ...options, mode: 'onTouched', resolver });
  const { setError, clearErrors, getValues, getFieldState, subscribe, handleSubmit, resetDefaultValues, register } = form;
  const { errors, touchedFields, submitCount, isDirty } = form.formState;

  const [pending, setPending] = useState(false);
  const [busy, setBusy] = useState<BusyState>(null);
  const running = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  /** The codes of the last failed submit, and the fields they were put on. */
  const [server, setServer] = useState<{ items: JsonApiErrorItem[]; fields: string[] }>(NO_SERVER_ERRORS);
  /** Fields that carry a server error right now (their names as the server spelled them). */
  const serverFields = useRef(new Set<string>());

  const clearServerErrors = useCallback(() => {
    for (const name of serverFields.current) {
      const fieldName = name as Path<Input>;
      if (serverCodeOf(getFieldState(fieldName).error?.message) !== null) clearErrors(fieldName);
    }
    serverFields.current.clear();
    setServer(NO_SERVER_ERRORS);
  }, [clearErrors, getFieldState]);

  // Spec: server errors are cleared on input. Only the player's own edits count ('change'),
  // not values the page sets through setValue or reset.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ type }) => {
          if (type === 'change') clearServerErrors();
        },
      }),
    [subscribe, clearServerErrors],
  );

  const showServerErrors = useCallback(
    (items: JsonApiErrorItem[]) => {
      clearServerErrors();
      const values: unknown = getValues();
      let focused = false;
      for (const item of items) {
        // A field the form does not have (or an error without a field) stays a form-level error.
        if (!item.field || get(values, item.field) === undefined || serverFields.current.has(item.field)) continue;
        serverFields.current.add(item.field);
        setError(item.field as Path<Input>, { type: 'server', message: serverErrorMessage(item.code) }, { shouldFocus: !focused });
        focused = true;
      }
      setServer({ items, fields: [...serverFields.current] });
    },
    [clearServerErrors, getValues, setError],
  );

  const submit = useCallback(
    (handler: (values: Output) => unknown) =>
      async (event?: BaseSyntheticEvent): Promise<void> => {
        event?.preventDefault();
        // The guard sits outside handleSubmit: its validation is async, so a double click
        // would otherwise reach the handler twice.
        if (running.current) return;
        running.current = true;
        setPending(true);
        setBusy(null);
        try {
          for (let retries = 0; ; retries++) {
            let waitSeconds: number | null = null;
            await handleSubmit(async (values) => {
              try {
                await handler(values);
              } catch (error) {
                waitSeconds = busyWaitSeconds(error);
                if (waitSeconds !== null) return;
                const items = errorItems(error);
                if (items) showServerErrors(items);
                return;
              }
              clearServerErrors();
              // What was sent is saved: the leave-page confirmation no longer applies.
              resetDefaultValues(getValues());
            })(retries === 0 ? event : undefined);
            if (!mounted.current) return;
            if (waitSeconds === null) {
              setBusy(null);
              break;
            }
            if (retries >= BUSY_AUTO_RETRIES) {
              setBusy({ phase: 'gave_up' });
              break;
            }
            for (let left: number = waitSeconds; left > 0; left--) {
              setBusy({ phase: 'retrying', secondsLeft: left });
              await oneSecond();
              if (!mounted.current) return;
            }
            await retryJitter();
            if (!mounted.current) return;
          }
        } finally {
          running.current = false;
          setPending(false);
        }
      },
    [handleSubmit, showServerErrors, clearServerErrors, resetDefaultValues, getValues],
  );

  const fieldState = (name: Path<Input>): FieldStateProps => ({
    error: get(errors, name) as FieldErrorLike | undefined,
    // A submit attempt shows every field's error, touched or not.
    touched: Boolean(get(touchedFields, name)) || submitCount > 0,
  });

  /** `register(name)` plus the error props of the widgets: `<TextInput {...form.field('email')} />`. */
  const field = <N extends Path<Input>>(name: N, rules?: RegisterOptions<Input, N>) => ({ ...register(name, rules), ...fieldState(name) });

  return {
    ...form,
    submit,
    pending,
    /** A 503 `busy` being retried, or given up on: for <BusyNotice>. */
    busy,
    /** Every code of the last failed submit. */
    serverErrors: server.items,
    /** The codes not shown at a field: for <FormErrors>. */
    formErrors: server.items.filter((item) => !item.field || !server.fields.includes(item.field)),
    clearServerErrors,
    /** False while front-end errors exist: the submit button is blocked (spec play-promos §5). */
    canSubmit: !hasClientError(errors as FieldErrors),
    hasUnsavedData: isDirty,
    fieldState,
    field,
  };
}

export type CroupierForm<S extends FormSchema> = ReturnType<typeof useCroupierForm<S>>;
