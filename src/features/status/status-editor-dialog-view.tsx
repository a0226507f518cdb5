import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/http/error-policy';
import { isPortalError } from '@/api/http/portal-error';
import { statusMutations } from '@/api/status/status.mutations';
import { statusQueries } from '@/api/status/status.queries';
import { useSessionScope } from '@/app/session/session';
import { ErrorState } from '@/components/error-state';
import type { StatusFormValues } from '@/features/status/logic/status-rules';
import { showSnack } from '@/stores/snackbar-store';
import { OverlapDialog } from './overlap-dialog';
import { StatusEditorForm } from './status-editor-form';
import { savesAfterUpdate, toSaveInput } from './status-request';
import { useStatusTexts } from './status-summary';
import type { StatusEditorDialogProps } from './status-editor-dialog';
import './status-i18n';

const formId = 'status-editor-form';

/**
 * The status editor (core §2 Status page, §4, §5): a new status, an edit ("Update Status"), or
 * a new schedule of a saved status. A 409 opens the Schedule Overlap dialog with the server's
 * message; Override re-submits with override set, Edit returns to the form, Cancel closes both.
 * Ticking Save on an existing one-time status saves it after the update (POST …/save).
 */
export function StatusEditorDialogView({ target, onClose }: StatusEditorDialogProps) {
  const { t } = useTranslation('status');
  const scope = useSessionScope();
  const queryClient = useQueryClient();
  const texts = useStatusTexts();
  const lists = useQuery({ ...statusQueries.lists(scope), enabled: target !== null });
  const save = useMutation(statusMutations.save(scope, queryClient));
  const markSaved = useMutation(statusMutations.saveStatus(scope, queryClient));
  const pending = save.isPending || markSaved.isPending;
  const [overlap, setOverlap] = useState<{ message: string; values: StatusFormValues } | null>(null);
  const [canSubmit, setCanSubmit] = useState(false);

  // A double click must not schedule twice (the mutations' pending state reaches React a task late).
  const submitting = useRef(false);
  const submit = async (values: StatusFormValues, override = false) => {
    if (submitting.current) return;
    submitting.current = true;
    try {
      await submitOnce(values, override);
    } finally {
      submitting.current = false;
    }
  };
  const submitOnce = async (values: StatusFormValues, override: boolean) => {
    if (!target || !lists.data) return;
    let status;
    try {
      status = await save.mutateAsync(toSaveInput(target, values, lists.data, override));
    } catch (error) {
      if (isPortalError(error) && error.status === 409) setOverlap({ message: error.message, values });
      else {
        setOverlap(null);
        showSnack({ message: errorMessage(error), tone: 'error' });
      }
      return;
    }
    setOverlap(null);
    if (savesAfterUpdate(target, values)) {
      try {
        await markSaved.mutateAsync(status.statusId);
      } catch {
        return; // the default mutation handler reports it; the update itself went through
      }
    }
    showSnack({ message: t(target.kind === 'edit' ? 'snack.updated' : 'snack.scheduled'), tone: 'success' });
    onClose();
  };

  const title = !target
    ? ''
    : target.kind === 'new'
      ? t('editor.newTitle')
      : target.kind === 'schedule'
        ? t('scheduleDialog.title', { name: texts.name(target.status) })
        : texts.name(target.status);

  return (
    <>
      <Dialog.Root
        lazyMount
        open={target !== null}
        onOpenChange={(d) => {
          if (!d.open) onClose();
        }}
        size={{ base: 'full', md: 'lg' }}
        placement="center"
        scrollBehavior="inside"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content minH={{ base: '100dvh', md: 'auto' }} borderRadius={{ base: '0', md: 'l3' }}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {lists.isError ? (
                  <ErrorState message={errorMessage(lists.error)} onRetry={() => void lists.refetch()} />
                ) : target && lists.data ? (
                  <StatusEditorForm
                    key={target.kind === 'new' ? 'new' : `${target.kind}-${target.status.statusId}-${target.status.scheduleId ?? ''}`}
                    id={formId}
                    target={target}
                    lists={lists.data}
                    onSubmit={(values) => void submit(values)}
                    onValidChange={setCanSubmit}
                  />
                ) : null}
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={pending}>
                  {t('editor.cancel')}
                </Button>
                <Button type="submit" form={formId} colorPalette="brand" disabled={!canSubmit || !lists.data} loading={pending && !overlap}>
                  {target?.kind === 'edit' ? t('editor.update') : t('editor.schedule')}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('editor.close')} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <OverlapDialog
        message={overlap?.message ?? null}
        pending={pending}
        onOverride={() => overlap && void submit(overlap.values, true)}
        onEdit={() => setOverlap(null)}
        onCancel={() => {
          setOverlap(null);
          onClose();
        }}
      />
    </>
  );
}
