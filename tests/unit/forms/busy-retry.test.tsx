import { fireEvent, screen, waitFor } from '@testing-library/react';
import { z } from 'zod';
import { BUSY_AUTO_RETRIES, useCroupierForm } from '@/lib/client/forms/use-croupier-form';
import { JsonApiError } from '@/lib/client/json-api';
import { TextInput } from '@/components/forms/text-input';
import { FormErrors } from '@/components/forms/form-errors';
import { BusyNotice } from '@/components/forms/busy-notice';
import { SubmitButton } from '@/components/forms/submit-button';
import { MESSAGES, renderIntl } from './intl';

/**
 * When the server's hashing pool is full it answers 503 `busy` with Retry-After; the
 * form says so in the player's language, retries by itself after that wait (a bounded number of
 * times, then offers a button), and keeps what the player typed.
 */
const en = MESSAGES.en;
const schema = z.object({ login: z.string().min(1, 'required'), password: z.string().min(1, 'required') });
type Values = z.output<typeof schema>;

function Form({ onSubmit }: { onSubmit: (values: Values) => Promise<unknown> }) {
  const form = useCroupierForm(schema, { defaultValues: { login: '', password: '' } });
  return (
    <form onSubmit={form.submit(onSubmit)} noValidate aria-label="login">
      <FormErrors errors={form.formErrors} />
      <BusyNotice busy={form.busy} />
      <TextInput label="Login" {...form.field('login')} />
      <TextInput label="Password" type="password" {...form.field('password')} />
      <SubmitButton pending={form.pending} blocked={!form.canSubmit}>
        Log in
      </SubmitButton>
    </form>
  );
}

const busyAnswer = () => new JsonApiError('http', 503, [{ code: 'busy' }], { errors: [{ code: 'busy' }] }, 1);
const retryingText = (seconds: number) => en.forms.busyRetrying.replace('{seconds}', String(seconds));

function fillAndSend() {
  fireEvent.change(screen.getByLabelText('Login'), { target: { value: 'player@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret-pass1' } });
  fireEvent.click(screen.getByRole('button', { name: /Log in/ }));
}

describe('a form answered 503 busy', () => {
  it('says so in a live region, retries after Retry-After (and up to a second more) with what was typed, and succeeds', async () => {
    const sent: Values[] = [];
    const onSubmit = jest.fn(async (values: Values) => {
      sent.push(values);
      if (sent.length === 1) throw busyAnswer();
    });
    renderIntl(<Form onSubmit={onSubmit} />, 'en');
    fillAndSend();

    expect(await screen.findByText(retryingText(1))).toBeInTheDocument();
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent(en.forms.busyRetryingSpoken);
    // No error text: the player is told it is being retried, not that it failed.
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2), { timeout: 3000 });
    await waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement());
    expect(sent[1]).toEqual({ login: 'player@example.com', password: 'Secret-pass1' });
    expect(screen.getByLabelText('Login')).toHaveValue('player@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('Secret-pass1');
  });

  it(`gives up after ${BUSY_AUTO_RETRIES} retries and offers a button that sends the form again`, async () => {
    let busy = true;
    const onSubmit = jest.fn(async () => {
      if (busy) throw busyAnswer();
    });
    renderIntl(<Form onSubmit={onSubmit} />, 'en');
    fillAndSend();

    const retry = await screen.findByRole('button', { name: en.forms.busyRetry }, { timeout: (2 * BUSY_AUTO_RETRIES + 2) * 1000 });
    expect(onSubmit).toHaveBeenCalledTimes(1 + BUSY_AUTO_RETRIES);
    expect(screen.getByRole('status')).toHaveTextContent(en.forms.busyGaveUp);
    expect(screen.getByLabelText('Password')).toHaveValue('Secret-pass1');

    busy = false;
    fireEvent.click(retry);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2 + BUSY_AUTO_RETRIES));
    await waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement());
  }, 15_000);

  it('shows other errors as before, without retrying', async () => {
    const onSubmit = jest.fn(async () => {
      throw new JsonApiError('http', 401, [{ code: 'invalid_credentials' }]);
    });
    renderIntl(<Form onSubmit={onSubmit} />, 'en');
    fillAndSend();
    expect(await screen.findByText(en.apiErrors.invalid_credentials)).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
