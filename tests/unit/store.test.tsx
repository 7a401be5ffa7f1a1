import { act, render, screen } from '@testing-library/react';
import { createStore, useStore } from '@/lib/client/store';

describe('createStore', () => {
  it('tells its subscribers about a new value, not about the same one again', () => {
    const store = createStore<{ n: number } | null>(null);
    const seen: unknown[] = [];
    const off = store.subscribe(() => seen.push(store.get()));
    const one = { n: 1 };
    store.set(one);
    store.set(one);
    store.set(null);
    off();
    store.set({ n: 2 });
    expect(seen).toEqual([one, null]);
    expect(store.get()).toEqual({ n: 2 });
    expect(store.initial).toBeNull();
  });

  it('re-renders a component that uses it', () => {
    const store = createStore('first');
    function Shown() {
      return <p>{useStore(store)}</p>;
    }
    render(<Shown />);
    expect(screen.getByText('first')).toBeInTheDocument();
    act(() => store.set('second'));
    expect(screen.getByText('second')).toBeInTheDocument();
  });
});
