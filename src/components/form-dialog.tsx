import type { FormEvent, ReactNode } from 'react';
import { lazyWhileShown } from './lazy-on-first-open';

export interface FormDialogProps {
  title: string;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  /** The save is running: the dialog stays open and its buttons wait. */
  pending: boolean;
  submitLabel: string;
  submitDisabled: boolean;
  cancelLabel: string;
  closeLabel: string;
  /** A problem with the whole form (duplicate, server error), shown under the fields. */
  problem: string | null;
  /** The fields. */
  children: ReactNode;
}

const loadFormDialog = () => import('./form-dialog-view').then((m) => ({ default: m.FormDialogView }));

/**
 * A small form in a dialog (full screen on a phone): fields, a problem line, Cancel and submit.
 * Mount it only while open. Its code (zag's dialog) loads when the page is idle or when first
 * shown: the screens that hold one (VIP, Blocked, Profile, Billing…) do not carry it on their
 * first load (issue 11). This stand-in sits in the shared `screens` file, so every screen but the
 * dashboard fetches the view (1 KB) when idle; the overlays file it imports comes with each
 * screen's own dialogs' prefetch anyway. The form's own fields and state live in the caller.
 */
export const FormDialog = lazyWhileShown(loadFormDialog);
