import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { useCroupierForm } from '@/lib/client/forms/use-croupier-form';
import { JsonApiError } from '@/lib/client/json-api';
import { TextInput } from '@/components/forms/text-input';
import { PhoneInput } from '@/components/forms/phone-input';
import { CodeInput } from '@/components/forms/code-input';
import { FormErrors } from '@/components/forms/form-errors';
import { SubmitButton } from '@/components/forms/submit-button';
import { MESSAGES, renderIntl } from './intl';

const ru = MESSAGES.ru;

// Small local schemas with the project's convention: the issue message is a validation kind.
const loginSchema = z.object({
  email: z.string().min(1, 'required').regex(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i, 'email'),
  password: z.string().min(1, 'required').min(8, 'minLength'),
});
type Login = z.output<typeof loginSchema>;

function LoginForm({ onSubmit }: { onSubmit: (values: Login) => Promise<unknown> }) {
  const form = useCroupierForm(loginSchema, { defaultValues: { email: '', password: '' } });
  return (
    <form onSubmit={form.submit(onSubmit)} noValidate aria-label="login">
      <FormErrors errors={form.formErrors} mode="all" />
      <TextInput label="E-mail" type="email" {...form.field('email')} />
      <TextInput label="Пароль" type="password" {...form.field('password')} />
      <SubmitButton pending={form.pending} blocked={!form.canSubmit}>
        Войти
      </SubmitButton>
    </form>
  );
}

const email = () => screen.getByLabelText('E-mail');
const password = () => screen.getByLabelText('Пароль');
const submitButton = () => screen.getByRole('button', { name: /Войти/ });
const formElement = () => screen.getByRole('form', { name: 'login' });

async function fillValid() {
  fireEvent.change(email(), { target: { value: 'player@example.com' } });
  fireEvent.change(password(), { target: { value: 'secret-password' } });
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useCroupierForm', () => {
  it('shows a message only after the field was left, and only the first one', async () => {
    renderIntl(<LoginForm onSubmit={async () => {}} />);
    fireEvent.change(password(), { target: { value: 'short' } });
    await act(async () => {});
    expect(screen.queryByText('Минимум 8 символов')).not.toBeInTheDocument();

    fireEvent.blur(password());
    expect(await screen.findByText('Минимум 8 символов')).toBeInTheDocument();
    expect(password()).toHaveAttribute('aria-invalid', 'true');

    // An empty e-mail breaks "required" and "email": only the first is shown.
    fireEvent.focus(email());
    fireEvent.blur(email());
    expect(await screen.findByText(ru.validation.required)).toBeInTheDocument();
    expect(screen.queryByText(ru.validation.email)).not.toBeInTheDocument();
  });

  it('blocks submitting while front-end errors exist', async () => {
    const onSubmit = jest.fn(async () => {});
    renderIntl(<LoginForm onSubmit={onSubmit} />);
    fireEvent.change(email(), { target: { value: 'not-an-email' } });
    fireEvent.blur(email());
    await screen.findByText(ru.validation.email);
    expect(submitButton()).toBeDisabled();

    await act(async () => {
      fireEvent.submit(formElement());
    });
    expect(onSubmit).not.toHaveBeenCalled();

    await fillValid();
    await waitFor(() => expect(submitButton()).toBeEnabled());
  });

  it('shows every field error after a submit attempt on an untouched form', async () => {
    const onSubmit = jest.fn(async () => {});
    renderIntl(<LoginForm onSubmit={onSubmit} />);
    await act(async () => {
      fireEvent.submit(formElement());
    });
    expect(screen.getAllByText(ru.validation.required)).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('ignores a second submit while the first runs', async () => {
    const call = deferred();
    const onSubmit = jest.fn(() => call.promise);
    renderIntl(<LoginForm onSubmit={onSubmit} />);
    await fillValid();
    await act(async () => {
      fireEvent.submit(formElement());
      fireEvent.submit(formElement());
    });
    await act(async () => {
      fireEvent.submit(formElement());
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(submitButton()).toHaveAttribute('aria-busy', 'true');
    expect(submitButton()).toHaveTextContent(ru.forms.submitting);

    await act(async () => call.resolve());
    expect(submitButton()).not.toHaveAttribute('aria-busy');
    await act(async () => {
      fireEvent.submit(formElement());
    });
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('shows server errors, on the form and on the named field, and clears them on input', async () => {
    const onSubmit = jest.fn(async () => {
      throw new JsonApiError('http', 400, [{ code: 'not_found' }, { code: 'invalid_query', field: 'email' }]);
    });
    renderIntl(<LoginForm onSubmit={onSubmit} />);
    await fillValid();
    await act(async () => {
      fireEvent.submit(formElement());
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(ru.apiErrors.not_found);
    // The field's code is shown at the field, not twice.
    expect(alert).not.toHaveTextContent(ru.apiErrors.invalid_query);
    expect(screen.getByText(ru.apiErrors.invalid_query)).toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    // Server errors do not block a new try.
    expect(submitButton()).toBeEnabled();

    fireEvent.change(password(), { target: { value: 'another-password' } });
    await act(async () => {});
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.queryByText(ru.apiErrors.invalid_query)).not.toBeInTheDocument();
    expect(email()).not.toHaveAttribute('aria-invalid');
  });

  it('clears server errors when the next submit succeeds', async () => {
    let fail = true;
    const onSubmit = jest.fn(async () => {
      if (fail) throw new JsonApiError('http', 503, [{ code: 'maintenance' }]);
    });
    renderIntl(<LoginForm onSubmit={onSubmit} />);
    await fillValid();
    await act(async () => {
      fireEvent.submit(formElement());
    });
    expect(screen.getByRole('alert')).toHaveTextContent(ru.apiErrors.maintenance);
    fail = false;
    await act(async () => {
      fireEvent.submit(formElement());
    });
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('shows the generic text for an unknown code or a failure without an answer', async () => {
    const errors = [new JsonApiError('http', 400, [{ code: 'no_such_code' }]), new JsonApiError('timeout', 0)];
    const onSubmit = jest.fn(async () => {
      throw errors.shift();
    });
    renderIntl(<LoginForm onSubmit={onSubmit} />);
    await fillValid();
    for (let i = 0; i < 2; i += 1) {
      await act(async () => {
        fireEvent.submit(formElement());
      });
      expect(screen.getByRole('alert')).toHaveTextContent(ru.apiErrors.server_error);
    }
  });
});

const phoneSchema = z.object({
  phone: z.string().min(1, 'required').min(8, 'minPhoneLength'),
  code: z.string().min(1, 'required').length(4, 'smsCode'),
});

function PhoneCodeForm({ onSubmit }: { onSubmit: (values: z.output<typeof phoneSchema>) => Promise<unknown> }) {
  const form = useCroupierForm(phoneSchema, { defaultValues: { phone: '', code: '' } });
  return (
    <form onSubmit={form.submit(onSubmit)} noValidate aria-label="phone login">
      <Controller control={form.control} name="phone" render={({ field }) => <PhoneInput label="Телефон" {...field} {...form.fieldState('phone')} />} />
      <Controller control={form.control} name="code" render={({ field }) => <CodeInput {...field} {...form.fieldState('code')} />} />
      <SubmitButton pending={form.pending} blocked={!form.canSubmit}>
        Подтвердить
      </SubmitButton>
    </form>
  );
}

describe('useCroupierForm with the phone and code widgets', () => {
  it('validates and submits the dial code plus digits and the code digits', async () => {
    const onSubmit = jest.fn(async () => {});
    renderIntl(<PhoneCodeForm onSubmit={onSubmit} />);
    const phone = screen.getByRole('textbox', { name: 'Телефон' });
    fireEvent.change(phone, { target: { value: '91' } });
    fireEvent.blur(phone);
    expect(await screen.findByText('Номер должен содержать не меньше 8 цифр')).toBeInTheDocument();

    fireEvent.change(phone, { target: { value: '9161234567' } });
    const code = screen.getByLabelText(ru.forms.codeLabel);
    fireEvent.change(code, { target: { value: '12' } });
    fireEvent.blur(code);
    expect(await screen.findByText('Введите код из 4 цифр')).toBeInTheDocument();
    fireEvent.change(code, { target: { value: '1234' } });
    await act(async () => {
      fireEvent.submit(screen.getByRole('form', { name: 'phone login' }));
    });
    expect(onSubmit).toHaveBeenCalledWith({ phone: '79161234567', code: '1234' });
  });
});
