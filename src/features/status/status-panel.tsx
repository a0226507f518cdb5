import { Box, Button, Card, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSingleFlightMutation } from '@/api/http/use-single-flight-mutation';
import { errorMessage } from '@/api/http/error-policy';
import { statusMutations } from '@/api/status/status.mutations';
import { statusQueries } from '@/api/status/status.queries';
import { useSessionScope } from '@/app/session/session';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorState } from '@/components/error-state';
import type { Status } from '@/contract/status';
import { showSnack } from '@/stores/snackbar-store';
import { HoldCallsSwitch } from './hold-calls-switch';
import { StatusEditorDialog } from './status-editor-dialog';
import type { EditorTarget } from './status-request';
import { StatusSummary, useStatusTexts } from './status-summary';
import './status-i18n';


/**
 * The height a current status usually takes (a name, a times line and the summary's lines, which
 * wrap once more on a phone; measured with the demo's current status: 190px at 412px wide, 169px
 * on a desktop): reserved while it loads and kept when it is shorter, so what sits below the
 * panel does not move when it arrives (issue 11: CLS <= 0.02). Only a longer summary can grow it.
 */
const DETAILS_MIN_HEIGHT = { base: '11.875rem', md: '10.5625rem' };

/** The loading state of StatusDetails, line for line. */
function StatusDetailsSkeleton() {
  return (
    <Stack gap={1} aria-hidden>
      <Flex h="7" align="center">
        <Skeleton h="5" w="12rem" maxW="70%" />
      </Flex>
      <Flex h="5" align="center">
        <Skeleton h="3" w="16rem" maxW="85%" />
      </Flex>
      <Stack gap={0.5}>
        {[90, 75, 85, 60, 70].map((width) => (
          <Flex key={width} h="5" align="center">
            <Skeleton h="3" w={`${width}%`} />
          </Flex>
        ))}
      </Stack>
    </Stack>
  );
}

/** One status with its times and what happens to calls. */
export function StatusDetails({ status }: { status: Status }) {
  const texts = useStatusTexts();
  return (
    <Stack gap={1}>
      <Text fontWeight="semibold" fontSize="lg">
        {texts.name(status)}
      </Text>
      <Text fontSize="sm">{texts.times(status.startTime, status.endTime)}</Text>
      <StatusSummary status={status} />
    </Stack>
  );
}

/**
 * 'My current status' with Update and Clear and the hold-calls switch (core §2 Status page,
 * Dashboard status panel). Update edits the active status, or opens a new one when none.
 */
export function StatusPanel({ openEditor }: { openEditor?: (target: EditorTarget) => void }) {
  const { t } = useTranslation('status');
  const scope = useSessionScope();
  const queryClient = useQueryClient();
  const overview = useQuery(statusQueries.overview(scope));
  const clear = useSingleFlightMutation(statusMutations.cancelSchedule(scope, queryClient));
  const [ownTarget, setOwnTarget] = useState<EditorTarget | null>(null);
  const [confirming, setConfirming] = useState(false);
  const current = overview.data?.currentStatus ?? null;
  const edit = (target: EditorTarget) => {
    if (openEditor) return openEditor(target);
    setOwnTarget(target);
  };

  return (
    <Card.Root variant="outline" bg="bg.panel">
      <Card.Header pb={2}>
        <Flex justify="space-between" align="center" gap={2} wrap="wrap">
          <Heading as="h2" size="md">
            {t('current.heading')}
          </Heading>
          <Flex gap={2}>
            <Button
              size="sm"
              colorPalette="brand"
              onClick={() => edit(current ? { kind: 'edit', status: current } : { kind: 'new' })}
              disabled={!overview.data}
            >
              {t('current.update')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => setConfirming(true)}
              disabled={!current}
            >
              {t('current.clear')}
            </Button>
          </Flex>
        </Flex>
      </Card.Header>
      <Card.Body pt={2}>
        <Stack gap={4}>
          <Box minH={DETAILS_MIN_HEIGHT} aria-busy={overview.isPending}>
            {overview.isPending ? (
              <StatusDetailsSkeleton />
            ) : overview.isError ? (
              <ErrorState title={t('loadError')} message={errorMessage(overview.error)} onRetry={() => void overview.refetch()} />
            ) : current ? (
              <StatusDetails status={current} />
            ) : (
              <Text color="fg.muted">{t('current.none')}</Text>
            )}
          </Box>
          <HoldCallsSwitch />
        </Stack>
      </Card.Body>
      {/* The dialogs' code loads on their first opening (lazyOnFirstOpen): the panel is on the dashboard. */}
      {openEditor ? null : <StatusEditorDialog target={ownTarget} onClose={() => setOwnTarget(null)} />}
      <ConfirmDialog
        open={confirming}
        title={t('confirm.clearTitle')}
        body={t('confirm.clearBody')}
        confirmLabel={t('confirm.clear')}
        destructive
        pending={clear.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          if (!current?.scheduleId) return setConfirming(false);
          clear.mutate(
            { statusId: current.statusId, scheduleId: current.scheduleId },
            {
              onSuccess: () => showSnack({ message: t('snack.cleared'), tone: 'success' }),
              onSettled: () => setConfirming(false),
            },
          );
        }}
      />
    </Card.Root>
  );
}
