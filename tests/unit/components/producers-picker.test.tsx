import { useState } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { ProducersPicker, type PickerItem } from '@/components/producers/producers-picker';
import { renderRu } from './intl';

const names = ['Aurora Reels', 'Lucky Lynx', 'Northwind Gaming', 'Velvet Dice', 'Golden Anvil', 'Neon Orchard', 'Red Lantern Games', 'Blue Comet Play', 'Iron Pine Studios', 'Mirage Forge', 'Crimson Owl', 'Copper Fox Gaming'];
const producers: PickerItem[] = names.map((name, i) => {
  const slug = name.toLowerCase().replace(/ /g, '-');
  return { slug, name, position: i + 1, image: `/generated/producers/${slug}.webp`, playersOnline: 100 - i, href: `/producers/${slug}` };
});

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open picker
      </button>
      <ProducersPicker open={open} onClose={() => setOpen(false)} producers={producers} />
    </>
  );
}

const visibleNames = () => within(screen.getByRole('dialog')).queryAllByRole('link').map((a) => a.textContent);
const search = () => screen.getByRole('searchbox', { name: 'Поиск провайдера' });

describe('producers picker', () => {
  it('shows the top 8 producers first, then the rest alphabetically', () => {
    renderRu(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'Провайдеры' });
    const top = within(dialog).getByRole('heading', { name: 'Популярные' }).parentElement!;
    const rest = within(dialog).getByRole('heading', { name: 'Все провайдеры' }).parentElement!;
    expect(within(top).getAllByRole('link').map((a) => a.textContent)).toEqual(names.slice(0, 8));
    expect(within(rest).getAllByRole('link').map((a) => a.textContent)).toEqual(['Copper Fox Gaming', 'Crimson Owl', 'Iron Pine Studios', 'Mirage Forge']);
    expect(within(rest).getByRole('link', { name: 'Crimson Owl' })).toHaveAttribute('href', '/producers/crimson-owl');
  });

  it('puts the cursor in the search field when it opens', () => {
    renderRu(<Harness />);
    expect(search()).toHaveFocus();
  });

  it('does not filter on 2 letters', () => {
    renderRu(<Harness />);
    fireEvent.change(search(), { target: { value: 'no' } });
    expect(visibleNames()).toHaveLength(names.length);
  });

  it('filters by the beginning of the name from 3 letters, ignoring case', () => {
    renderRu(<Harness />);
    fireEvent.change(search(), { target: { value: 'NoR' } });
    expect(visibleNames()).toEqual(['Northwind Gaming']);
    fireEvent.change(search(), { target: { value: 'cr' } });
    expect(visibleNames()).toHaveLength(names.length);
    fireEvent.change(search(), { target: { value: 'cri' } });
    expect(visibleNames()).toEqual(['Crimson Owl']);
  });

  it('does not find a word in the middle of a name', () => {
    renderRu(<Harness />);
    fireEvent.change(search(), { target: { value: 'gaming' } });
    expect(visibleNames()).toEqual([]);
  });

  it('says so when nothing matches', () => {
    renderRu(<Harness />);
    fireEvent.change(search(), { target: { value: 'zzz' } });
    expect(screen.getByText('Провайдер «zzz» не найден')).toBeInTheDocument();
    expect(visibleNames()).toEqual([]);
  });

  it('closes on Escape and starts with an empty search when opened again', () => {
    renderRu(<Harness />);
    fireEvent.change(search(), { target: { value: 'aur' } });
    act(() => {
      fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'open picker' }));
    expect(search()).toHaveValue('');
    expect(visibleNames()).toHaveLength(names.length);
  });

  it('closes on a click on the overlay and on the close button', () => {
    renderRu(<Harness />);
    fireEvent.mouseDown(screen.getByTestId('modal-overlay'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'open picker' }));
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when a producer is picked', () => {
    renderRu(<Harness />);
    fireEvent.click(screen.getByRole('link', { name: 'Lucky Lynx' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
