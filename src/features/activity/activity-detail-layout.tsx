import { Badge, Box, DataList, Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A titled part of the detail body (message, form, transcript…). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title}>
      <Heading as="h3" size="sm" mb={1}>
        {title}
      </Heading>
      {children}
    </Box>
  );
}

export type Fact = [label: string, value: ReactNode];

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === false || value === '';

/** Label and value pairs; empty values are left out. */
export function Facts({ items }: { items: Fact[] }) {
  const shown = items.filter(([, value]) => !isEmpty(value));
  if (shown.length === 0) return null;
  return (
    <DataList.Root orientation="horizontal" size="sm" gap={2}>
      {shown.map(([label, value]) => (
        <DataList.Item key={label} alignItems="baseline">
          <DataList.ItemLabel minW={{ base: '28', md: '36' }}>{label}</DataList.ItemLabel>
          <DataList.ItemValue minW={0} overflowWrap="anywhere">
            {value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/**
 * The billing line of an item (spec core §9): the Billable tag, or for a call with a task audit
 * record "Hey, this one's on us! You won't be billed for this call." (never both: it is not billed).
 */
export function BillingNote({ billable, onUs }: { billable: boolean; onUs: boolean }) {
  const { t } = useTranslation('activity');
  if (onUs) {
    return (
      <Text color="green.fg" fontWeight="medium">
        {t('detail.onUs')}
      </Text>
    );
  }
  if (!billable) return null;
  return (
    <Flex>
      <Badge colorPalette="brand" variant="subtle">
        {t('detail.billable')}
      </Badge>
    </Flex>
  );
}
