import { act, fireEvent, screen } from '@testing-library/react';
import { getSessionState } from '@/lib/client/session/session-store';
import { closeContactVerification, getVerificationRequest } from '@/lib/client/contacts/contact-verification-store';
import { ContactsPanel } from '@/components/profile/info/contacts-panel';
import { usePlayer } from '@/components/profile/use-player';
import { MESSAGES, renderIntl } from '../forms/intl';
import { makeProfile, mockFetch, signIn, type FetchMock } from '../contacts/test-helpers';

const ru = MESSAGES.ru;
const t = ru.profile.info;
let api: FetchMock;

beforeEach(() => {
  api = mockFetch();
  closeContactVerification();
});

/** The panel as the info tab shows it: with the session's current profile. */
function LivePanel() {
  const player = usePlayer();
  return player ? <ContactsPanel profile={player.profile} /> : null;
}

describe('contacts panel', () => {
  it('shows contacts read-only with badges and opens the verification for an unverified or missing one', async () => {
    await signIn(api, makeProfile({ phones: [], emails: [{ email: 'ivan@example.com', is_primary: true, is_verified: false }] }));
    renderIntl(<LivePanel />);
    expect(screen.getByText('ivan@example.com')).toBeInTheDocument();
    expect(screen.getByText(t.notVerified)).toBeInTheDocument();
    expect(screen.getByText(t.supportNote)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: t.email })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: t.confirm }));
    expect(getVerificationRequest()).toMatchObject({ kind: 'email', payout: false });
    fireEvent.click(screen.getByRole('button', { name: t.addAndConfirm }));
    expect(getVerificationRequest()).toMatchObject({ kind: 'phone' });
  });

  it('offers no confirmation for verified contacts', async () => {
    await signIn(
      api,
      makeProfile({
        phones: [{ value: '79161234567', is_primary: true, is_verified: true }],
        emails: [{ email: 'ivan@example.com', is_primary: true, is_verified: true }],
        onVerification: [],
      }),
    );
    renderIntl(<LivePanel />);
    expect(screen.getByText('+7 (916) 123-45-67')).toBeInTheDocument();
    expect(screen.getAllByText(t.verified)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: t.confirm })).toBeNull();
    expect(screen.queryByRole('button', { name: t.addAndConfirm })).toBeNull();
    expect(screen.getByText('lucky-ivan')).toBeInTheDocument();
  });

  it('lets a player without a nickname choose one, once', async () => {
    await signIn(api, makeProfile({ nick_name: null }));
    api.on('POST', '/json-api/users/nickname-choose', { body: { success: true, data: makeProfile({ nick_name: 'Ace.7' }) } });
    renderIntl(<LivePanel />);
    fireEvent.change(screen.getByLabelText(t.nickname), { target: { value: 'Ace.7' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: t.nicknameChoose }));
    });
    expect(api.callsTo('POST', '/json-api/users/nickname-choose')[0]!.body).toEqual({ nickname: 'Ace.7' });
    const session = getSessionState();
    expect(session.status === 'player' && session.profile.nick_name).toBe('Ace.7');
    expect(screen.getByText('Ace.7')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.nicknameChoose })).toBeNull();
  });

  it('shows a taken nickname at the field', async () => {
    await signIn(api, makeProfile({ nick_name: null }));
    api.on('POST', '/json-api/users/nickname-choose', { status: 400, body: { errors: [{ code: 'nickname_taken', field: 'nickname' }] } });
    renderIntl(<LivePanel />);
    fireEvent.change(screen.getByLabelText(t.nickname), { target: { value: 'Ace.7' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: t.nicknameChoose }));
    });
    expect(await screen.findByText(ru.apiErrors.nickname_taken)).toBeInTheDocument();
  });
});
