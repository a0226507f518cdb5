// The DOM APIs jsdom does not implement, for every client test (src/testing/setup.ts).

/** Whether a media query of min-width / max-width conditions (px, or rem/em of 16px) holds at a window width. */
function widthQueryMatches(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)(px|r?em)\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, side, size, unit]) => {
    const px = Number(size) * (unit === 'px' ? 1 : 16);
    return side === 'min' ? width >= px : width <= px;
  });
}

/** What jsdom lacks and Chakra, Ark and the virtual lists call. */
export function installDomShims(): void {
  if (typeof window === 'undefined') return;
  if (!window.matchMedia) {
    // Width queries are answered from window.innerWidth (jsdom: 1024, the desktop layout); a test
    // of the phone layout sets a narrower width before it renders.
    window.matchMedia = (query: string) =>
      ({
        matches: widthQueryMatches(query, window.innerWidth),
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (!('ResizeObserver' in window)) {
    class ResizeObserverShim {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.assign(window, { ResizeObserver: ResizeObserverShim });
  }
  if (!window.scrollTo || String(window.scrollTo).includes('not implemented')) {
    window.scrollTo = () => {};
  }
  Element.prototype.scrollIntoView ??= () => {};
}
