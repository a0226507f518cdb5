import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { isBillable, receptionistTime, type ActivityMessage } from '@/domain/activity/activity-format';
import { formatDateTime } from '@/lib/dates';
import { FormFields, MessageText } from './activity-detail-content';
import { BillingNote, Facts } from './activity-detail-layout';
import { phoneFact } from '@/components/contact-links';

/** CS and TASK: an assist request to the receptionists, its status and outcome. */
export function AssistBody({ m }: { m: ActivityMessage }) {
  const { t } = useTranslation('activity');
  return (
    <Stack gap={4}>
      <BillingNote billable={isBillable(m)} onUs={false} />
      <Facts
        items={[
          [t('detail.taskUser'), m.taskUser ?? m.sendingUser],
          [t('detail.status'), m.taskStatus],
          [t('detail.agent'), m.taskAgent],
          [t('detail.number'), phoneFact(m.ani)],
          [t('detail.company'), m.accountName],
          [t('detail.taken'), formatDateTime(m.taken)],
          [t('detail.receptionistTime'), isBillable(m) ? receptionistTime(m.billableAgentMinutes) : null],
          [t('detail.outcome'), m.contactDescription],
        ]}
      />
      <MessageText title={t('detail.request')} text={m.request} />
      <MessageText text={m.textContent} />
      <FormFields form={m.formContent} />
    </Stack>
  );
}
