import { act, screen } from '@testing-library/react';
import { useLayoutEffect, useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from './testing-provider';
import { boxHeight, scrollBoxUnlessNew, VirtualList } from './virtual-list';

const rows = Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Row ${i}` }));

/** Row 0 notes how many rows its commit put in the list: the rows of the list's first commit. */
function FirstRow({ name, onMount }: { name: string; onMount: (rowsInDom: number) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => onMount(ref.current!.closest('[role="list"]')!.querySelectorAll('[role="listitem"]').length), [onMount]);
  return (
    <div role="listitem" ref={ref}>
      {name}
    </div>
  );
}

function renderList(onFirstCommit: (rowsInDom: number) => void = () => {}) {
  return renderWithProviders(
    <VirtualList
      rows={rows}
      rowHeight={50}
      rowKey={(r) => r.id}
      renderRow={(r) => (r.id === 0 ? <FirstRow name={r.name} onMount={onFirstCommit} /> : <div role="listitem">{r.name}</div>)}
      label="Things"
      empty={<p>Nothing</p>}
      footer={<p>Footer</p>}
    />,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('boxHeight', () => {
  it('is the window less the page around the list: the phone layout at or below 768px, the desktop one above', () => {
    expect(boxHeight({ innerWidth: 390, innerHeight: 844 })).toBe(844 - 330);
    expect(boxHeight({ innerWidth: 768, innerHeight: 1024 })).toBe(1024 - 330);
    expect(boxHeight({ innerWidth: 1280, innerHeight: 800 })).toBe(800 - 420);
  });

  it('never goes below the box’s minimum height', () => {
    expect(boxHeight({ innerWidth: 1280, innerHeight: 500 })).toBe(300);
  });
});

describe('scrollBoxUnlessNew', () => {
  const instanceOf = (element: HTMLDivElement) =>
    ({ scrollElement: element, options: { horizontal: false } }) as unknown as Parameters<typeof scrollBoxUnlessNew>[2];

  it('skips the first write of the top to a new box, and makes every later one', () => {
    const box = document.createElement('div');
    const scrollTo = vi.fn();
    box.scrollTo = scrollTo;
    scrollBoxUnlessNew(0, {}, instanceOf(box));
    expect(scrollTo).not.toHaveBeenCalled();
    scrollBoxUnlessNew(0, {}, instanceOf(box));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: undefined });
  });

  it('makes a first write that goes anywhere but the top', () => {
    const box = document.createElement('div');
    const scrollTo = vi.fn();
    box.scrollTo = scrollTo;
    scrollBoxUnlessNew(120, {}, instanceOf(box));
    expect(scrollTo).toHaveBeenCalledWith({ top: 120, behavior: undefined });
  });
});

describe('VirtualList', () => {
  it('mounts without reading the box’s size or scrolling it: the browser lays the screen out once, after the commit', async () => {
    const reads = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get');
    // jsdom has no element scrolling: a spy stands in for it.
    const scrolls = vi.fn();
    Object.defineProperty(Element.prototype, 'scrollTo', { value: scrolls, configurable: true, writable: true });
    try {
      renderList();
      expect(await screen.findByText('Row 0')).not.toBeNull();
      expect(reads).not.toHaveBeenCalled();
      expect(scrolls).not.toHaveBeenCalled();
    } finally {
      delete (Element.prototype as Partial<Element>).scrollTo;
    }
  });

  it('renders the rows that fill the box as its CSS sizes it, and follows the size its ResizeObserver reports', async () => {
    let report: () => void = () => {};
    vi.spyOn(window, 'ResizeObserver').mockImplementation(function (this: ResizeObserver, callback: ResizeObserverCallback) {
      report = () => callback([], this);
      return Object.assign(this, { observe: vi.fn(), unobserve: vi.fn(), disconnect: vi.fn() });
    } as unknown as typeof ResizeObserver);
    renderList();
    // jsdom's window is 1024 x 768: the box is 768 - 420 = 348 px, 7 rows of 50 px, and 8 more.
    expect(await screen.findByText('Row 14')).not.toBeNull();
    expect(screen.queryByText('Row 15')).toBeNull();

    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(1000);
    act(() => report());
    expect(await screen.findByText('Row 27')).not.toBeNull();
  });

  it('first commits only the rows in view, then the rows under the fold', async () => {
    const firstCommit = vi.fn();
    renderList(firstCommit);
    // 348 px of box: rows 0-6 in view; the 8 under the fold come in a later commit.
    expect(await screen.findByText('Row 14')).not.toBeNull();
    expect(firstCommit).toHaveBeenCalledOnce();
    expect(firstCommit).toHaveBeenCalledWith(7);
  });
});
