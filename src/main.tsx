import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from '@/app/providers';
import { queryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { startSession } from '@/app/session/session';

/** What the portal needs from the browser; old browsers get the plain notice (spec core §1). */
function browserIsSupported(): boolean {
  const w = window as unknown as Record<string, unknown>;
  return ['fetch', 'Promise', 'WebSocket', 'IntersectionObserver', 'ResizeObserver', 'URLSearchParams', 'AbortController']
    .every((feature) => typeof w[feature] === 'function') && typeof w['customElements'] !== 'undefined';
}

const root = document.getElementById('root');
if (root) {
  if (!browserIsSupported()) {
    void import('@/app/unsupported-notice').then((notice) => notice.renderUnsupported(root));
  } else {
    const router = createAppRouter(queryClient);
    void startSession({ queryClient });
    createRoot(root).render(
      <StrictMode>
        <Providers queryClient={queryClient}>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  }
}
