import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/app/session/session';
import type { Account } from '@/contract/account';
import { GreetingRow } from './greeting-row';
import { SettingsCard } from './settings-card';

/** Voicemail greeting (billing-account §4): the user's own greeting, and the account's recordings (re-recorded by its GLOBALADMIN). */
export function GreetingCard({ account, canRecordAccount }: { account: Account; canRecordAccount: boolean }) {
  const { t } = useTranslation('settings');
  const user = useCurrentUser();
  return (
    <SettingsCard id="settings-greeting" title={t('greeting.heading')} text={t('greeting.text')}>
      <Stack as="ul" listStyleType="none" gap={4}>
        <GreetingRow
          name={t('greeting.personal')}
          recordingUrl={user.greeting?.recordingUrl ?? null}
          duration={user.greeting?.duration ?? 0}
          canRecord
        />
        {account.recordings.map((r) => (
          <GreetingRow
            key={r.recordingId}
            name={r.name}
            recordingUrl={r.recordingUrl}
            duration={r.duration}
            recordingId={r.recordingId}
            canRecord={canRecordAccount}
          />
        ))}
      </Stack>
    </SettingsCard>
  );
}
