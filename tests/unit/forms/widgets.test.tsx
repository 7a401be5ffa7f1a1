import { fireEvent, screen } from '@testing-library/react';
import { DateInput, todayIso } from '@/components/forms/date-input';
import { FormErrors } from '@/components/forms/form-errors';
import { SelectInput } from '@/components/forms/select-input';
import { SubmitButton } from '@/components/forms/submit-button';
import { MESSAGES, renderIntl } from './intl';

const ru = MESSAGES.ru;

describe('date input', () => {
  it('is a native date field from 1900 to today, without a placeholder (HTML allows none on a date input)', () => {
    renderIntl(<DateInput label="Дата рождения" />);
    const input = screen.getByLabelText('Дата рождения');
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveAttribute('min', '1900-01-01');
    expect(input).toHaveAttribute('max', todayIso());
    expect(input).not.toHaveAttribute('placeholder');
    expect(input).toHaveAttribute('autoComplete', 'bday');
  });

  it('formats today in the local calendar', () => {
    expect(todayIso(new Date(2024, 1, 9))).toBe('2024-02-09');
  });

  it('shows a server birthday error once touched', () => {
    renderIntl(<DateInput label="Дата рождения" error={{ message: 'underageDate', params: { age: 18 } }} touched />);
    expect(screen.getByText('Регистрация доступна только с 18 лет')).toBeInTheDocument();
  });
});

describe('select input', () => {
  const currencies = [
    { value: 'RUB', label: '₽ RUB' },
    { value: 'USD', label: '$ USD' },
  ];

  it('labels a native select with its options and an optional empty choice', () => {
    const onChange = jest.fn();
    renderIntl(<SelectInput label="Валюта" options={currencies} placeholder defaultValue="" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Валюта' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([ru.forms.choose, '₽ RUB', '$ USD']);
    fireEvent.change(select, { target: { value: 'USD' } });
    expect(select).toHaveValue('USD');
    expect(onChange).toHaveBeenCalled();
  });
});

describe('submit button', () => {
  it('is disabled while blocked', () => {
    renderIntl(<SubmitButton blocked>Сохранить</SubmitButton>);
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
  });

  it('is busy, keeps focus and swallows clicks while pending', () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderIntl(
      <form onSubmit={onSubmit}>
        <SubmitButton pending>Сохранить</SubmitButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: /Сохранить/ });
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveTextContent(ru.forms.submitting);
    fireEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('form errors', () => {
  const errors = [{ code: 'not_found' }, { code: 'maintenance' }, { code: 'unknown_code' }];

  it('shows the first code by default', () => {
    renderIntl(<FormErrors errors={errors} />);
    expect(screen.getByRole('alert')).toHaveTextContent(ru.apiErrors.not_found);
    expect(screen.getByRole('alert')).not.toHaveTextContent(ru.apiErrors.maintenance);
  });

  it('shows all codes, an unknown one with the generic text', () => {
    renderIntl(<FormErrors errors={errors} mode="all" />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([ru.apiErrors.not_found, ru.apiErrors.maintenance, ru.apiErrors.server_error]);
  });

  it('is an empty alert region without errors', () => {
    renderIntl(<FormErrors errors={[]} />);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });
});
