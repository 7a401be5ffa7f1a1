import { act, fireEvent, screen } from '@testing-library/react';
import { TextInput } from '@/components/forms/text-input';
import { MESSAGES, renderIntl } from './intl';

const ru = MESSAGES.ru;

describe('text input', () => {
  it('ties the label to the input and limits it to 150 characters by default', () => {
    renderIntl(<TextInput label="Имя" name="firstname" />);
    const input = screen.getByLabelText('Имя');
    expect(input).toHaveAttribute('maxLength', '150');
    expect(input).toHaveAttribute('type', 'text');
    renderIntl(<TextInput label="Фамилия" maxLength={35} />);
    expect(screen.getByLabelText('Фамилия')).toHaveAttribute('maxLength', '35');
  });

  it('supports type="email" with the e-mail autofill', () => {
    renderIntl(<TextInput label="E-mail" type="email" />);
    const input = screen.getByLabelText('E-mail');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autoComplete', 'email');
  });

  it('shows an error only once the field is touched, tied to the input', () => {
    const { rerender } = renderIntl(<TextInput label="E-mail" error={{ message: 'email' }} touched={false} />);
    const input = screen.getByLabelText('E-mail');
    expect(screen.queryByText(ru.validation.email)).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');

    rerender(<TextInput label="E-mail" error={{ message: 'email' }} touched />);
    const error = screen.getByText(ru.validation.email);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
  });

  it('fills message numbers and falls back to a generic text', () => {
    const { rerender } = renderIntl(<TextInput label="Пароль" error={{ message: 'minLength', params: { min: 8 } }} touched />);
    expect(screen.getByText('Минимум 8 символов')).toBeInTheDocument();
    rerender(<TextInput label="Пароль" error={{ message: 'minLength', params: { min: 1 } }} touched />);
    expect(screen.getByText('Минимум 1 символ')).toBeInTheDocument();
    rerender(<TextInput label="Пароль" error={{ message: 'minLength' }} touched />);
    expect(screen.getByText(ru.forms.invalidValue)).toBeInTheDocument();
    rerender(<TextInput label="Пароль" error={{ message: 'Invalid input: expected string' }} touched />);
    expect(screen.getByText(ru.forms.invalidValue)).toBeInTheDocument();
    rerender(<TextInput label="Пароль" error={{ message: 'server:not_found' }} touched />);
    expect(screen.getByText(ru.apiErrors.not_found)).toBeInTheDocument();
    rerender(<TextInput label="Пароль" error={{ message: 'server:no_such_code' }} touched />);
    expect(screen.getByText(ru.apiErrors.server_error)).toBeInTheDocument();
  });

  it('toggles the password visibility with a pressed button', () => {
    renderIntl(<TextInput label="Пароль" type="password" autoComplete="current-password" />);
    const input = screen.getByLabelText('Пароль');
    const toggle = screen.getByRole('button', { name: ru.forms.showPassword });
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('has no toggle for other types or when switched off', () => {
    renderIntl(<TextInput label="Имя" />);
    renderIntl(<TextInput label="Пароль" type="password" passwordToggle={false} />);
    expect(screen.queryByRole('button', { name: ru.forms.showPassword })).not.toBeInTheDocument();
  });

  describe('tooltip', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('appears 50 ms after hover, 210 to 310 px wide, and hides on leave', () => {
      renderIntl(<TextInput label="Никнейм" tooltip="Латинские буквы, цифры, точка и дефис" />);
      const button = screen.getByRole('button', { name: ru.forms.tooltip });
      fireEvent.mouseEnter(button);
      act(() => jest.advanceTimersByTime(49));
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      const tooltip = screen.getByRole('tooltip');
      expect(tooltip).toHaveTextContent('Латинские буквы, цифры, точка и дефис');
      expect(tooltip).toHaveStyle({ minWidth: '210px', maxWidth: '310px' });
      fireEvent.mouseLeave(button);
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    });

    it('appears 50 ms after keyboard focus, describes its button and closes on Escape', () => {
      renderIntl(<TextInput label="Никнейм" tooltip="Подсказка про ник" />);
      const button = screen.getByRole('button', { name: ru.forms.tooltip });
      expect(button).toHaveAccessibleDescription('Подсказка про ник');
      fireEvent.focus(button);
      act(() => jest.advanceTimersByTime(49));
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByRole('tooltip')).toBeVisible();
      fireEvent.keyDown(button, { key: 'Escape' });
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    });
  });
});
