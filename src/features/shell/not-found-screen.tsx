import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';

/** The fallback screen for any unknown path. */
export function NotFoundScreen() {
  const { t } = useTranslation('shell');
  return (
    <>
      <PageHeader title={t('notFound.title')} />
      <EmptyState
        icon={<SearchX size={28} />}
        title={t('notFound.title')}
        description={t('notFound.text')}
        action={
          <Button asChild colorPalette="brand">
            <RouterLink to="/">{t('notFound.home')}</RouterLink>
          </Button>
        }
      />
    </>
  );
}
