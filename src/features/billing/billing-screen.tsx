import { Card, Tabs, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';

export type BillingTab = 0 | 1 | 2;
const tabKeys = ['plans', 'invoices', 'payment'] as const;

interface BillingScreenProps {
  tab: BillingTab;
  onTabChange: (tab: BillingTab) => void;
}

/** Billing with its three tabs, chosen by the `tab` search parameter (0 to 2). */
export function BillingScreen({ tab, onTabChange }: BillingScreenProps) {
  const { t } = useTranslation('shell');
  return (
    <>
      <PageHeader title={t('screens.billing.title')} />
      <Card.Root variant="outline" bg="bg.panel">
        <Card.Body>
          <Tabs.Root
            value={tabKeys[tab]}
            onValueChange={(details) => onTabChange(Math.max(0, tabKeys.indexOf(details.value as (typeof tabKeys)[number])) as BillingTab)}
            colorPalette="brand"
          >
            <Tabs.List>
              {tabKeys.map((key) => (
                <Tabs.Trigger key={key} value={key}>
                  {t(`screens.billing.tabs.${key}`)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {tabKeys.map((key) => (
              <Tabs.Content key={key} value={key}>
                <Text color="fg.muted" py={2}>
                  {t('screens.billing.text')}
                </Text>
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </Card.Body>
      </Card.Root>
    </>
  );
}
