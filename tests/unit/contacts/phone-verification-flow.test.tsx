import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { getSessionState } from '@/lib/client/session/session-store';
import { ContactVerificationFlow } from '@/components/contacts/contact-verification-flow';
import { MESSAGES, renderIntl } from '../forms/intl';
import { makeProfile, mockFetch, signIn, SUPPORT, type FetchMock } from './test-helpers';

const ru = MESSAGES.ru;
const v = ru.verification;
const PHONE = '79161234567';
const SHOWN = '+7 (916) 123-45-67';
const created = { body: { success: true, resend_after: 35, expires_in: 600, data: { id: 7, type: 'phone', value: PHONE } } };
const sent = { body: { success: true, resend_after: 35, expires_in: 600 } };
const limit = { status: 429, body: { errors: [{ code: 'is_max_attempts_used' }], is_max_attempts_used: true } };

let api: FetchMock;
let onClose: jest.Mock;

beforeEach(async () => {
  api = mockFetch();
  onClose = jest.fn();
  await signIn(api, makeProfile({ phones: [], onVerification: [] }));
});

afterEach(() => {
  jest.useRealTimers();
});

function renderFlow(payout = false) {
  return renderIntl(<ContactVerificationFlow kind="phone" payout={payout} support={SUPPORT} onClose={onClose} />);
}

const heading = (name: string) => screen.findByRole('heading', { name });

async function enterPhone() {
  await heading(v.phone.changeTitle);
  fireEvent.change(screen.getByLabelText(v.phone.label), { target: { value: '9161234567' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: v.phone.sendCode }));
  });
}

async function enterCode(code: string) {
  fireEvent.change(screen.getByLabelText(ru.forms.codeLabel), { target: { value: code } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: v.phone.confirm }));
  });
}

describe('phone verification flow', () => {
  it('goes Main → PhoneChange → PhoneConfirm → ContactConfirmed on successful answers', async () => {
    api.on('GET', '/json-api/players/contacts/onverification', { body: { data: [] } });
    api.on('POST', '/json-api/players/contacts/create/phone', created);
    const confirmedProfile = makeProfile({ phones: [{ value: PHONE, is_primary: true, is_verified: true }], onVerification: [] });
    api.on('POST', '/json-api/players/phones/confirm', { body: { success: true, data: confirmedProfile } });
    const awaitingProfile = makeProfile({ phones: [], onVerification: [{ id: 7, type: 'phone', value: PHONE }] });
    api.on('GET', '/json-api/users/profile', { body: { data: awaitingProfile } });
    renderFlow();

    // Main: a loader until the contacts awaiting verification are known.
    expect(screen.getByTestId('verification-loader')).toBeInTheDocument();
    await enterPhone();
    expect(api.callsTo('POST', '/json-api/players/contacts/create/phone')[0]!.body).toEqual({ value: PHONE });
    // The profile behind the modal learns that the number awaits confirmation.
    await waitFor(() => {
      const state = getSessionState();
      expect(state.status === 'player' && state.profile.onVerification).toEqual([{ id: 7, type: 'phone', value: PHONE }]);
    });

    expect(await heading(v.phone.confirmTitle)).toHaveFocus();
    expect(screen.getByText(SHOWN)).toBeInTheDocument();
    // The create call sent the code: no second send on entering the confirm step.
    expect(api.callsTo('POST', '/json-api/players/phones/verify')).toHaveLength(0);

    await enterCode('1234');
    expect(api.callsTo('POST', '/json-api/players/phones/confirm')[0]!.body).toEqual({ phone: PHONE, code: '1234' });
    expect(await heading(v.phone.confirmedTitle)).toBeInTheDocument();
    const session = getSessionState();
    expect(session.status === 'player' && session.profile.phones[0]?.is_verified).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: v.done }));
    expect(onClose).toHaveBeenCalled();
    expect(api.unexpected).toEqual([]);
  });

  it('shows a wrong code at the field and stays on the confirm step', async () => {
    api.on('GET', '/json-api/players/contacts/onverification', { body: { data: [] } });
    api.on('POST', '/json-api/players/contacts/create/phone', created);
    api.on('POST', '/json-api/players/phones/confirm', { status: 400, body: { errors: [{ code: 'invalid_code', field: 'code' }] } });
    renderFlow();
    await enterPhone();
    await heading(v.phone.confirmTitle);
    await enterCode('9999');
    expect(await screen.findByText(ru.apiErrors.invalid_code)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: v.phone.confirmTitle })).toBeInTheDocument();
  });

  it('shows ReachedLimit with the support links when sending answers is_max_attempts_used', async () => {
    api.on('GET', '/json-api/players/contacts/onverification', { body: { data: [] } });
    api.on('POST', '/json-api/players/contacts/create/phone', limit);
    renderFlow();
    await enterPhone();
    expect(await heading(v.phone.limitTitle)).toBeInTheDocument();
    expect(screen.getByText(v.phone.limitLead)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Telegram/ })).toHaveAttribute('href', SUPPORT.telegram);
  });

  it('shows ReachedLimit when a confirm answer carries only the top-level flag', async () => {
    api.on('GET', '/json-api/players/contacts/onverification', { body: { data: [] } });
    api.on('POST', '/json-api/players/contacts/create/phone', created);
    api.on('POST', '/json-api/players/phones/confirm', { status: 429, body: { errors: [{ code: 'too_many_attempts' }], is_max_attempts_used: true } });
    renderFlow();
    await enterPhone();
    await heading(v.phone.confirmTitle);
    await enterCode('1111');
    expect(await heading(v.phone.limitTitle)).toBeInTheDocument();
  });

  it('hides the resend link for 35 s with a countdown, then offers a new code (and ReachedLimit on resend)', async () => {
    jest.useFakeTimers();
    api.on('GET', '/json-api/players/contacts/onverification', { body: { data: [] } });
    api.on('POST', '/json-api/players/contacts/create/phone', created);
    api.on('POST', '/json-api/players/phones/verify', sent, limit);
    renderFlow();
    await enterPhone();
    await heading(v.phone.confirmTitle);

    const newCode = () => screen.queryByRole('button', { name: v.phone.sendNewCode });
    expect(newCode()).toBeNull();
    expect(screen.getByTestId('resend-wait')).toHaveTextContent('Отправить повторно можно через 35 секунд');
    act(() => {
      jest.advanceTimersByTime(34_000);
    });
    expect(newCode()).toBeNull();
    expect(screen.getByTestId('resend-wait')).toHaveTextContent('через 1 секунду');
    act(() => {
      jest.advanceTimersByTime(1_000);
    });
    expect(newCode()).toBeInTheDocument();

    await act(async () => {
      fireEvent.click(newCode()!);
    });
    expect(api.callsTo('POST', '/json-api/players/phones/verify')[0]!.body).toEqual({ phone: PHONE });
    await waitFor(() => expect(newCode()).toBeNull());
    expect(screen.getByTestId('resend-wait')).toHaveTextContent('35 секунд');

    act(() => {
      jest.advanceTimersByTime(35_000);
    });
    await act(async () => {
      fireEvent.click(newCode()!);
    });
    expect(await heading(v.phone.limitTitle)).toBeInTheDocument();
  });

  it('sends a fresh code for a number found awaiting, and goes back to change when none awaits any more', async () => {
    api.on('GET', '/json-api/players/contacts/onverification', { body: { data: [{ id: 7, type: 'phone', value: PHONE }] } });
    api.on('POST', '/json-api/players/phones/verify', sent);
    api.on('POST', '/json-api/players/phones/confirm', { status: 400, body: { errors: [{ code: 'contact_not_found', field: 'phone' }] } });
    renderFlow();
    await heading(v.phone.confirmTitle);
    await waitFor(() => expect(api.callsTo('POST', '/json-api/players/phones/verify')).toHaveLength(1));
    await enterCode('1234');
    expect(await heading(v.phone.changeTitle)).toBeInTheDocument();
  });

  it('offers going back from confirm to change', async () => {
    api.on('GET', '/json-api/players/contacts/onverification', { body: { data: [{ id: 7, type: 'phone', value: PHONE }] } });
    api.on('POST', '/json-api/players/phones/verify', sent);
    renderFlow();
    await heading(v.phone.confirmTitle);
    fireEvent.click(screen.getByRole('button', { name: v.phone.changeNumber }));
    expect(await heading(v.phone.changeTitle)).toBeInTheDocument();
  });

  it('payout variant: PayoutPhoneConfirm with the code sent to the phone and a link to the profile data', async () => {
    api.on('GET', '/json-api/players/contacts/onverification', { body: { data: [{ id: 7, type: 'phone', value: PHONE }] } });
    api.on('POST', '/json-api/players/phones/verify', sent);
    renderFlow(true);
    expect(await heading(v.phone.payoutTitle)).toBeInTheDocument();
    expect(screen.getByText(SHOWN)).toBeInTheDocument();
    expect(screen.getByText(v.phone.changedHint)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: v.phone.toProfileInfo })).toHaveAttribute('href', '/profile/info');
    expect(screen.queryByRole('button', { name: v.phone.changeNumber })).toBeNull();
  });
});
