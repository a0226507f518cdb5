import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSingleFlightMutation } from '@/api/http/use-single-flight-mutation';
import { integrationsMutations } from '@/api/integrations/integrations.mutations';
import { useSessionScope } from '@/app/session/session';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { TransferLink } from '@/contract/integrations';
import { transferMode } from '@/domain/integrations/transfer-mode';
import { showSnack } from '@/stores/snackbar-store';

/**
 * Automatic Transfers (billing-account §4): enabling adds the one match-all rule, but only once
 * the custom rules are gone, so with custom rules the dialog leads to the rule editor instead;
 * disabling removes the rules. The question is the one the dialog opened with: the server's answer
 * changes the cached link's mode before the list has been read again and the dialog closes, and a
 * dialog that followed it would turn into the opposite question, its button enabled, meanwhile.
 */
export function AutomaticTransfersDialog({ link, onClose, onOpenRules }: { link: TransferLink; onClose: () => void; onOpenRules: () => void }) {
  const { t } = useTranslation('integrations');
  const scope = useSessionScope();
  const queryClient = useQueryClient();
  const enable = useSingleFlightMutation(integrationsMutations.addRules(scope, queryClient));
  const disable = useSingleFlightMutation(integrationsMutations.clearRules(scope, queryClient));
  const [mode] = useState(() => transferMode(link.transferRules));
  const done = (message: string) => () => {
    showSnack({ message, tone: 'success' });
    onClose();
  };
  if (mode === 'custom') {
    return (
      <ConfirmDialog open title={t('automaticDialog.title')} body={t('automaticDialog.customFirst')} confirmLabel={t('automaticDialog.openRules')} onConfirm={onOpenRules} onCancel={onClose} />
    );
  }
  if (mode === 'all') {
    return (
      <ConfirmDialog
        open
        title={t('automaticDialog.title')}
        body={t('automaticDialog.disableText', { name: link.serviceName })}
        confirmLabel={t('automaticDialog.disable')}
        pending={disable.isPending}
        onConfirm={() => disable.mutate(link.transferLinkId, { onSuccess: done(t('automaticDialog.disabled')) })}
        onCancel={onClose}
      />
    );
  }
  return (
    <ConfirmDialog
      open
      title={t('automaticDialog.title')}
      body={t('automaticDialog.enableText', { name: link.serviceName })}
      confirmLabel={t('automaticDialog.enable')}
      pending={enable.isPending}
      onConfirm={() => enable.mutate({ transferLinkId: link.transferLinkId, ruleType: 'all', deny: 'N', values: [] }, { onSuccess: done(t('automaticDialog.enabled')) })}
      onCancel={onClose}
    />
  );
}
