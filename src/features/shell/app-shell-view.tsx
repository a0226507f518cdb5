import { Box, Flex, Heading, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyOverlay } from '@/components/busy-overlay';
import { SnackbarHost } from '@/components/snackbar-host';
import type { User } from '@/contract/session';
import { env } from '@/lib/env';
import { mainMenu, secondaryMenu, secondaryMenuPaths } from '@/lib/menu';
import { isPastDue } from '@/lib/roles';
import { usePageTitleStore } from '@/stores/page-title-store';
import { AgentBanner } from './agent-banner';
import { isActivePath } from './is-active-path';
import { AGENT_APP_BAR_HEIGHT, APP_BAR_HEIGHT, DRAWER_WIDTH } from './layout-constants';
import { AssistButton, MobileNav, PhoneToggle, UserMenu } from './lazy-widgets';
import { NavList } from './nav-list';
import { RealtimeIndicator, type RealtimeStatus } from './realtime-indicator';
import { SubNav } from './sub-nav';
import { HelpCenterLink, PastDueButton, ReferAndSaveButton } from './top-bar-actions';

export interface AppShellViewProps {
  user: User;
  /** This tab runs an agent (impersonation) session. */
  agentSession: boolean;
  realtimeStatus: RealtimeStatus;
  pathname: string;
  onLogout: () => void;
  /** Unread counters by menu path ('/activity', '/chat-activity'). */
  unread?: Readonly<Record<string, number>>;
  children: ReactNode;
}

/** The signed-in layout: 90 px side menu, 64 px (104 px agent) top bar, content. */
export function AppShellView({ user, agentSession, realtimeStatus, pathname, onLogout, unread, children }: AppShellViewProps) {
  const { t } = useTranslation('shell');
  const title = usePageTitleStore((state) => state.title);
  const items = mainMenu(user);
  const secondaryItems = secondaryMenu(user);
  const onSecondaryPage = secondaryMenuPaths.some((path) => isActivePath(pathname, path));
  const barHeight = agentSession ? AGENT_APP_BAR_HEIGHT : APP_BAR_HEIGHT;
  const pastDue = isPastDue(user);
  const pastDueAccountId = user.userAccountRoles.find((r) => r.isAccountPastDue === 'Y')?.accountId;

  return (
    <Box minH="100dvh" bg="bg.canvas">
      <ChakraLink
        href="#main-content"
        position="absolute"
        left="-9999px"
        zIndex="skipLink"
        _focus={{ left: 2, top: 2, bg: 'bg.panel', p: 2, rounded: 'md', shadow: 'md' }}
      >
        {t('shell.skipToContent')}
      </ChakraLink>

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
          <NavList items={items} pathname={pathname} layout="rail" badges={unread} />
        </Box>
      </Box>

      <Box
        as="header"
        position="fixed"
        top={0}
        right={0}
        left={{ base: 0, md: `${DRAWER_WIDTH}px` }}
        h={`${barHeight}px`}
        bg="bg.panel"
        borderBottomWidth="1px"
        borderColor="border"
        zIndex="banner"
      >
        <Flex h={`${APP_BAR_HEIGHT}px`} align="center" gap={{ base: 1, md: 2 }} px={{ base: 2, md: 5 }}>
          <MobileNav items={items} secondaryItems={secondaryItems} pathname={pathname} badges={unread} />
          <Heading as="h1" size={{ base: 'md', md: 'lg' }} truncate flex="1" minW={0}>
            {title}
          </Heading>
          {pastDue ? (
            <>
              <Box hideBelow="md">
                <PastDueButton accountId={pastDueAccountId} />
              </Box>
              <Box hideFrom="md">
                <PastDueButton compact accountId={pastDueAccountId} />
              </Box>
            </>
          ) : null}
          {pathname === '/' ? (
            <Box hideBelow="md">
              <ReferAndSaveButton />
            </Box>
          ) : null}
          <Box hideBelow="md">
            <HelpCenterLink />
          </Box>
          <Box hideBelow="md">
            <AssistButton />
          </Box>
          <PhoneToggle user={user} />
          <RealtimeIndicator status={realtimeStatus} />
          <UserMenu user={user} agentSession={agentSession} onLogout={onLogout} />
        </Flex>
        {agentSession ? <AgentBanner name={user.displayName} /> : null}
      </Box>

      <Box
        as="main"
        id="main-content"
        tabIndex={-1}
        pt={`${barHeight}px`}
        pl={{ base: 0, md: `${DRAWER_WIDTH}px` }}
        minW={0}
        _focus={{ outline: 'none' }}
      >
        <Box px={{ base: 3, sm: 4, md: 8 }} py={{ base: 4, md: 6 }} maxW="1400px" mx="auto" w="full">
          {onSecondaryPage ? <SubNav items={secondaryItems} pathname={pathname} /> : null}
          {children}
        </Box>
      </Box>

      <BusyOverlay />
      <SnackbarHost />
      <Text srOnly aria-live="polite">
        {title}
      </Text>
    </Box>
  );
}
