import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from '@/app/providers';
import { queryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';
import { startSession } from '@/app/session/session';
import { i18n } from '@/lib/i18n';

/** What the portal needs from the browser; old browsers get the plain notice (spec core §1). */
function browserIsSupported(): boolean {
  const w = window as unknown as Record<string, unknown>;
  return ['fetch', 'Promise', 'WebSocket', 'IntersectionObserver', 'ResizeObserver', 'URLSearchParams', 'AbortController']
    .every((feature) => typeof w[feature] === 'function') && typeof w['customElements'] !== 'undefined';
}

function renderUnsupported(root: HTMLElement): void {
  const t = (key: 'notice' | 'supported' | 'edge' | 'chrome' | 'firefox') => i18n.t(`common:unsupported.${key}`);
  const notice = document.createElement('p');
  notice.textContent = t('notice');
  const lead = document.createElement('p');
  lead.textContent = t('supported');
  const list = document.createElement('ul');
  for (const name of [t('edge'), t('chrome'), t('firefox')]) {
    const item = document.createElement('li');
    item.textContent = name;
    list.append(item);
  }
  root.replaceChildren(notice, lead, list);
  root.setAttribute('role', 'alert');
  root.style.cssText = 'font-family: system-ui, sans-serif; padding: 24px; max-width: 40rem';
}

const root = document.getElementById('root');
if (root) {
  if (!browserIsSupported()) {
    renderUnsupported(root);
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
