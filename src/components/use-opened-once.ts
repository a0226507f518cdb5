import { useState } from 'react';

/**
 * Whether a dialog has been open (or a tab's panel shown) at least once. A screen that keeps a dialog mounted while it is
 * closed (so that it animates out and gives the focus back) mounts it on its first opening, not
 * with the page: a closed `Dialog.Root` still starts its zag machines (the dialog's, and one per
 * presence) in layout effects, and their first state flush also flushes the page's pending
 * updates synchronously while the screen loads (issue 11, docs/performance.md).
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Derived from the props during render (React's "storing information from previous renders").
  if (open && !opened) setOpened(true);
  return opened || open;
}
