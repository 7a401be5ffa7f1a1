import { act, screen } from '@testing-library/react';
import { AUTH_HINT_COOKIE } from '@/lib/domain/auth/auth-hint';
import { logout } from '@/lib/client/session/session-store';
import { ProfileFrame } from '@/components/profile/profile-frame';
import { InfoTab } from '@/components/profile/info/info-tab';
import { getPathname } from '@/i18n/navigation';
import { MESSAGES, renderIntl } from '../forms/intl';
import { makeBalance, makeProfile, mockFetch, type Answer, type FetchMock } from '../contacts/test-helpers';

let mockPath = '/profile/info';
let mockSearch = '';
jest.mock('next/navigation', () => ({
  usePathname: () => mockPath,
  useSearchParams: () => new URLSearchParams(mockSearch),
  useRouter: () => ({ replace: jest.fn(), push: jest.fn(), back: jest.fn() }),
}));

const ru = MESSAGES.ru;
const p = ru.profile;
let api: FetchMock;

beforeEach(() => {
  mockPath = '/profile/info';
  api = mockFetch();
});

// One file walks the session through its states in order: unknown → player → guest.
describe('profile frame', () => {
  it('shows a loader while the session is unknown, then the player header and the tabs', async () => {
    document.cookie = `${AUTH_HINT_COOKIE}=1; path=/`;
    let answer!: (a: Answer) => void;
    api.on('GET', '/json-api/users/profile', () => new Promise<Answer>((resolve) => (answer = resolve)));
    api.on('GET', '/json-api/users/balance', { body: { data: makeBalance() } });
    renderIntl(
      <ProfileFrame>
        <p>tab content</p>
      </ProfileFrame>,
    );
    expect(screen.getByTestId('profile-loader')).toHaveTextContent(p.loading);
    expect(screen.queryByText('tab content')).toBeNull();

    await act(async () => answer({ body: { data: makeProfile({ level: { index: 4, bonus_availability_level: 1 } }) } }));
    expect(screen.getByRole('heading', { level: 1, name: 'Иван Петров' })).toBeInTheDocument();
    expect(screen.getByText('Уровень 4')).toBeInTheDocument();
    expect(screen.getByText('Никнейм: lucky-ivan')).toBeInTheDocument();
    expect(screen.getByText('tab content')).toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: p.tabs.label });
    const links = [...nav.querySelectorAll('a')];
    expect(links.map((a) => a.textContent)).toEqual([p.tabs.balance, p.tabs.levels, p.tabs.info, p.tabs.verification, p.tabs.gifts, p.tabs.achievements, p.tabs.promoCode, p.tabs.responsibleGaming]);
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/profile/balance',
      '/profile/levels',
      '/profile/info',
      '/profile/verification',
      '/profile/gifts',
      '/profile/achievements',
      '/profile/promo-code',
      '/profile/responsible-gaming',
    ]);
    expect(screen.getByRole('link', { name: p.tabs.info })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: p.tabs.balance })).not.toHaveAttribute('aria-current');
  });

  it('shows the info tab: the e-mail link outcome, my data and the contacts (reloading the profile after a confirmation)', async () => {
    mockSearch = 'email=confirmed';
    const loads = api.callsTo('GET', '/json-api/users/profile').length;
    api.on('GET', '/json-api/users/profile', { body: { data: makeProfile() } });
    api.on('GET', '/json-api/users/balance', { body: { data: makeBalance() } });
    renderIntl(<InfoTab />);
    expect(await screen.findByText(p.info.emailOutcome.confirmed)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: p.info.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: p.info.contactsTitle })).toBeInTheDocument();
    expect(screen.getByLabelText(p.info.firstname)).toHaveValue('Иван');
    await act(async () => {});
    expect(api.callsTo('GET', '/json-api/users/profile').length).toBeGreaterThan(loads);
    mockSearch = '';
  });

  it('marks the current tab in another language and keeps its prefix', () => {
    mockPath = '/en/profile/levels';
    renderIntl(
      <ProfileFrame>
        <p>tab content</p>
      </ProfileFrame>,
      'en',
    );
    expect(screen.getByRole('link', { name: MESSAGES.en.profile.tabs.levels })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: MESSAGES.en.profile.tabs.balance })).toHaveAttribute('href', '/en/profile/balance');
    expect(getPathname({ href: '/profile/info', locale: 'it' })).toBe('/it/profile/info');
  });

  it('shows a login prompt, not the tab, when the session is lost', async () => {
    api.on('POST', '/json-api/logout', { body: {} });
    await act(async () => logout());
    renderIntl(
      <ProfileFrame>
        <p>tab content</p>
      </ProfileFrame>,
    );
    expect(screen.getByRole('heading', { name: p.guest.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: p.guest.login })).toHaveAttribute('href', '/login?redirect=%2Fprofile%2Finfo');
    expect(screen.getByRole('link', { name: p.guest.registration })).toHaveAttribute('href', '/registration');
    expect(screen.queryByText('tab content')).toBeNull();
  });
});
