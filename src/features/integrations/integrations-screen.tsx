import './integrations-i18n';
import { Box, Button, Stack } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plug, Plus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSingleFlightMutation } from '@/api/http/use-single-flight-mutation';
import { errorMessage } from '@/api/http/error-policy';
import { integrationsMutations } from '@/api/integrations/integrations.mutations';
import { integrationsQueries } from '@/api/integrations/integrations.queries';
import { useCurrentUser, useSessionScope } from '@/app/session/session';
import { AccessDenied } from '@/components/access-denied';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageHeader } from '@/components/page-header';
import type { TransferLink } from '@/contract/integrations';
import { canSeeIntegrations } from '@/lib/roles';
import { showSnack } from '@/stores/snackbar-store';
import { AuthorizeLinkDialog } from './authorize-link-dialog';
import { AutomaticTransfersDialog } from './automatic-transfers-dialog';
import { BackfillDialog } from './backfill-dialog';
import { LinkCard, type LinkAction } from './link-card';
import { linkTitles } from './logic/link-title';
import { NewLinkDialog } from './new-link-dialog';
import { RulesDialog } from './rules-dialog';
import { WebhookDialog } from './webhook-dialog';

/** Where the authorisation page sent the browser back ({api}/transferauth answers). */
export type AuthorizationReturn = 'approved' | 'denied' | undefined;

type Open = { kind: Exclude<LinkAction, 'import' | 'delete'>; linkId: number } | { kind: 'new' } | null;

interface IntegrationsProps {
  authorization?: AuthorizationReturn;
  /** A link whose authorisation page was opened without a session: ask again after the login. */
  authorizeLinkId?: number;
  /** Takes the answer out of the address once it has been shown. */
  onAuthorizationSeen?: () => void;
}

/** Integrations (billing-account §2): the user's service links, their menus and dialogs. */
export function IntegrationsScreen({ authorization, authorizeLinkId, onAuthorizationSeen }: IntegrationsProps) {
  const { t } = useTranslation('integrations');
  const user = useCurrentUser();
  if (!canSeeIntegrations(user)) {
    return (
      <>
        <PageHeader title={t('title')} />
        <AccessDenied variant="default" />
      </>
    );
  }
  return <IntegrationsView authorization={authorization} authorizeLinkId={authorizeLinkId} onAuthorizationSeen={onAuthorizationSeen} />;
}

/** Reserves the list's height while it loads (CLS). */
function LinksSkeleton({ label }: { label: string }) {
  return (
    <Stack gap={3} aria-busy="true" aria-label={label} role="status">
      {[0, 1, 2].map((i) => (
        <Box key={i} h="9.5rem" borderRadius="l3" bg="bg.muted" />
      ))}
    </Stack>
  );
}

function IntegrationsView({ authorization, authorizeLinkId, onAuthorizationSeen }: IntegrationsProps) {
  const { t } = useTranslation('integrations');
  const scope = useSessionScope();
  const queryClient = useQueryClient();
  const data = useQuery(integrationsQueries.links(scope));
  const remove = useSingleFlightMutation(integrationsMutations.remove(scope, queryClient));
  const importContacts = useSingleFlightMutation(integrationsMutations.importContacts(scope, queryClient));
  const [open, setOpen] = useState<Open>(null);
  // The link being deleted, held from the question on: the answer takes it out of the cached list
  // a round trip before the list is read again and the confirmation closes, and a confirmation
  // that looked it up there closed early, lost the name and then closed whatever came next.
  const [deleting, setDeleting] = useState<TransferLink | null>(null);

  useEffect(() => {
    if (!authorization) return;
    showSnack(authorization === 'approved' ? { message: t('authorizeDialog.approved'), tone: 'success' } : { message: t('authorizeDialog.denied'), tone: 'error' });
    onAuthorizationSeen?.();
  }, [authorization, onAuthorizationSeen, t]);

  // {api}/transferauth reads the portal's session cookie, which only the portal sets once a login
  // has finished (its gates included): a browser without one is sent through the login to here,
  // and the link's Authorize Link dialog asks again, its Continue now carrying the session.
  useEffect(() => {
    if (authorizeLinkId === undefined || !data.data) return;
    if (data.data.links.some((l) => l.transferLinkId === authorizeLinkId)) setOpen({ kind: 'authorize', linkId: authorizeLinkId });
    onAuthorizationSeen?.();
  }, [authorizeLinkId, data.data, onAuthorizationSeen]);

  const links = useMemo(() => data.data?.links ?? [], [data.data]);
  const titles = useMemo(() => linkTitles(links), [links]);
  const link = open && open.kind !== 'new' ? links.find((l) => l.transferLinkId === open.linkId) : undefined;
  const close = () => setOpen(null);

  const onAction = (action: LinkAction, target: TransferLink) => {
    if (action === 'import') {
      importContacts.mutate(target.transferLinkId, { onSuccess: () => showSnack({ message: t('imported'), tone: 'success' }) });
      return;
    }
    if (action === 'delete') {
      setDeleting(target);
      return;
    }
    setOpen({ kind: action, linkId: target.transferLinkId });
  };

  const newButton = (
    <Button colorPalette="brand" onClick={() => setOpen({ kind: 'new' })}>
      <Plus size={16} aria-hidden />
      {t('newLink')}
    </Button>
  );

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} actions={newButton} />
      <Box maxW="4xl">
        {data.isPending ? (
          <LinksSkeleton label={t('loading')} />
        ) : data.isError ? (
          <ErrorState message={errorMessage(data.error)} onRetry={() => void data.refetch()} />
        ) : links.length === 0 ? (
          <EmptyState icon={<Plug size={28} />} title={t('empty')} description={t('emptyText')} />
        ) : (
          <Stack as="ul" gap={3} listStyleType="none" m={0} p={0} aria-label={t('title')}>
            {links.map((l) => (
              <LinkCard key={l.transferLinkId} link={l} title={titles.get(l.transferLinkId)!} onAction={onAction} />
            ))}
          </Stack>
        )}
      </Box>
      {open?.kind === 'new' ? (
        <NewLinkDialog
          onClose={close}
          onCreated={(created) => setOpen(created.settingUp === 'Y' ? { kind: 'authorize', linkId: created.transferLinkId } : null)}
        />
      ) : null}
      {link && open?.kind === 'authorize' ? <AuthorizeLinkDialog link={link} onClose={close} /> : null}
      {link && open?.kind === 'automatic' ? (
        <AutomaticTransfersDialog link={link} onClose={close} onOpenRules={() => setOpen({ kind: 'rules', linkId: link.transferLinkId })} />
      ) : null}
      {link && open?.kind === 'rules' ? <RulesDialog link={link} targets={data.data?.ruleTargets ?? []} onClose={close} /> : null}
      {link && open?.kind === 'backfill' ? <BackfillDialog link={link} onClose={close} /> : null}
      {link && open?.kind === 'webhook' ? <WebhookDialog link={link} onClose={close} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('deleteDialog.title')}
        body={t('deleteDialog.text', { name: deleting ? (titles.get(deleting.transferLinkId) ?? deleting.serviceName) : '' })}
        confirmLabel={t('deleteDialog.confirm')}
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.transferLinkId, {
            onSuccess: () => {
              showSnack({ message: t('deleteDialog.deleted'), tone: 'success' });
              setDeleting(null);
            },
          })
        }
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
