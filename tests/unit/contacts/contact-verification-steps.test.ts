import {
  EMAIL_STEPS,
  initialVerificationState,
  isMaxAttemptsAnswer,
  latestAwaiting,
  nextVerificationState,
  PHONE_STEPS,
  type VerificationEvent,
  type VerificationState,
} from '@/lib/domain/contacts/contact-verification-steps';

const run = (state: VerificationState, ...events: VerificationEvent[]) => events.reduce(nextVerificationState, state);
const phone = { id: 7, value: '79161234567' };
const email = { id: 5, value: 'ivan@example.com' };

describe('contact verification steps', () => {
  it('names the steps of the spec for each kind', () => {
    expect(PHONE_STEPS).toEqual(['Main', 'PhoneChange', 'PhoneConfirm', 'ContactConfirmed', 'ReachedLimit', 'PayoutPhoneConfirm']);
    expect(EMAIL_STEPS).toEqual(['Main', 'EmailChange', 'EmailConfirm', 'ReachedLimit']);
  });

  it('starts at Main and goes to change when nothing awaits verification', () => {
    expect(initialVerificationState('phone').step).toBe('Main');
    expect(run(initialVerificationState('phone'), { type: 'mounted', awaiting: null }).step).toBe('PhoneChange');
    expect(run(initialVerificationState('email'), { type: 'mounted', awaiting: null }).step).toBe('EmailChange');
  });

  it('goes straight to confirm (sending again) when a contact awaits verification', () => {
    const state = run(initialVerificationState('phone'), { type: 'mounted', awaiting: phone });
    expect(state).toMatchObject({ step: 'PhoneConfirm', contact: phone, sendOnEnter: true });
    expect(run(initialVerificationState('email'), { type: 'mounted', awaiting: email })).toMatchObject({ step: 'EmailConfirm', contact: email, sendOnEnter: true });
  });

  it('phone: change → confirm → confirmed, keeping the code the change step sent', () => {
    const confirm = run(initialVerificationState('phone'), { type: 'mounted', awaiting: null }, { type: 'created', contact: phone, sent: true, resendAfter: 35 });
    expect(confirm).toMatchObject({ step: 'PhoneConfirm', contact: phone, sendOnEnter: false, resendAfter: 35 });
    expect(run(confirm, { type: 'confirmed' }).step).toBe('ContactConfirmed');
  });

  it('phone confirm goes back to change when no number awaits, and offers going back', () => {
    const confirm = run(initialVerificationState('phone'), { type: 'mounted', awaiting: phone });
    expect(run(confirm, { type: 'nothingAwaiting' })).toMatchObject({ step: 'PhoneChange', contact: null });
    expect(run(confirm, { type: 'change' }).step).toBe('PhoneChange');
  });

  it('payout variant confirms in PayoutPhoneConfirm and leaves changing the number to the profile', () => {
    const payout = run(initialVerificationState('phone', true), { type: 'mounted', awaiting: phone });
    expect(payout.step).toBe('PayoutPhoneConfirm');
    expect(run(payout, { type: 'change' })).toBe(payout);
    expect(run(payout, { type: 'confirmed' }).step).toBe('ContactConfirmed');
    // An e-mail flow has no payout variant.
    expect(initialVerificationState('email', true).payout).toBe(false);
  });

  it('e-mail: change → confirm, which sends the link on entering; confirmed exits the flow', () => {
    const confirm = run(initialVerificationState('email'), { type: 'mounted', awaiting: null }, { type: 'created', contact: email, sent: false });
    expect(confirm).toMatchObject({ step: 'EmailConfirm', sendOnEnter: true, done: false });
    const done = run(confirm, { type: 'confirmed' });
    expect(done).toMatchObject({ step: 'EmailConfirm', done: true });
    // Nothing moves a finished flow.
    expect(run(done, { type: 'change' })).toBe(done);
    expect(run(confirm, { type: 'change' }).step).toBe('EmailChange');
  });

  it('reaches the limit on send (change), resend and confirm (confirm steps), for both kinds', () => {
    for (const kind of ['phone', 'email'] as const) {
      const change = run(initialVerificationState(kind), { type: 'mounted', awaiting: null });
      expect(run(change, { type: 'limitReached' }).step).toBe('ReachedLimit');
      const confirm = run(initialVerificationState(kind), { type: 'mounted', awaiting: kind === 'phone' ? phone : email });
      expect(run(confirm, { type: 'limitReached' }).step).toBe('ReachedLimit');
    }
    expect(run(initialVerificationState('phone', true), { type: 'mounted', awaiting: phone }, { type: 'limitReached' }).step).toBe('ReachedLimit');
  });

  it('ignores events that do not belong to the current step', () => {
    const main = initialVerificationState('phone');
    expect(run(main, { type: 'confirmed' })).toBe(main);
    expect(run(main, { type: 'limitReached' })).toBe(main);
    expect(run(main, { type: 'created', contact: phone, sent: true })).toBe(main);
    const confirmed = run(main, { type: 'mounted', awaiting: phone }, { type: 'confirmed' });
    expect(run(confirmed, { type: 'limitReached' })).toBe(confirmed);
    expect(run(confirmed, { type: 'mounted', awaiting: null })).toBe(confirmed);
  });

  it('knows is_max_attempts_used as a top-level flag or as an error code', () => {
    expect(isMaxAttemptsAnswer({ is_max_attempts_used: true, errors: [{ code: 'too_many_attempts' }] }, [{ code: 'too_many_attempts' }])).toBe(true);
    expect(isMaxAttemptsAnswer(null, [{ code: 'is_max_attempts_used' }])).toBe(true);
    expect(isMaxAttemptsAnswer({ is_max_attempts_used: false }, [{ code: 'invalid_code' }])).toBe(false);
    expect(isMaxAttemptsAnswer(undefined)).toBe(false);
  });

  it('takes the newest contact of the kind awaiting verification', () => {
    const list = [
      { id: 1, type: 'email' as const, value: 'old@example.com' },
      { id: 2, type: 'phone' as const, value: '79160000000' },
      { id: 3, type: 'email' as const, value: 'new@example.com' },
    ];
    expect(latestAwaiting(list, 'email')).toEqual({ id: 3, value: 'new@example.com' });
    expect(latestAwaiting(list, 'phone')).toEqual({ id: 2, value: '79160000000' });
    expect(latestAwaiting([], 'phone')).toBeNull();
  });
});
