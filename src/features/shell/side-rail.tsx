import { Box, Flex } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '@/lib/env';
import type { MenuItem } from '@/lib/menu';
import { APP_BAR_HEIGHT, DRAWER_WIDTH } from './layout-constants';
import { NavList } from './nav-list';

interface SideRailProps {
  items: MenuItem[];
  pathname: string;
  /** Unread counters by menu path. */
  badges?: Readonly<Record<string, number>> | undefined;
}

/**
 * The 90 px side menu of desktop screens (rendered above md only). Memoised: it re-renders when
 * the menu, the path or the counters change, not with the rest of the shell.
 */
export const SideRail = memo(function SideRail({ items, pathname, badges }: SideRailProps) {
  const { t } = useTranslation('shell');
  return (
    <Box
      as="nav"
      aria-label={t('shell.mainNav')}
      position="fixed"
      top={0}
      left={0}
      bottom={0}
      w={`${DRAWER_WIDTH}px`}
      display={{ base: 'none', md: 'flex' }}
      flexDirection="column"
      bg="bg.panel"
      borderRightWidth="1px"
      borderColor="border"
      zIndex="sticky"
      overflowY="auto"
    >
      <Flex h={`${APP_BAR_HEIGHT}px`} align="center" justify="center" flexShrink={0}>
        <RouterLink to="/" activeOptions={{ exact: true }} aria-label={`${env.productName} – ${t('shell.home')}`}>
          <Flex
            w="40px"
            h="40px"
            rounded="lg"
            bg="brand.solid"
            color="brand.contrast"
            align="center"
            justify="center"
            fontWeight="bold"
            fontSize="lg"
            aria-hidden
          >
            {env.productName.slice(0, 1)}
          </Flex>
        </RouterLink>
      </Flex>
      <Box px={1.5} pb={4}>
        <NavList items={items} pathname={pathname} layout="rail" badges={badges} />
      </Box>
    </Box>
  );
});
