import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { env } from '@/lib/env';
import './sign-in-i18n';

/** Migration view 3: the steps with Download iOS App, Download Android App and Web Portal. */
export function MigrateComplete() {
  const { t } = useTranslation('sign-in');
  return (
    <Stack gap={4}>
      <Text role="status">{t('migrate.completeIntro')}</Text>
      <Stack as="ol" gap={4} ps={5} listStyleType="decimal">
        <li>
          <Text mb={2}>{t('migrate.stepApp')}</Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap={2}>
            <Button asChild variant="outline">
              <Link href={env.iosAppUrl} target="_blank" rel="noopener noreferrer">{t('migrate.ios')}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link href={env.androidAppUrl} target="_blank" rel="noopener noreferrer">{t('migrate.android')}</Link>
            </Button>
          </Stack>
        </li>
        <li>
          <Text mb={2}>{t('migrate.stepWeb')}</Text>
          <Button colorPalette="brand" asChild>
            <Link href={`${window.location.origin}/`}>{t('migrate.web')}</Link>
          </Button>
        </li>
      </Stack>
    </Stack>
  );
}
