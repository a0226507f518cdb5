import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Account } from '@/contract/account';
import { CALL_FORWARDING_FEATURE } from '@/contract/settings';
import { ForwardingRow } from './forwarding-row';
import { SettingsCard } from './settings-card';

/** Call forwarding per phone number (billing-account §4): behind the account feature ALLOW_CALL_FORWARDING. */
export function CallForwardingCard({ account }: { account: Account }) {
  const { t } = useTranslation('settings');
  const allowed = account.accountFeatures.some((f) => f.featureKey === CALL_FORWARDING_FEATURE && f.status === 'ENABLED');
  const numbers = account.phoneNumbers.filter((p) => p.status === 'ACTIVE');
  return (
    <SettingsCard id="settings-forwarding" title={t('forwarding.heading')} text={t('forwarding.text')}>
      {!allowed ? (
        <Text role="status">{t('forwarding.featureOff')}</Text>
      ) : numbers.length === 0 ? (
        <Text role="status">{t('forwarding.noNumbers')}</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap={4}>
          {numbers.map((phone) => (
            <ForwardingRow key={phone.phoneNumberId} phone={phone} />
          ))}
        </Stack>
      )}
    </SettingsCard>
  );
}
