import { ChakraProvider } from '@chakra-ui/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import i18next, { type i18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import enCommon from '@/locales/en/common.json';
import enShell from '@/locales/en/shell.json';
import { portalSystem } from './ui/system';

/**
 * Test helpers for the shared components and the shell (never imported by app code): the real
 * Chakra system, an English i18n instance and, when a component needs links, a memory router.
 */
export const testI18n: i18n = i18next.createInstance();
void testI18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { common: enCommon, shell: enShell } },
  ns: ['common', 'shell'],
  defaultNS: 'common',
  initAsync: false,
  interpolation: { escapeValue: false },
});

export function TestProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={testI18n}>
      <ChakraProvider value={portalSystem()}>{children}</ChakraProvider>
    </I18nextProvider>
  );
}

export function renderWithProviders(ui: ReactElement) {
  return render(ui, { wrapper: TestProviders });
}

/** Renders `ui` as the root layout of a memory router at `path`; any path renders `ui`. */
export function renderWithRouter(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        {ui}
        <Outlet />
      </>
    ),
  });
  const splat = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => null });
  const index = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => null });
  const router = createRouter({
    routeTree: rootRoute.addChildren([index, splat]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  return { router, ...render(<RouterProvider router={router} />, { wrapper: TestProviders }) };
}
