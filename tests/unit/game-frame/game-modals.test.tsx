import { act, fireEvent, screen } from '@testing-library/react';
import { GameModal } from '@/components/game-frame/game-modal';
import { GameModals } from '@/components/game-frame/game-modals';
import { getGameFrameState, openGame, resetGameFrame, useGameFrame } from '@/lib/client/game-frame/game-frame-store';
import { REALTIME_EVENTS } from '@/lib/domain/realtime/realtime-events';
import { dispatchRealtime } from '@/lib/client/realtime/realtime-events';
import { MESSAGES, renderIntl } from '../forms/intl';
import { mockFetch, type FetchMock } from '../contacts/test-helpers';
import { fakeNavigation, makeGame, makeRun, settle } from './helpers';

const ru = MESSAGES.ru.gameFrame;
const en = MESSAGES.en.gameFrame;
let api: FetchMock;
let nav: ReturnType<typeof fakeNavigation>;

beforeEach(() => {
  resetGameFrame();
  sessionStorage.clear();
  api = mockFetch();
  nav = fakeNavigation();
});

afterEach(() => nav.restore());

/** The modals as the frame host shows them, driven by the store. */
function StoreModals() {
  return <GameModals state={useGameFrame()} />;
}

describe('GameModal', () => {
  it('shows preview, title, description, a button and a link; Escape closes and focus returns', () => {
    const onClose = jest.fn();
    const onClick = jest.fn();
    const opener = document.createElement('button');
    document.body.appendChild(opener);
    opener.focus();
    const { rerender } = renderIntl(
      <GameModal open onClose={onClose} title="Title" preview="/generated/x.webp" description="Some words" button={{ label: 'Go', onClick }} link={{ label: 'Elsewhere', href: '/games/otygrat_bonus' }} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Title' });
    expect(dialog).toHaveTextContent('Some words');
    expect(dialog.querySelector('img')).toHaveAttribute('src', '/generated/x.webp');
    expect(screen.getByRole('link', { name: 'Elsewhere' })).toHaveAttribute('href', '/games/otygrat_bonus');
    expect(dialog.contains(document.activeElement)).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);

    rerender(<GameModal open={false} onClose={onClose} title="Title" />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('leaves out what it is not given', () => {
    renderIntl(<GameModal open onClose={() => {}} title="Only a title" />);
    const dialog = screen.getByRole('dialog', { name: 'Only a title' });
    expect(dialog.querySelector('img')).toBeNull();
    expect(screen.getAllByRole('button')).toHaveLength(1); // the close icon
    expect(screen.getByRole('button', { name: ru.closeModal })).toBeInTheDocument();
  });
});

describe('the game modals of the store', () => {
  it('error modal: the cannot-run text and Close', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    api.on('POST', '/json-api/eapi/game-run/lucky-sevens', { status: 404, body: { errors: [{ code: 'not_found' }] } });
    renderIntl(<StoreModals />);
    act(() => openGame(makeGame(), { type: 'demo' }));
    await settle();
    const dialog = screen.getByRole('dialog', { name: ru.errors.title });
    expect(dialog).toHaveTextContent(ru.errors.cannot_run_game);
    fireEvent.click(screen.getByRole('button', { name: ru.close }));
    expect(screen.queryByRole('dialog')).toBeNull();
    error.mockRestore();
  });

  it('no-wager modal: Continue goes to run_url, the link leads to the bonus games and closes the game', async () => {
    api.on('POST', '/json-api/eapi/game-run/lucky-sevens', { body: { data: makeRun({ redirect: true, run_url: '/external/lucky?t=5' }) } });
    renderIntl(<StoreModals />, 'en');
    act(() => openGame(makeGame({ allowBonusBalance: false, locale: 'en' }), { type: 'real' }));
    await settle();
    const dialog = screen.getByRole('dialog', { name: en.noWagerTitle });
    expect(dialog).toHaveTextContent(en.dont_have_wager);
    expect(dialog.querySelector('img')).toHaveAttribute('src', '/generated/games/lucky-sevens.webp');

    const link = screen.getByRole('link', { name: en.bonusGames });
    expect(link).toHaveAttribute('href', '/en/games/otygrat_bonus');
    fireEvent.click(screen.getByRole('button', { name: en.continue }));
    expect(nav.assignLocation).toHaveBeenCalledWith('/external/lucky?t=5');
  });

  it('no-wager link closes the game', async () => {
    api.on('POST', '/json-api/eapi/game-run/lucky-sevens', { body: { data: makeRun({ redirect: true }) } });
    renderIntl(<StoreModals />);
    act(() => openGame(makeGame({ allowBonusBalance: false }), { type: 'real' }));
    await settle();
    const link = screen.getByRole('link', { name: ru.bonusGames });
    link.addEventListener('click', (e) => e.preventDefault()); // no navigation in jsdom
    fireEvent.click(link);
    expect(getGameFrameState()).toMatchObject({ phase: 'closed', modal: null });
    expect(nav.assignLocation).not.toHaveBeenCalled();
  });

  it('blocked modal: the double-run text and Close', async () => {
    api.on('POST', '/json-api/eapi/game-run/lucky-sevens', { body: { data: makeRun({ runToken: 'tok-7' }) } });
    renderIntl(<StoreModals />);
    act(() => openGame(makeGame(), { type: 'demo' }));
    await settle();
    act(() => dispatchRealtime({ type: REALTIME_EVENTS.gameSessionDeactivated, runToken: 'tok-7' }));
    const dialog = screen.getByRole('dialog', { name: ru.blockedTitle });
    expect(dialog).toHaveTextContent(ru.blocked_double_game_run);
    fireEvent.click(screen.getByRole('button', { name: ru.close }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(getGameFrameState().stop).toBe('blocked');
  });
});
