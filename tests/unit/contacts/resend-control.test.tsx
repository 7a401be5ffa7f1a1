import { fireEvent, screen } from '@testing-library/react';
import { ResendControl } from '@/components/contacts/resend-control';
import { MESSAGES, renderIntl } from '../forms/intl';

const v = MESSAGES.ru.verification;
const LABEL = v.phone.sendNewCode;

describe('the resend link of a code or e-mail step', () => {
  it('offers nothing while the step’s own first message is on its way, then waits out the timer', () => {
    const view = renderIntl(<ResendControl secondsLeft={0} pending onResend={() => undefined} label={LABEL} />);
    expect(screen.queryByRole('button', { name: LABEL })).toBeNull();
    view.rerender(<ResendControl secondsLeft={35} pending={false} onResend={() => undefined} label={LABEL} />);
    expect(screen.queryByRole('button', { name: LABEL })).toBeNull();
    expect(screen.getByTestId('resend-wait')).toHaveTextContent('35');
  });

  it('keeps the link the player pressed, disabled, while the resend runs', () => {
    const onResend = jest.fn();
    const view = renderIntl(<ResendControl secondsLeft={0} pending={false} onResend={onResend} label={LABEL} />);
    fireEvent.click(screen.getByRole('button', { name: LABEL }));
    expect(onResend).toHaveBeenCalledTimes(1);
    view.rerender(<ResendControl secondsLeft={0} pending onResend={onResend} label={LABEL} />);
    expect(screen.getByRole('button', { name: LABEL })).toBeDisabled();
  });
});
