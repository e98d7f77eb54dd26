import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubIntersectionObserver } from '../test/intersection-observer';
import { useProgressiveList } from './use-progressive-list';

const ITEMS = Array.from({ length: 9 }, (_, index) => `Item ${index + 1}`);

function List({ items }: { items: readonly string[] }) {
  const { shown, rest, moreRef } = useProgressiveList(items);
  return (
    <>
      <ul>
        {(shown ?? []).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {rest === 0 ? <p>All in</p> : <div ref={moreRef} data-testid="more" />}
    </>
  );
}

const shownCount = () => screen.queryAllByRole('listitem').length;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useProgressiveList', () => {
  it('shows the first two at once and waits for the reader before the next ones', async () => {
    const viewport = stubIntersectionObserver();
    render(<List items={ITEMS} />);
    expect(shownCount()).toBe(2);
    // The end of the shown items is watched, but far below the view: nothing more joins.
    await waitFor(() => expect(viewport.observed()).toEqual([screen.getByTestId('more')]));
    await act(() => viewport.reported());
    expect(shownCount()).toBe(2);

    act(() => viewport.scrollIntoView());
    await waitFor(() => expect(shownCount()).toBe(4));
    // Still out of range after that batch (the observer says so as it starts again): it waits.
    await waitFor(() => expect(viewport.observed()).toHaveLength(1));
    await act(() => viewport.reported());
    expect(shownCount()).toBe(4);
    expect(screen.queryByText('All in')).not.toBeInTheDocument();
  });

  it('keeps adding batches while the end stays within range, until every item is in', async () => {
    const viewport = stubIntersectionObserver();
    viewport.showing(true);
    render(<List items={ITEMS} />);
    await waitFor(() => expect(shownCount()).toBe(9));
    expect(screen.getByText('All in')).toBeInTheDocument();
    expect(viewport.observed()).toEqual([]);
  });

  it('adds the items of a longer list as the reader nears them, keeping those shown', async () => {
    const viewport = stubIntersectionObserver();
    const view = render(<List items={ITEMS.slice(0, 2)} />);
    expect(screen.getByText('All in')).toBeInTheDocument();
    view.rerender(<List items={ITEMS.slice(0, 5)} />);
    expect(shownCount()).toBe(2);
    act(() => viewport.scrollIntoView());
    await waitFor(() => expect(shownCount()).toBe(4));
    act(() => viewport.scrollIntoView());
    await waitFor(() => expect(screen.getByText('All in')).toBeInTheDocument());
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(ITEMS.slice(0, 5));
  });

  it('without IntersectionObserver, the batches follow one another by themselves', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<List items={ITEMS} />);
    expect(shownCount()).toBe(2);
    await waitFor(() => expect(screen.getByText('All in')).toBeInTheDocument());
    expect(shownCount()).toBe(9);
  });
});
