import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { CodeInput } from '@/components/forms/code-input';
import { MESSAGES, renderIntl } from './intl';

const ru = MESSAGES.ru;

function Harness({ spy }: { spy: jest.Mock }) {
  const [value, setValue] = useState('');
  return (
    <CodeInput
      value={value}
      onChange={(digits) => {
        setValue(digits);
        spy(digits);
      }}
    />
  );
}

describe('SMS code input', () => {
  it('is a 170 px numeric one-time-code field with the spec placeholder', () => {
    renderIntl(<Harness spy={jest.fn()} />);
    const input = screen.getByLabelText(ru.forms.codeLabel);
    expect(input).toHaveAttribute('inputMode', 'numeric');
    expect(input).toHaveAttribute('autoComplete', 'one-time-code');
    expect(input).toHaveAttribute('placeholder', '-- -- -- --');
    expect(input).toHaveStyle({ width: '170px' });
    expect(input).toHaveAccessibleDescription('Код из 4 цифр');
  });

  it('shows the digits as ##-## and emits digits only', () => {
    const spy = jest.fn();
    renderIntl(<Harness spy={spy} />);
    const input = screen.getByLabelText(ru.forms.codeLabel);
    fireEvent.change(input, { target: { value: '1' } });
    expect(input).toHaveValue('1');
    fireEvent.change(input, { target: { value: '123' } });
    expect(input).toHaveValue('12-3');
    expect(spy).toHaveBeenLastCalledWith('123');
    fireEvent.change(input, { target: { value: '12-3a4' } });
    expect(input).toHaveValue('12-34');
    expect(spy).toHaveBeenLastCalledWith('1234');
  });

  it('takes a pasted code and drops what does not fit', () => {
    const spy = jest.fn();
    renderIntl(<Harness spy={spy} />);
    fireEvent.change(screen.getByLabelText(ru.forms.codeLabel), { target: { value: 'Код: 5678, никому не сообщайте' } });
    expect(spy).toHaveBeenLastCalledWith('5678');
  });

  it('Backspace right after the hyphen deletes the digit before it', () => {
    const spy = jest.fn();
    renderIntl(<Harness spy={spy} />);
    const input = screen.getByLabelText(ru.forms.codeLabel);
    fireEvent.change(input, { target: { value: '1234' } });
    // "12-|34" → the browser removed the hyphen: "12|34".
    fireEvent.change(input, { target: { value: '1234', selectionStart: 2, selectionEnd: 2 } });
    expect(spy).toHaveBeenLastCalledWith('134');
    expect(input).toHaveValue('13-4');
  });
});
