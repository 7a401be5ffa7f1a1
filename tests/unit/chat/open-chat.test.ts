import { openChat } from '@/lib/client/chat/open-chat';
import { openModal } from '@/lib/client/modals/modal-requests';
import { AUTH_HINT_COOKIE } from '@/lib/domain/auth/auth-hint';
import type { ChatVisitorDto } from '@/lib/domain/chat/chat';
import { mockFetch, type FetchMock } from '../contacts/test-helpers';

jest.mock('@/lib/client/modals/modal-requests', () => ({ openModal: jest.fn() }));

const FAILURE = { title: 'The chat did not open', body: 'Try again later.' };

function chatConfig(change: { provider?: 'webim' | 'netrox' | 'none'; maintenance?: boolean } = {}) {
  return {
    data: {
      callCenterChat: {
        provider: change.provider ?? 'webim',
        maintenance: {
          active: change.maintenance ?? false,
          title: { ru: 'Чат временно недоступен', en: 'Chat is temporarily unavailable' },
          body: { ru: 'Мы проводим технические работы.', en: 'We are doing some maintenance.' },
        },
        settings: { accountName: 'croupier', location: 'default', vipLocation: 'vip', vipFromLevel: 5, scriptUrl: 'https://chat.example/webim.js' },
      },
    },
  };
}

const VIP: ChatVisitorDto = { provider: 'webim', vip: true, location: 'vip', fields: { info: 'VIP' }, email: 'vip@example.test', custom1: '42', custom2: 'RUB, level 7' };

/** The provider's script "loads": the stub's globals appear and its onload fires. */
function loadScriptsLikeTheProvider(start: jest.Mock) {
  const append = jest.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    const script = nodes[0] as HTMLScriptElement;
    if (window.webim) window.webim.api = { chat: { start } };
    queueMicrotask(() => script.onload?.(new Event('load')));
  });
  return append;
}

let api: FetchMock;

beforeEach(() => {
  api = mockFetch();
  jest.mocked(openModal).mockClear();
  document.documentElement.lang = 'en';
  document.cookie = `${AUTH_HINT_COOKIE}=; Max-Age=0; Path=/`;
  delete window.webim;
});

describe('opening the support chat', () => {
  it('shows the configured maintenance title and body in the page language, and loads nothing', async () => {
    api.on('GET', '/json-api/serverdata', { body: chatConfig({ maintenance: true }) });
    const append = jest.spyOn(document.head, 'append');
    await openChat(FAILURE);
    expect(openModal).toHaveBeenCalledWith({ kind: 'error', title: 'Chat is temporarily unavailable', body: 'We are doing some maintenance.' });
    expect(append).not.toHaveBeenCalled();
    append.mockRestore();
  });

  it('tells the player when the site no longer has a chat', async () => {
    api.on('GET', '/json-api/serverdata', { body: chatConfig({ provider: 'none' }) });
    await openChat(FAILURE);
    expect(openModal).toHaveBeenCalledWith({ kind: 'error', ...FAILURE });
  });

  it('opens a VIP player at the VIP location with their visitor record', async () => {
    document.cookie = `${AUTH_HINT_COOKIE}=1; Path=/`;
    api.on('GET', '/json-api/serverdata', { body: chatConfig() });
    api.on('GET', '/json-api/chat/webim', { body: { data: VIP } });
    const start = jest.fn();
    const append = loadScriptsLikeTheProvider(start);
    await openChat(FAILURE);
    expect((append.mock.calls[0]?.[0] as HTMLScriptElement).src).toBe('https://chat.example/webim.js');
    expect(window.webim).toMatchObject({ accountName: 'croupier', location: 'vip', visitor: { fields: { info: 'VIP', email: 'vip@example.test', custom1: '42', custom2: 'RUB, level 7' } } });
    expect(start).toHaveBeenCalledWith({ location: 'vip' });
    expect(openModal).not.toHaveBeenCalled();
    append.mockRestore();
  });
});
