import { useState } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Modal } from '@/components/ui/modal';
import { ModalHost } from '@/components/layout/modal-host';
import { closeModal, dialogOpenOrOpening, openModal } from '@/lib/client/modals/modal-requests';
import { renderRu } from './intl';

let pathname = '/';
jest.mock('next/navigation', () => ({
  usePathname: () => pathname,
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), back: jest.fn(), prefetch: jest.fn() }),
}));

// jsdom lays nothing out; the dialog's Tab trap only counts elements that have boxes.
beforeAll(() => {
  jest.spyOn(HTMLElement.prototype, 'getClientRects').mockImplementation(() => [new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList);
});

/** A page with a cashbox-like modal that opens a second one over itself (like the verification). */
function Page() {
  const [first, setFirst] = useState(false);
  const [second, setSecond] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setFirst(true)}>
        open cashbox
      </button>
      <Modal open={first} onClose={() => setFirst(false)} title="Cashbox" closeLabel="close cashbox">
        <button type="button" onClick={() => setSecond(true)}>
          verify phone
        </button>
      </Modal>
      <Modal open={second} onClose={() => setSecond(false)} title="Verification" closeLabel="close verification">
        <input aria-label="phone" />
        <button type="button">send code</button>
      </Modal>
    </>
  );
}

const escape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
const tab = (shiftKey = false) => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab', shiftKey });

function openBoth() {
  renderRu(<Page />);
  const opener = screen.getByRole('button', { name: 'open cashbox' });
  opener.focus();
  fireEvent.click(opener);
  const inner = within(screen.getByRole('dialog', { name: 'Cashbox' })).getByRole('button', { name: 'verify phone' });
  inner.focus();
  fireEvent.click(inner);
  return { opener, inner };
}

describe('modal stack', () => {
  it('stacks a second modal over the first; only the top one can be reached', () => {
    openBoth();
    const top = screen.getByRole('dialog', { name: 'Verification' });
    expect(top).toHaveAttribute('aria-modal', 'true');
    expect(top).not.toHaveAttribute('inert');
    // The first modal is out of reach and out of the accessibility tree; the page behind is inert.
    expect(screen.queryByRole('dialog', { name: 'Cashbox' })).toBeNull();
    expect(screen.getByText('Cashbox').closest('[role="dialog"]')).toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: 'open cashbox' }).closest('[inert]')).not.toBeNull();
    expect(document.body).toHaveAttribute('data-scroll-locked', 'true');
    // Focus moved into the top modal.
    expect(top).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes only the top modal on Escape, giving focus back to what opened it, then the next', () => {
    const { opener, inner } = openBoth();
    escape();
    expect(screen.queryByRole('dialog', { name: 'Verification' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Cashbox' })).not.toHaveAttribute('inert');
    expect(inner).toHaveFocus();
    escape();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(opener.closest('[inert]')).toBeNull();
    expect(document.body).not.toHaveAttribute('data-scroll-locked');
  });

  it('keeps Tab and Shift+Tab inside the top modal', () => {
    openBoth();
    const top = screen.getByRole('dialog', { name: 'Verification' });
    const [phone, send, close] = [within(top).getByRole('textbox', { name: 'phone' }), within(top).getByRole('button', { name: 'send code' }), within(top).getByRole('button', { name: 'close verification' })];
    // The close button is first in the panel (its header), the send button last.
    close.focus();
    tab(true);
    expect(send).toHaveFocus();
    tab();
    expect(close).toHaveFocus();
    // Focus that got out (a click elsewhere) comes back in on the next Tab.
    (screen.getByRole('button', { name: 'open cashbox', hidden: true }) as HTMLElement).focus();
    tab();
    expect(close).toHaveFocus();
    expect(top).toContainElement(phone);
  });

  it('closes the top modal on a click on its overlay', () => {
    openBoth();
    const overlays = screen.getAllByTestId('modal-overlay');
    expect(overlays).toHaveLength(2);
    fireEvent.mouseDown(overlays[1]!);
    expect(screen.queryByRole('dialog', { name: 'Verification' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Cashbox' })).toBeInTheDocument();
  });
});

describe('modals opened from code', () => {
  beforeEach(() => {
    pathname = '/';
  });

  it('shows a confirm with the default buttons Buy and Cancel, runs the confirm once and closes', async () => {
    renderRu(<ModalHost />);
    const onConfirm = jest.fn();
    const onClose = jest.fn();
    act(() => void openModal({ kind: 'confirm', title: 'Buy the gift?', body: 'It costs 10 compoints.', onConfirm, onClose }));
    const dialog = await screen.findByRole('dialog', { name: 'Buy the gift?' });
    expect(dialog).toHaveTextContent('It costs 10 compoints.');
    expect(within(dialog).getByRole('button', { name: 'Отмена' })).toBeInTheDocument();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Купить' })));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows an error with its title, body and action title, and a bottom select', async () => {
    renderRu(<ModalHost />);
    const onAction = jest.fn();
    act(() => void openModal({ kind: 'error', title: 'Chat unavailable', body: 'Maintenance until 14:00.', actionTitle: 'Understood', onAction }));
    const error = await screen.findByRole('dialog', { name: 'Chat unavailable' });
    expect(error).toHaveTextContent('Maintenance until 14:00.');
    fireEvent.click(within(error).getByRole('button', { name: 'Understood' }));
    expect(onAction).toHaveBeenCalledTimes(1);

    const onSelect = jest.fn();
    act(() => void openModal({ kind: 'select', title: 'Currency', options: [{ value: 'RUB', label: 'Rubles' }, { value: 'USD', label: 'Dollars' }], selected: 'RUB', onSelect }));
    const select = await screen.findByRole('dialog', { name: 'Currency' });
    expect(within(select).getByRole('button', { name: 'Rubles' })).toHaveAttribute('aria-current', 'true');
    fireEvent.click(within(select).getByRole('button', { name: 'Dollars' }));
    expect(onSelect).toHaveBeenCalledWith('USD');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stacks modals from code, Escape closes the top one, and a route change closes them all', async () => {
    const { rerender } = renderRu(<ModalHost />);
    const onClose = jest.fn();
    act(() => void openModal({ kind: 'close', title: 'First', onClose }));
    act(() => void openModal({ kind: 'custom', title: 'Second', render: (close) => <button onClick={close}>done</button> }));
    act(() => void openModal({ kind: 'alert', title: 'Third', body: 'Fill in your name' }));
    expect(await screen.findByRole('dialog', { name: 'Third' })).toBeInTheDocument();
    expect(within(screen.getByRole('dialog', { name: 'Third' })).getByRole('link', { name: 'Перейти в профиль' })).toHaveAttribute('href', '/profile/info');
    escape();
    expect(screen.queryByRole('dialog', { name: 'Third' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Second' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'First' })).toBeNull(); // under the top one

    pathname = '/games/slots';
    rerender(<ModalHost />);
    expect(screen.queryAllByRole('dialog', { hidden: true })).toHaveLength(0);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('counts a modal as open from the moment it is asked for, before any host shows it (what the promo popup waits on)', () => {
    expect(dialogOpenOrOpening()).toBe(false);
    const id = openModal({ kind: 'close', title: 'Winners' });
    // No host is rendered: nothing is on screen yet, and still the popup must not take the stage.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(dialogOpenOrOpening()).toBe(true);
    closeModal(id);
    expect(dialogOpenOrOpening()).toBe(false);
  });

  it('counts a route\'s own dialog on screen as open', () => {
    renderRu(<Modal open onClose={() => undefined} title="Cashbox" closeLabel="close">body</Modal>);
    expect(dialogOpenOrOpening()).toBe(true);
  });
});
