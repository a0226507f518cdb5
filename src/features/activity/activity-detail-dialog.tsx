import { memo, type ReactNode } from 'react';
import { lazyOnFirstOpen } from '@/components/lazy-on-first-open';
import type { ActivityMessage } from '@/domain/activity/activity-format';
import type { RenderContactLink } from '@/components/contact-links';
import type { DetailAction } from './activity-detail-triage';

export interface ActivityDetailDialogProps {
  message: ActivityMessage | null;
  /** The signed-in user (who may change what: spec core §4). */
  userId: number;
  onAction: (message: ActivityMessage, action: DetailAction) => void;
  onClose: () => void;
  /** Renders numbers and emails (the route passes the contact-link menu); plain text without. */
  renderContactLink?: RenderContactLink;
  /** Extra actions for the message (the route passes Transfer to a link); none without. */
  renderActions?: (message: ActivityMessage) => ReactNode;
}

const loadDetailDialog = () => import('./activity-detail-dialog-view').then((m) => ({ default: m.ActivityDetailDialogView }));

/**
 * The activity detail dialog (spec core §2): centred, close button, type icon, triage, body by
 * type. Its code (the bodies, the voicemail player, zag's dialog) loads on its first opening, and
 * it stays mounted after so that it animates out (issue 11: not on the list's first load).
 */
export const ActivityDetailDialog = memo(lazyOnFirstOpen(loadDetailDialog, (props: ActivityDetailDialogProps) => props.message !== null));
