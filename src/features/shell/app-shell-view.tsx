import { Box, Link as ChakraLink } from '@chakra-ui/react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyOverlay } from '@/components/busy-overlay';
import { pageFillHeight, pageFillHeightVar } from '@/components/page-fill';
import { lazyOnFirstOpen } from '@/components/lazy-on-first-open';
import { usePhoneLayout } from '@/components/use-phone-layout';
import type { User } from '@/contract/session';
import { mainMenu, secondaryMenu } from '@/lib/menu';
import { useSnackbarStore } from '@/stores/snackbar-store';
import { isAccountPage } from './is-active-path';
import { AGENT_APP_BAR_HEIGHT, APP_BAR_HEIGHT, CONTENT_PADDING_Y, DRAWER_WIDTH } from './layout-constants';
import { ScreenTitleAnnouncer } from './screen-title';
import { SideRail } from './side-rail';
import { SubNav } from './sub-nav';
import { TopBar } from './top-bar';

// The snack queue's view loads when the first snack is queued (and the page's first idle moment
// fetches it): it is no part of the first paint, and left the dashboard's first load over 200 KB.
const SnackbarHost = lazyOnFirstOpen<{ queued: boolean }>(
  () => import('@/components/snackbar-host').then((m) => ({ default: m.SnackbarHost })),
  ({ queued }) => queued,
);

export interface AppShellViewProps {
  user: User;
  /** This tab runs an agent (impersonation) session. */
  agentSession: boolean;
  pathname: string;
  /** Stable across renders (the top bar is memoised on it). */
  onLogout: () => void;
  /** Unread counters by menu path ('/activity', '/chat-activity'). */
  unread?: Readonly<Record<string, number>> | undefined;
  children: ReactNode;
}

/**
 * The signed-in layout: 90 px side menu, 64 px (104 px agent) top bar, content. The rail and the
 * top bar are memoised and the menus kept per user, so an update of the counters, the title or
 * the connection re-renders only what shows it (see screen-title.tsx).
 */
export function AppShellView({ user, agentSession, pathname, onLogout, unread, children }: AppShellViewProps) {
  const { t } = useTranslation('shell');
  const items = useMemo(() => mainMenu(user), [user]);
  const secondaryItems = useMemo(() => secondaryMenu(user), [user]);
  const onSecondaryPage = isAccountPage(pathname);
  const barHeight = agentSession ? AGENT_APP_BAR_HEIGHT : APP_BAR_HEIGHT;
  const snacksQueued = useSnackbarStore((state) => state.queue.length > 0);
  // Only the navigation of the layout shown renders (the rail or the phone's drawer).
  const phone = usePhoneLayout();

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

      {phone ? null : <SideRail items={items} pathname={pathname} badges={unread} />}
      <TopBar
        phone={phone}
        user={user}
        agentSession={agentSession}
        pathname={pathname}
        items={items}
        secondaryItems={secondaryItems}
        badges={unread}
        onLogout={onLogout}
      />

      <Box
        as="main"
        id="main-content"
        tabIndex={-1}
        pt={`${barHeight}px`}
        pl={{ base: 0, md: `${DRAWER_WIDTH}px` }}
        minW={0}
        _focus={{ outline: 'none' }}
      >
        <Box
          px={{ base: 3, sm: 4, md: 8 }}
          py={{ base: `${CONTENT_PADDING_Y.base}px`, md: `${CONTENT_PADDING_Y.md}px` }}
          maxW="1400px"
          mx="auto"
          w="full"
          css={{
            [pageFillHeightVar]: {
              base: pageFillHeight(barHeight + 2 * CONTENT_PADDING_Y.base),
              md: pageFillHeight(barHeight + 2 * CONTENT_PADDING_Y.md),
            },
          }}
        >
          {onSecondaryPage ? <SubNav items={secondaryItems} pathname={pathname} /> : null}
          {children}
        </Box>
      </Box>

      <BusyOverlay />
      <SnackbarHost queued={snacksQueued} />
      <ScreenTitleAnnouncer />
    </Box>
  );
}
