import { lazy, Suspense } from 'react';
import { useSessionStore } from './session-store';
import { shouldAskStayLoggedIn } from './stay-logged-in';

// The dialog (and Chakra's dialog machinery) loads only when the question is actually asked,
// which is once after a fresh login: it stays out of every page's first-load JavaScript.
const StayLoggedInDialog = lazy(() =>
  import('./stay-logged-in-dialog').then((module) => ({ default: module.StayLoggedInDialog })),
);

/** "Stay Logged In?" after a fresh login (spec core §4 Password saving), loaded on demand. */
export function StayLoggedInPrompt() {
  const ask = useSessionStore((s) => shouldAskStayLoggedIn(s));
  if (!ask) return null;
  return (
    <Suspense fallback={null}>
      <StayLoggedInDialog />
    </Suspense>
  );
}
