import { Button, IconButton, Link as ChakraLink } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { CircleAlert, CircleHelp, Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { env } from '@/lib/env';
import { DRAWER_ICON_SIZE, drawerRowStyle } from './drawer-row';

/** The red past-due balance button: /billing on the past-due account's oldest overdue invoice. */
export function PastDueButton({ compact = false, accountId }: { compact?: boolean; accountId?: number | undefined }) {
  const { t } = useTranslation('shell');
  return (
    <Button asChild colorPalette="red" size="sm" px={compact ? 2 : 3} aria-label={compact ? t('topBar.pastDueLabel') : undefined}>
      <RouterLink to="/billing" search={accountId ? { tab: 1, account: accountId, due: 1 } : {}}>
        <CircleAlert size={16} aria-hidden />
        {compact ? null : t('topBar.pastDue')}
      </RouterLink>
    </Button>
  );
}

/** 'Refer and Save' (core §2, on the dashboard): a button in the top bar, a row in the phone's drawer (compact). */
export function ReferAndSaveButton({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('shell');
  if (compact) {
    return (
      <ChakraLink href={env.referUrl} target="_blank" rel="noopener noreferrer" {...drawerRowStyle}>
        <Gift size={DRAWER_ICON_SIZE} aria-hidden />
        {t('topBar.referAndSave')}
      </ChakraLink>
    );
  }
  return (
    <Button asChild variant="outline" colorPalette="brand" size="sm">
      <a href={env.referUrl} target="_blank" rel="noopener noreferrer">
        <Gift size={16} aria-hidden />
        {t('topBar.referAndSave')}
      </a>
    </Button>
  );
}

export function HelpCenterLink({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('shell');
  const label = `${t('topBar.helpCenter')} ${t('topBar.opensInNewTab')}`;
  if (compact) {
    return (
      <ChakraLink href={env.helpCenterUrl} target="_blank" rel="noopener noreferrer" {...drawerRowStyle}>
        <CircleHelp size={DRAWER_ICON_SIZE} aria-hidden />
        {t('topBar.helpCenter')}
      </ChakraLink>
    );
  }
  return (
    <IconButton asChild variant="ghost" aria-label={label} title={t('topBar.helpCenter')}>
      <a href={env.helpCenterUrl} target="_blank" rel="noopener noreferrer">
        <CircleHelp size={20} />
      </a>
    </IconButton>
  );
}
