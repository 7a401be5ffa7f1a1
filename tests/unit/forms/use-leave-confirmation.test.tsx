import Link from 'next/link';
import { act, fireEvent, screen } from '@testing-library/react';
import { z } from 'zod';
import { useCroupierForm } from '@/lib/client/forms/use-croupier-form';
import { useLeaveConfirmation } from '@/lib/client/forms/use-leave-confirmation';
import { TextInput } from '@/components/forms/text-input';
import { MESSAGES, renderIntl } from './intl';

const ru = MESSAGES.ru;
const schema = z.object({ firstname: z.string().max(35, 'maxLength') });

function ProfileForm({ onClose = () => {} }: { onClose?: () => void }) {
  const form = useCroupierForm(schema, { defaultValues: { firstname: '' } });
  const { confirmLeave } = useLeaveConfirmation(form.hasUnsavedData);
  return (
    <>
      <form onSubmit={form.submit(async () => {})} aria-label="profile">
        <TextInput label="Имя" {...form.field('firstname')} />
      </form>
      {/* Next's own Link: the question must come before its client-side navigation. */}
      <Link href="/promo" onClick={follow}>
        promo
      </Link>
      <Link href="/promo" target="_blank" onClick={follow}>
        promo in a new tab
      </Link>
      <a href="#top">to the top</a>
      <a href="https://example.com/">another site</a>
      <button type="button" onClick={() => confirmLeave() && onClose()}>
        close
      </button>
    </>
  );
}

/** Clicks that reached the Link's own handler, where Next's router navigates (not mounted in a unit test). */
let followed: string[] = [];
const follow = (event: { preventDefault: () => void }) => {
  event.preventDefault();
  followed.push('/promo');
};
/** jsdom cannot navigate: plain links (hash, other site) stop here, after every listener ran. */
const stopNavigation = (event: MouseEvent) => event.preventDefault();

const unload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('useLeaveConfirmation', () => {
  let confirm: jest.SpyInstance;
  beforeEach(() => {
    followed = [];
    window.addEventListener('click', stopNavigation);
    confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
  });
  afterEach(() => {
    window.removeEventListener('click', stopNavigation);
    confirm.mockRestore();
  });

  const edit = async () => {
    fireEvent.change(screen.getByLabelText('Имя'), { target: { value: 'Анна' } });
    await act(async () => {});
  };

  it('lets the player leave a form without unsaved data', () => {
    renderIntl(<ProfileForm />);
    fireEvent.click(screen.getByText('promo'));
    expect(confirm).not.toHaveBeenCalled();
    expect(followed).toEqual(['/promo']);
    expect(unload()).toBe(false);
  });

  it('asks before an in-app link leaves unsaved data, and stays when refused', async () => {
    renderIntl(<ProfileForm />);
    await edit();
    fireEvent.click(screen.getByText('promo'));
    expect(confirm).toHaveBeenCalledWith(ru.forms.leaveConfirm);
    expect(followed).toEqual([]);

    confirm.mockReturnValue(true);
    fireEvent.click(screen.getByText('promo'));
    expect(followed).toEqual(['/promo']);
  });

  it('asks the browser to confirm closing or reloading the tab', async () => {
    renderIntl(<ProfileForm />);
    await edit();
    expect(unload()).toBe(true);
  });

  it('does not ask for new-tab or modified clicks, same-page anchors or other sites', async () => {
    renderIntl(<ProfileForm />);
    await edit();
    fireEvent.click(screen.getByText('promo'), { ctrlKey: true });
    fireEvent.click(screen.getByText('promo'), { metaKey: true });
    fireEvent.click(screen.getByText('promo in a new tab'));
    fireEvent.click(screen.getByText('to the top'));
    fireEvent.click(screen.getByText('another site'));
    expect(confirm).not.toHaveBeenCalled();
  });

  it('gives a modal close button the same question', async () => {
    const onClose = jest.fn();
    renderIntl(<ProfileForm onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'close' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledTimes(1);

    await edit();
    fireEvent.click(screen.getByRole('button', { name: 'close' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stops asking once the form was saved', async () => {
    renderIntl(<ProfileForm />);
    await edit();
    await act(async () => {
      fireEvent.submit(screen.getByRole('form', { name: 'profile' }));
    });
    fireEvent.click(screen.getByText('promo'));
    expect(confirm).not.toHaveBeenCalled();
    expect(unload()).toBe(false);
  });
});
