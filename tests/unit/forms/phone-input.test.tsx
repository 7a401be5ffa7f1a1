import { useState } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { PhoneInput } from '@/components/forms/phone-input';
import { MESSAGES, renderIntl } from './intl';

const ru = MESSAGES.ru;

function Harness({ initial = '', spy = jest.fn(), onBlur }: { initial?: string; spy?: jest.Mock; onBlur?: () => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <PhoneInput
        label="Телефон"
        value={value}
        onChange={(phone) => {
          setValue(phone);
          spy(phone);
        }}
        onBlur={onBlur}
      />
      <button type="button" onClick={() => setValue('77011234567')}>
        load stored phone
      </button>
    </>
  );
}

const numberField = () => screen.getByLabelText('Телефон');
const countryButton = () => screen.getByRole('button', { name: /^Код страны/ });
// querySelectorAll, not getAllByRole: role queries over 200+ options are slow in jsdom.
const optionNames = () => [...screen.getByRole('listbox').querySelectorAll('[role="option"]')].map((o) => o.firstChild?.textContent);

describe('phone input', () => {
  it('starts with Russia +7 and emits the dial code plus the digits', () => {
    const spy = jest.fn();
    renderIntl(<Harness spy={spy} />);
    expect(countryButton()).toHaveAccessibleName('Код страны: Россия, +7');
    expect(countryButton()).toHaveTextContent('+7');
    fireEvent.change(numberField(), { target: { value: '9161234567' } });
    expect(spy).toHaveBeenLastCalledWith('79161234567');
    expect(numberField()).toHaveValue('(916) 123-45-67');
    expect(numberField()).toHaveAttribute('type', 'tel');
  });

  it('keeps only digits and emits "" when the number is erased', () => {
    const spy = jest.fn();
    renderIntl(<Harness spy={spy} />);
    fireEvent.change(numberField(), { target: { value: '9a1b6' } });
    expect(spy).toHaveBeenLastCalledWith('7916');
    fireEvent.change(numberField(), { target: { value: '' } });
    expect(spy).toHaveBeenLastCalledWith('');
  });

  it('takes a pasted number with the trunk prefix or another country code', () => {
    const spy = jest.fn();
    renderIntl(<Harness spy={spy} />);
    fireEvent.change(numberField(), { target: { value: '8 (916) 123-45-67' } });
    expect(spy).toHaveBeenLastCalledWith('79161234567');
    fireEvent.change(numberField(), { target: { value: '+374 91 234 567' } });
    expect(spy).toHaveBeenLastCalledWith('37491234567');
    expect(countryButton()).toHaveAccessibleName('Код страны: Армения, +374');
  });

  it('lists the primary countries first, then the rest alphabetically', () => {
    renderIntl(<Harness />);
    fireEvent.click(countryButton());
    const names = optionNames();
    expect(names.slice(0, 6)).toEqual(['Россия', 'Казахстан', 'Азербайджан', 'Нидерланды', 'Армения', 'Австралия']);
    const rest = names.slice(6) as string[];
    expect(rest.length).toBeGreaterThan(150);
    expect(rest).toEqual([...rest].sort(new Intl.Collator('ru').compare));
    expect(screen.getByRole('combobox', { name: ru.forms.countrySearch })).toHaveFocus();
  });

  it('names countries in the page language', () => {
    renderIntl(<Harness />, 'en');
    fireEvent.click(screen.getByRole('button', { name: /^Country code/ }));
    expect(optionNames().slice(0, 6)).toEqual(['Russia', 'Kazakhstan', 'Azerbaijan', 'Netherlands', 'Armenia', 'Australia']);
  });

  it('searches and picks a country with the keyboard; the number follows', () => {
    const spy = jest.fn();
    renderIntl(<Harness spy={spy} />);
    fireEvent.change(numberField(), { target: { value: '9123456' } });
    fireEvent.click(countryButton());
    const search = screen.getByRole('combobox', { name: ru.forms.countrySearch });
    fireEvent.change(search, { target: { value: '+99' } });
    expect(optionNames()).toContain('Азербайджан');
    expect(optionNames()).not.toContain('Армения');
    fireEvent.change(search, { target: { value: 'арм' } });
    expect(optionNames()).toEqual(['Армения']);
    expect(search).toHaveAttribute('aria-activedescendant', within(screen.getByRole('listbox')).getByRole('option').id);
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(spy).toHaveBeenLastCalledWith('3749123456');
    expect(numberField()).toHaveFocus();
    expect(countryButton()).toHaveAccessibleName('Код страны: Армения, +374');
  });

  it('moves through the list with the arrow keys and closes on Escape', () => {
    renderIntl(<Harness />);
    fireEvent.click(countryButton());
    const search = screen.getByRole('combobox');
    const active = () => document.getElementById(search.getAttribute('aria-activedescendant') ?? '')?.firstChild?.textContent;
    expect(active()).toBe('Россия');
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(active()).toBe('Казахстан');
    fireEvent.keyDown(search, { key: 'ArrowUp' });
    expect(active()).toBe('Россия');
    fireEvent.keyDown(search, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(countryButton()).toHaveFocus();
  });

  it('says so when no country matches', () => {
    renderIntl(<Harness />);
    fireEvent.click(countryButton());
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'zzzz' } });
    expect(screen.getByRole('status')).toHaveTextContent(ru.forms.countryNotFound);
  });

  it('reads a phone set from outside back into country and number', () => {
    renderIntl(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'load stored phone' }));
    expect(countryButton()).toHaveAccessibleName('Код страны: Казахстан, +7');
    expect(numberField()).toHaveValue('(701) 123-45-67');
  });

  it('reports blur only when focus leaves the whole widget', () => {
    const onBlur = jest.fn();
    renderIntl(<Harness onBlur={onBlur} />);
    fireEvent.blur(numberField(), { relatedTarget: countryButton() });
    expect(onBlur).not.toHaveBeenCalled();
    fireEvent.blur(numberField(), { relatedTarget: screen.getByRole('button', { name: 'load stored phone' }) });
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});
