import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { integrationsQueries } from '@/api/integrations/integrations.queries';
import { sessionQueries } from '@/api/session/session.queries';
import { notCachedYet } from '@/app/route-data';
import { IntegrationsScreen } from '@/features/integrations/integrations-screen';
import { canSeeIntegrations } from '@/lib/roles';

const searchSchema = z.object({
  /** Set by {api}/transferauth when it sends the browser back. */
  authorization: z.optional(z.catch(z.optional(z.enum(['approved', 'denied'])), undefined)),
  transferLinkId: z.optional(z.catch(z.optional(z.coerce.number()), undefined)),
  /** Set by {api}/transferauth for a browser without a session: the link to authorise after the login. */
  authorize: z.optional(z.catch(z.optional(z.coerce.number()), undefined)),
});

export const Route = createFileRoute('/integrations')({
  validateSearch: searchSchema,
  // Non-blocking: the skeleton reserves the list's space while the links load. Only for a user
  // who may see the page (anyone else would get a 403): the cached user decides at once, a user
  // still loading once /api/me answers (the same request the shell waits for).
  loader: ({ context }) => {
    const scope = context.sessionScope();
    if (!scope) return;
    const { queryClient } = context;
    const links = integrationsQueries.links(scope);
    if (!notCachedYet(queryClient, links.queryKey)) return;
    void queryClient
      .ensureQueryData(sessionQueries.me(scope))
      .then((user) => (canSeeIntegrations(user) && notCachedYet(queryClient, links.queryKey) ? queryClient.prefetchQuery(links) : undefined))
      .catch(() => undefined);
  },
  component: IntegrationsRoute,
});

function IntegrationsRoute() {
  const { authorization, authorize } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <IntegrationsScreen authorization={authorization} authorizeLinkId={authorize} onAuthorizationSeen={() => void navigate({ search: {}, replace: true })} />
  );
}
