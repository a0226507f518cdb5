import { Archive, ArchiveRestore, Flag, Mail, MailOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { DeniedButton } from './denied-button';
import { listRowClass } from './list-row.styles';

const triageButtonClass = `${listRowClass.iconButton} ${listRowClass.triage}`;

interface TriageControlProps {
  label: string;
  allowed: boolean;
  /** Why a control the user may not use is greyed ("You don't have permission to do this."). */
  deniedReason: string;
  active?: boolean;
  onClick: () => void;
  children: ReactNode;
}

/**
 * One read / flag / archive icon button; one the user may not use is greyed and explains why (spec
 * core §4). A plain button with the class of Chakra's ghost IconButton (list-row.styles.ts): every
 * list row has three.
 */
export function TriageControl({ label, allowed, deniedReason, active = false, onClick, children }: TriageControlProps) {
  if (!allowed) {
    return (
      <DeniedButton className={triageButtonClass} label={label} reason={deniedReason}>
        {children}
      </DeniedButton>
    );
  }
  return (
    <button type="button" className={triageButtonClass} aria-label={label} aria-pressed={active} onClick={onClick}>
      {children}
    </button>
  );
}

export type TriageAction = 'toggleRead' | 'toggleFlag' | 'toggleArchive';

export type TriageLabels = Record<'markRead' | 'markUnread' | 'flag' | 'unflag' | 'archive' | 'unarchive', string> & {
  /** Needed only when a control may be denied. */
  noPermission?: string;
};

/** The translation keys every list namespace (activity, chat) has for the buttons' labels. */
export type TriageKey = `actions.${'markRead' | 'markUnread' | 'flag' | 'unflag' | 'archive' | 'unarchive'}`;

/** The buttons' labels from a list namespace's translations (and why a control is denied, where one can be). */
export function triageLabels(t: (key: TriageKey) => string, noPermission?: string): TriageLabels {
  return {
    markRead: t('actions.markRead'),
    markUnread: t('actions.markUnread'),
    flag: t('actions.flag'),
    unflag: t('actions.unflag'),
    archive: t('actions.archive'),
    unarchive: t('actions.unarchive'),
    noPermission,
  };
}

interface TriageControlsProps {
  unread: boolean;
  flagged: boolean;
  archived: boolean;
  /** Which controls the user may use (all, when left out). */
  allowed?: { read: boolean; followup: boolean; archive: boolean };
  labels: TriageLabels;
  onAction: (action: TriageAction) => void;
}

const ALL_ALLOWED = { read: true, followup: true, archive: true };

/** The three triage icon buttons of a list row or a detail dialog: read / unread, flag / unflag, archive / unarchive. */
export function TriageControls({ unread, flagged, archived, allowed = ALL_ALLOWED, labels, onAction }: TriageControlsProps) {
  return (
    <>
      <TriageControl
        label={unread ? labels.markRead : labels.markUnread}
        allowed={allowed.read}
        deniedReason={labels.noPermission ?? ''}
        active={!unread}
        onClick={() => onAction('toggleRead')}
      >
        {unread ? <Mail size={16} /> : <MailOpen size={16} />}
      </TriageControl>
      <TriageControl
        label={flagged ? labels.unflag : labels.flag}
        allowed={allowed.followup}
        deniedReason={labels.noPermission ?? ''}
        active={flagged}
        onClick={() => onAction('toggleFlag')}
      >
        <Flag size={16} fill={flagged ? 'currentColor' : 'none'} />
      </TriageControl>
      <TriageControl
        label={archived ? labels.unarchive : labels.archive}
        allowed={allowed.archive}
        deniedReason={labels.noPermission ?? ''}
        onClick={() => onAction('toggleArchive')}
      >
        {archived ? <ArchiveRestore size={16} /> : <Archive size={16} />}
      </TriageControl>
    </>
  );
}
