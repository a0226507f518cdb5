import { useEffect } from 'react';
import { selectCallLive, usePhoneStore } from '@/stores/phone-store';

/** Asks the browser to confirm leaving: a reload or a closed tab would drop the call without a word. */
function warnBeforeLeaving(event: BeforeUnloadEvent): void {
  event.preventDefault();
  // Browsers before the standard (Chrome and Edge before 119) ask only when returnValue is truthy.
  event.returnValue = true;
}

/**
 * While a call is under way, leaving the page (reload, close, typing an address) asks first; the
 * browser shows its own words. The listener is there only during a call: an idle page leaves
 * freely, and the page stays eligible for the back-forward cache.
 */
export function useCallLeaveWarning(): void {
  const live = usePhoneStore(selectCallLive);
  useEffect(() => {
    if (!live) return;
    window.addEventListener('beforeunload', warnBeforeLeaving);
    return () => window.removeEventListener('beforeunload', warnBeforeLeaving);
  }, [live]);
}
