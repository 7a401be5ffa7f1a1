import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CAPTCHA_TEST_TOKEN, type CaptchaWidgetConfig } from '@/lib/domain/auth/auth-captcha';
import { RegistrationScreen } from '@/components/auth/auth-screens';
import { CAPTCHA_LOAD_TIMEOUT_MS, type Grecaptcha } from '@/components/auth/captcha/recaptcha-client';
import { MESSAGES, renderIntl } from './intl';
import { mockFetch, type FetchMock } from '../contacts/test-helpers';

jest.mock('next/navigation', () => ({ useRouter: () => ({ replace: jest.fn(), push: jest.fn(), back: jest.fn() }) }));
jest.mock('@/lib/client/session/session-store', () => ({ completeLogin: jest.fn(async () => undefined) }));

const ru = MESSAGES.ru;
const REGISTER = '/json-api/users/register';
let api: FetchMock;
let siteKeys = 0;

beforeEach(() => {
  api = mockFetch();
  api.on('POST', REGISTER, { body: { accessToken: 'a', refreshToken: 'r' } });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  delete window.grecaptcha;
  jest.restoreAllMocks();
  // The form imports the script loader lazily: a fresh one per test forgets the loaded scripts.
  jest.resetModules();
});

/** A config with a site key of its own. */
function captchaConfig(version: 2 | 3, provider: CaptchaWidgetConfig['provider'] = 'recaptcha'): CaptchaWidgetConfig {
  siteKeys += 1;
  return { provider, version, siteKey: `site-key-${siteKeys}`, action: 'registration' };
}

function renderRegistration(captcha: CaptchaWidgetConfig | null) {
  return renderIntl(<RegistrationScreen mode="page" mainHref="/" options={{ nicknameRequired: true, captcha }} />);
}

function fillEmailForm() {
  fireEvent.change(screen.getByLabelText(ru.auth.email), { target: { value: 'new.player@example.com' } });
  fireEvent.change(screen.getByLabelText(ru.auth.password), { target: { value: 'Secret-pass1' } });
  fireEvent.change(screen.getByLabelText(ru.auth.birthday), { target: { value: '1990-01-15' } });
  fireEvent.change(screen.getByLabelText(ru.auth.nickname), { target: { value: 'NewPlayer' } });
}

const clickSubmit = () => fireEvent.click(screen.getByRole('button', { name: ru.auth.register }));

async function submit() {
  await act(async () => {
    clickSubmit();
  });
}

/** Google's script as the page injected it (jsdom loads nothing by itself). */
async function injectedScript(): Promise<HTMLScriptElement> {
  let script: HTMLScriptElement | null = null;
  await waitFor(() => {
    script = document.head.querySelector<HTMLScriptElement>('script[src*="recaptcha/api.js"]');
    expect(script).not.toBeNull();
  });
  return script!;
}

/** A grecaptcha whose v2 widget hands its callbacks to the test. */
function fakeGrecaptcha(executeToken = 'v3-token') {
  const widget: { params?: Parameters<Grecaptcha['render']>[1] } = {};
  const grecaptcha = {
    ready: jest.fn((callback: () => void) => callback()),
    render: jest.fn((_element: HTMLElement, params: Parameters<Grecaptcha['render']>[1]) => {
      widget.params = params;
      return 7;
    }),
    execute: jest.fn(async () => executeToken),
    reset: jest.fn(),
  } satisfies Grecaptcha;
  return { grecaptcha, widget };
}

async function loadScript(script: HTMLScriptElement, grecaptcha: Grecaptcha) {
  window.grecaptcha = grecaptcha;
  await act(async () => {
    script.dispatchEvent(new Event('load'));
  });
}

const sentBodies = () => api.callsTo('POST', REGISTER).map((call) => call.body as Record<string, unknown>);

describe('registration without captcha', () => {
  it('loads no script and sends no token', async () => {
    renderRegistration(null);
    fillEmailForm();
    await submit();
    await waitFor(() => expect(sentBodies()).toHaveLength(1));
    expect(sentBodies()[0]).not.toHaveProperty('captcha_token');
    expect(document.head.querySelector('script')).toBeNull();
    expect(screen.queryByTestId('captcha')).toBeNull();
  });
});

describe('registration with reCAPTCHA v3', () => {
  it('loads the script for the site key in the player’s language and sends the token of execute(action) made on submit', async () => {
    const config = captchaConfig(3);
    renderRegistration(config);
    const script = await injectedScript();
    const url = new URL(script.src);
    expect(url.searchParams.get('render')).toBe(config.siteKey);
    expect(url.searchParams.get('hl')).toBe('ru');
    const { grecaptcha } = fakeGrecaptcha('v3-token');
    await loadScript(script, grecaptcha);

    fillEmailForm();
    expect(grecaptcha.execute).not.toHaveBeenCalled();
    await submit();
    await waitFor(() => expect(sentBodies()).toHaveLength(1));
    expect(grecaptcha.execute).toHaveBeenCalledWith(config.siteKey, { action: 'registration' });
    expect(sentBodies()[0]).toMatchObject({ email: 'new.player@example.com', captcha_token: 'v3-token' });
  });

  it('says so in the player’s language when the script cannot load, sends nothing, and tries again on the next submit', async () => {
    renderRegistration(captchaConfig(3));
    const first = await injectedScript();
    await act(async () => {
      first.dispatchEvent(new Event('error'));
    });
    expect(await screen.findByText(ru.auth.captchaUnavailable)).toBeInTheDocument();

    fillEmailForm();
    clickSubmit();
    // The submit loads the script again; this time it works.
    const second = await injectedScript();
    expect(sentBodies()).toHaveLength(0);
    const { grecaptcha } = fakeGrecaptcha('second-try');
    await loadScript(second, grecaptcha);
    await waitFor(() => expect(sentBodies()).toHaveLength(1));
    expect(sentBodies()[0]).toMatchObject({ captcha_token: 'second-try' });
  });

  it('never leaves the submit waiting for a script that does not answer', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      renderRegistration(captchaConfig(3));
      await injectedScript();
      fillEmailForm();
      clickSubmit();
      await act(async () => {
        jest.advanceTimersByTime(CAPTCHA_LOAD_TIMEOUT_MS);
      });
      expect(screen.getByTestId('captcha')).toHaveTextContent(ru.auth.captchaUnavailable);
      expect(screen.getByRole('button', { name: ru.auth.register })).not.toHaveAttribute('aria-busy');
      expect(sentBodies()).toHaveLength(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the server’s refusal of the token at the captcha', async () => {
    api.on('POST', REGISTER, { status: 400, body: { errors: [{ code: 'captcha_invalid', field: 'captcha_token' }] } });
    renderRegistration(captchaConfig(3));
    await loadScript(await injectedScript(), fakeGrecaptcha().grecaptcha);
    fillEmailForm();
    await submit();
    const slot = await screen.findByTestId('captcha');
    await waitFor(() => expect(slot).toHaveTextContent(ru.apiErrors.captcha_invalid));
  });
});

describe('registration with reCAPTCHA v2', () => {
  it('draws the checkbox, refuses to send until it is ticked, then sends its token; a refused submit resets it', async () => {
    api.on('POST', REGISTER, { status: 400, body: { errors: [{ code: 'email_taken', field: 'email' }] } });
    const config = captchaConfig(2);
    renderRegistration(config);
    const script = await injectedScript();
    expect(new URL(script.src).searchParams.get('render')).toBe('explicit');
    expect(screen.getByText(ru.auth.captchaLoading)).toBeInTheDocument();
    const { grecaptcha, widget } = fakeGrecaptcha();
    await loadScript(script, grecaptcha);
    expect(grecaptcha.render).toHaveBeenCalledTimes(1);
    expect(widget.params?.sitekey).toBe(config.siteKey);

    fillEmailForm();
    await submit();
    const slot = screen.getByTestId('captcha');
    expect(slot).toHaveTextContent(ru.apiErrors.captcha_required);
    expect(sentBodies()).toHaveLength(0);

    act(() => widget.params?.callback('v2-token'));
    expect(slot).not.toHaveTextContent(ru.apiErrors.captcha_required);
    await submit();
    await waitFor(() => expect(sentBodies()).toHaveLength(1));
    expect(sentBodies()[0]).toMatchObject({ captcha_token: 'v2-token' });
    // The token is used up by the refused call: the player ticks again.
    expect(grecaptcha.reset).toHaveBeenCalledWith(7);
    expect(await screen.findByText(ru.apiErrors.email_taken)).toBeInTheDocument();
    await submit();
    expect(sentBodies()).toHaveLength(1);
    expect(slot).toHaveTextContent(ru.apiErrors.captcha_required);
  });

  it('forgets an expired tick', async () => {
    renderRegistration(captchaConfig(2));
    const { grecaptcha, widget } = fakeGrecaptcha();
    await loadScript(await injectedScript(), grecaptcha);
    fillEmailForm();
    act(() => widget.params?.callback('soon-expired'));
    act(() => widget.params?.['expired-callback']());
    await submit();
    expect(sentBodies()).toHaveLength(0);
    expect(screen.getByTestId('captcha')).toHaveTextContent(ru.apiErrors.captcha_required);
  });
});

describe('the offline test captcha', () => {
  it('version 2: a checkbox of its own whose token the test verifier accepts, no script', async () => {
    renderRegistration(captchaConfig(2, 'test'));
    const box = await screen.findByLabelText(ru.auth.captchaTestLabel);
    fillEmailForm();
    fireEvent.click(box);
    await submit();
    await waitFor(() => expect(sentBodies()).toHaveLength(1));
    expect(sentBodies()[0]).toMatchObject({ captcha_token: CAPTCHA_TEST_TOKEN });
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('version 3: the test token on submit', async () => {
    renderRegistration(captchaConfig(3, 'test'));
    fillEmailForm();
    await submit();
    await waitFor(() => expect(sentBodies()).toHaveLength(1));
    expect(sentBodies()[0]).toMatchObject({ captcha_token: CAPTCHA_TEST_TOKEN });
  });
});

describe('a page from before captcha was switched on', () => {
  it('shows the server’s captcha_required above the form', async () => {
    api.on('POST', REGISTER, { status: 400, body: { errors: [{ code: 'captcha_required', field: 'captcha_token' }] } });
    renderRegistration(null);
    fillEmailForm();
    await submit();
    expect(await screen.findByText(ru.apiErrors.captcha_required)).toBeInTheDocument();
  });
});

describe('the captcha asked for by the sign-up limits (many sign-ups from this network or device today)', () => {
  const asked = (version: 2 | 3) => ({ status: 400, body: { errors: [{ code: 'captcha_required', field: 'captcha_token' }], captcha: captchaConfig(version, 'test') } });

  it('version 2: the form shows the checkbox with the reason, and sends its token on the next submit', async () => {
    api.on('POST', REGISTER, asked(2), { body: { accessToken: 'a', refreshToken: 'r' } });
    renderRegistration(null);
    fillEmailForm();
    await submit();
    expect(await screen.findByText(ru.auth.captchaAskedCheckbox)).toBeInTheDocument();
    // The refusal shows at the captcha, not above the form.
    expect(within(screen.getByTestId('captcha')).getByText(ru.apiErrors.captcha_required)).toBeInTheDocument();
    fireEvent.click(await screen.findByLabelText(ru.auth.captchaTestLabel));
    await submit();
    await waitFor(() => expect(sentBodies()).toHaveLength(2));
    expect(sentBodies()[0]).not.toHaveProperty('captcha_token');
    expect(sentBodies()[1]).toMatchObject({ captcha_token: CAPTCHA_TEST_TOKEN });
  });

  it('version 3: the reason, and the next submit carries the invisible check’s token', async () => {
    api.on('POST', REGISTER, asked(3), { body: { accessToken: 'a', refreshToken: 'r' } });
    renderRegistration(null);
    fillEmailForm();
    await submit();
    expect(await screen.findByText(ru.auth.captchaAskedInvisible)).toBeInTheDocument();
    await submit();
    await waitFor(() => expect(sentBodies()).toHaveLength(2));
    expect(sentBodies()[1]).toMatchObject({ captcha_token: CAPTCHA_TEST_TOKEN });
  });

  it('past the day’s cap: the limit’s message above the form', async () => {
    api.on('POST', REGISTER, { status: 429, body: { errors: [{ code: 'registration_limit_reached' }], retry_after: 3600 } });
    renderRegistration(null);
    fillEmailForm();
    await submit();
    expect(await screen.findByText(ru.apiErrors.registration_limit_reached)).toBeInTheDocument();
  });
});
