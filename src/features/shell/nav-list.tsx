import { Box, Link as ChakraLink, Text } from '@chakra-ui/react';
import { UnreadBubble } from './unread-badge';
import { Link as RouterLink, type LinkProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '@/lib/menu';
import { DRAWER_ICON_SIZE, drawerRowStyle } from './drawer-row';
import { currentEntry } from './is-active-path';
import { menuIcons } from './menu-icons';

interface NavListProps {
  items: MenuItem[];
  pathname: string;
  /** 'rail': icon over label in the 90 px drawer; 'row': icon beside label (mobile drawer). */
  layout: 'rail' | 'row';
  onNavigate?: () => void;
  /** Unread counters by item path (e.g. '/activity'); zero or missing shows no badge. */
  badges?: Readonly<Record<string, number>>;
}

export function NavList({ items, pathname, layout, onNavigate, badges }: NavListProps) {
  const { t } = useTranslation('shell');
  const rail = layout === 'rail';
  const current = currentEntry(items, pathname);
  return (
    <Box as="ul" listStyleType="none" display="flex" flexDirection="column" gap={rail ? 1 : 0.5}>
      {items.map((item) => {
        const Icon = menuIcons[item.icon];
        const active = current?.to === item.to;
        const unread = badges?.[item.to] ?? 0;
        return (
          <li key={item.to}>
            <ChakraLink
              asChild
              {...(rail
                ? { display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 1, w: 'full', minH: '64px', px: 1, py: 2, rounded: 'md', textDecoration: 'none' }
                : drawerRowStyle)}
              color={active ? 'brand.fg' : 'fg.muted'}
              bg={active ? 'brand.subtle' : 'transparent'}
              fontWeight={active ? 'semibold' : 'medium'}
              _hover={{ bg: active ? 'brand.muted' : 'bg.muted', color: active ? 'brand.fg' : 'fg', textDecoration: 'none' }}
              focusRingColor="brand.focusRing"
            >
              <RouterLink
                to={item.to as LinkProps['to']}
                aria-current={active ? current.current : undefined}
                aria-label={unread > 0 ? t('shell.unreadLabel', { label: t(item.labelKey), count: unread }) : undefined}
                activeOptions={{ exact: item.to === '/' }}
                onClick={onNavigate}
              >
                <Box as="span" position="relative" display="inline-flex">
                  <Icon size={rail ? 22 : DRAWER_ICON_SIZE} aria-hidden />
                  {rail ? <UnreadBubble count={unread} placement="icon" /> : null}
                </Box>
                <Text
                  as="span"
                  fontSize={rail ? '11px' : 'sm'}
                  lineHeight="short"
                  textAlign={rail ? 'center' : 'start'}
                  wordBreak="break-word"
                >
                  {t(item.labelKey)}
                </Text>
                {rail ? null : <UnreadBubble count={unread} placement="row" />}
              </RouterLink>
            </ChakraLink>
          </li>
        );
      })}
    </Box>
  );
}
