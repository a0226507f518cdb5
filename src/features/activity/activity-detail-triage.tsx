import { Flex, Spinner } from '@chakra-ui/react';
import { Archive, ArchiveRestore, Flag, Mail, MailOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isUnread, type ActivityMessage } from '@/lib/activity-format';
import { itemPermissions } from '@/lib/activity-permissions';
import { ActivityControl } from './activity-control';

export type DetailAction = 'toggleRead' | 'toggleFlag' | 'toggleArchive';

interface DetailTriageProps {
  message: ActivityMessage;
  userId: number;
  onAction: (message: ActivityMessage, action: DetailAction) => void;
}

/**
 * Read, flag and archive inside the detail dialog: the same rules and held changes as the row
 * (controls the user may not use are greyed with "You don't have permission to do this.").
 */
export function DetailTriage({ message: m, userId, onAction }: DetailTriageProps) {
  const { t } = useTranslation('activity');
  const unread = isUnread(m);
  const permissions = itemPermissions(m, userId);
  return (
    <Flex role="group" aria-label={t('detail.triage')} gap={1} align="center" aria-busy={m.held === true}>
      <ActivityControl
        label={unread ? t('actions.markRead') : t('actions.markUnread')}
        allowed={permissions.read}
        active={!unread}
        onClick={() => onAction(m, 'toggleRead')}
      >
        {unread ? <Mail size={16} /> : <MailOpen size={16} />}
      </ActivityControl>
      <ActivityControl
        label={m.followup === 'Y' ? t('actions.unflag') : t('actions.flag')}
        allowed={permissions.followup}
        active={m.followup === 'Y'}
        onClick={() => onAction(m, 'toggleFlag')}
      >
        <Flag size={16} fill={m.followup === 'Y' ? 'currentColor' : 'none'} />
      </ActivityControl>
      <ActivityControl
        label={m.archived === 'Y' ? t('actions.unarchive') : t('actions.archive')}
        allowed={permissions.archive}
        onClick={() => onAction(m, 'toggleArchive')}
      >
        {m.archived === 'Y' ? <ArchiveRestore size={16} /> : <Archive size={16} />}
      </ActivityControl>
      {m.held ? <Spinner size="xs" color="brand.fg" aria-label={t('list.held')} /> : null}
    </Flex>
  );
}
