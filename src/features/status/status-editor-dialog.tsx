import { lazyOnFirstOpen } from '@/components/lazy-on-first-open';
import type { EditorTarget } from './status-request';

export interface StatusEditorDialogProps {
  target: EditorTarget | null;
  onClose: () => void;
}

const loadStatusEditor = () => import('./status-editor-dialog-view').then((m) => ({ default: m.StatusEditorDialogView }));

/**
 * The status editor (status-editor-dialog-view.tsx): a new status, an edit or a new schedule of a
 * saved status. Its code (the form, its fields, the overlap dialog) loads on its first opening.
 */
export const StatusEditorDialog = lazyOnFirstOpen(loadStatusEditor, (props: StatusEditorDialogProps) => props.target !== null);
