import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { integrationsQueries } from '@/api/integrations/integrations.queries';
import { notCachedYet } from '@/app/route-data';
import { IntegrationsScreen } from '@/features/integrations/integrations-screen';

const searchSchema = z.object({
  /** Set by {api}/transferauth when it sends the browser back. */
  authorization: z.optional(z.catch(z.optional(z.enum(['approved', 'denied'])), undefined)),
  transferLinkId: z.optional(z.catch(z.optional(z.coerce.number()), undefined)),
});

export const Route = createFileRoute('/integrations')({
  validateSearch: searchSchema,
  // Non-blocking: the skeleton reserves the list's space while the links load.
  loader: ({ context }) => {
    const scope = context.sessionScope();
    if (!scope) return;
    const links = integrationsQueries.links(scope);
    if (notCachedYet(context.queryClient, links.queryKey)) void context.queryClient.prefetchQuery(links);
  },
  component: IntegrationsRoute,
});

function IntegrationsRoute() {
  const { authorization } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <IntegrationsScreen authorization={authorization} onAuthorizationSeen={() => void navigate({ search: {}, replace: true })} />;
}
