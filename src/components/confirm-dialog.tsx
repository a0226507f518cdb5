import { memo, type ReactNode } from 'react';
import { lazyOnFirstOpen } from './lazy-on-first-open';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body: ReactNode;
  /** Defaults to "OK". */
  confirmLabel?: string;
  /** Defaults to "Cancel". */
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Red confirm button for deleting, logging out and similar. */
  destructive?: boolean;
  /** Disables the buttons while the confirmed action runs. */
  pending?: boolean;
}

const loadConfirmDialog = () => import('./confirm-dialog-view').then((m) => ({ default: m.ConfirmDialogView }));

/** A confirmation before an action (Delete, Log out…): its code loads on its first opening. */
export const ConfirmDialog = memo(lazyOnFirstOpen(loadConfirmDialog, (props: ConfirmDialogProps) => props.open));
