import { IconButton, Portal, Tooltip } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ActivityControlProps {
  label: string;
  allowed: boolean;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}

/**
 * A row control (read, flag, archive). One the user may not use is greyed and explains why:
 * "You don't have permission to do this." (spec core §4).
 */
export function ActivityControl({ label, allowed, active = false, disabled = false, onClick, children }: ActivityControlProps) {
  const { t } = useTranslation('activity');
  if (!allowed) {
    return (
      <Tooltip.Root openDelay={150}>
        <Tooltip.Trigger asChild>
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={label}
            aria-disabled="true"
            color="fg.subtle"
            opacity={0.45}
            cursor="not-allowed"
            _hover={{ bg: 'transparent' }}
            onClick={(event) => event.preventDefault()}
          >
            {children}
          </IconButton>
        </Tooltip.Trigger>
        <Portal>
          <Tooltip.Positioner>
            <Tooltip.Content>{t('actions.noPermission')}</Tooltip.Content>
          </Tooltip.Positioner>
        </Portal>
      </Tooltip.Root>
    );
  }
  return (
    <IconButton
      size="sm"
      variant="ghost"
      aria-label={label}
      aria-pressed={active}
      color={active ? 'brand.fg' : 'fg.muted'}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </IconButton>
  );
}
