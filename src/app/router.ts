import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from '@/routeTree.gen';
import { NotFoundComponent, RouteErrorComponent } from './route-fallbacks';
import { createRouterContext } from './router-context';

/** The router coordinates, Query decides freshness (DESIGN §4, STYLE rule 5). */
export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: createRouterContext(queryClient),
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteErrorComponent,
    defaultNotFoundComponent: NotFoundComponent,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
