import Link from 'next/link';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { getSessionState } from '@/lib/client/session/session-store';
import { MyDataForm } from '@/components/profile/info/my-data-form';
import { MESSAGES, renderIntl } from '../forms/intl';
import { makeProfile, mockFetch, signIn, type FetchMock } from '../contacts/test-helpers';

const ru = MESSAGES.ru;
const t = ru.profile.info;
let api: FetchMock;

beforeEach(async () => {
  api = mockFetch();
  await signIn(api);
});

function renderForm(profile = makeProfile()) {
  return renderIntl(<MyDataForm profile={profile} />);
}

const field = (label: string) => screen.getByLabelText(label);
const save = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: t.save }));
  });
};

describe('my data form', () => {
  it('shows a field error only once the field was left, and only the first one', async () => {
    renderForm();
    fireEvent.change(field(t.firstname), { target: { value: 'Иван!' } });
    await act(async () => {});
    expect(screen.queryByText(ru.validation.nameValidationRule)).toBeNull();
    fireEvent.blur(field(t.firstname));
    expect(await screen.findByText(ru.validation.nameValidationRule)).toBeInTheDocument();
    expect(field(t.firstname)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: t.save })).toBeDisabled();

    // Too long and with a forbidden sign: the length rule comes first and is the only one shown.
    fireEvent.change(field(t.lastname), { target: { value: `${'А'.repeat(36)}!` } });
    fireEvent.blur(field(t.lastname));
    expect(await screen.findByText('Не больше 35 символов')).toBeInTheDocument();
    expect(screen.getAllByText(ru.validation.nameValidationRule)).toHaveLength(1);
  });

  it('saves through PUT /json-api/users/profile and updates the session', async () => {
    const saved = makeProfile({ firstname: 'Пётр', gender: 'female', country: 'KZ', address: 'Алматы' });
    api.on('PUT', '/json-api/users/profile', { body: { success: true, data: saved } });
    renderForm();
    fireEvent.change(field(t.firstname), { target: { value: 'Пётр' } });
    fireEvent.change(field(t.gender), { target: { value: 'female' } });
    fireEvent.change(field(t.country), { target: { value: 'KZ' } });
    fireEvent.change(field(t.address), { target: { value: 'Алматы' } });
    await save();

    const [put] = api.callsTo('PUT', '/json-api/users/profile');
    expect(put!.body).toEqual({ firstname: 'Пётр', lastname: 'Петров', middlename: null, birthday: '1990-05-17', gender: 'female', address: 'Алматы', country: 'KZ' });
    expect(await screen.findByText(t.saved)).toBeInTheDocument();
    const session = getSessionState();
    expect(session.status === 'player' && session.profile.firstname).toBe('Пётр');
    // Country names are localized.
    expect(screen.getByRole('option', { name: 'Казахстан' })).toHaveProperty('selected', true);
  });

  it('shows the server codes at the field and above the form, reloads the profile, and clears them on input', async () => {
    api.on('PUT', '/json-api/users/profile', {
      status: 400,
      body: { success: false, errors: [{ code: 'birthday_verified', field: 'birthday' }, { code: 'too_many_attempts' }] },
    });
    renderForm();
    const profileLoads = api.callsTo('GET', '/json-api/users/profile').length;
    fireEvent.change(field(t.birthday), { target: { value: '1991-01-02' } });
    await save();

    expect(await screen.findByText(ru.apiErrors.birthday_verified)).toBeInTheDocument();
    expect(field(t.birthday)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(ru.apiErrors.too_many_attempts);
    await waitFor(() => expect(api.callsTo('GET', '/json-api/users/profile').length).toBe(profileLoads + 1));
    expect(screen.queryByText(t.saved)).toBeNull();

    fireEvent.change(field(t.address), { target: { value: 'Москва' } });
    await waitFor(() => expect(screen.queryByText(ru.apiErrors.birthday_verified)).toBeNull());
    expect(screen.getByRole('alert')).not.toHaveTextContent(ru.apiErrors.too_many_attempts);
  });

  it('keeps a verified birthday read-only and does not send it', async () => {
    api.on('PUT', '/json-api/users/profile', { body: { success: true, data: makeProfile({ birthday_verified: true, middlename: 'Ильич' }) } });
    renderForm(makeProfile({ birthday_verified: true }));
    expect(field(t.birthday)).toHaveAttribute('readonly');
    expect(screen.getByText(t.birthdayLocked)).toBeInTheDocument();
    fireEvent.change(field(t.middlename), { target: { value: 'Ильич' } });
    await save();
    const [put] = api.callsTo('PUT', '/json-api/users/profile');
    expect(put!.body).toMatchObject({ middlename: 'Ильич' });
    expect(put!.body).not.toHaveProperty('birthday');
  });

  it('asks before leaving with unsaved data', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    renderIntl(
      <>
        <MyDataForm profile={makeProfile()} />
        <Link href="/profile/balance">away</Link>
      </>,
    );
    fireEvent.change(field(t.firstname), { target: { value: 'Пётр' } });
    await act(async () => {});
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    screen.getByText('away').dispatchEvent(click);
    expect(confirm).toHaveBeenCalledWith(ru.forms.leaveConfirm);
    expect(click.defaultPrevented).toBe(true);
    confirm.mockRestore();
  });
});
