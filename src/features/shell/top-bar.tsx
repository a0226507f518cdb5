import { Box, Flex } from '@chakra-ui/react';
import { memo } from 'react';
import type { User } from '@/contract/session';
import type { MenuItem } from '@/lib/menu';
import { isPastDue } from '@/lib/roles';
import { AgentBanner } from './agent-banner';
import { AGENT_APP_BAR_HEIGHT, APP_BAR_HEIGHT, DRAWER_WIDTH } from './layout-constants';
import { AssistButton } from './assist-dialog';
import { MobileNav, UserMenu } from './lazy-widgets';
import { PhoneToggle } from './phone-toggle';
import { LiveRealtimeIndicator } from './realtime-indicator';
import { ScreenTitle } from './screen-title';
import { HelpCenterLink, PastDueButton, ReferAndSaveButton } from './top-bar-actions';

interface TopBarProps {
  /** The phone layout: the drawer's menu button and compact actions instead of the desktop's. */
  phone: boolean;
  user: User;
  agentSession: boolean;
  pathname: string;
  items: MenuItem[];
  secondaryItems: MenuItem[];
  badges?: Readonly<Record<string, number>> | undefined;
  onLogout: () => void;
}

/**
 * The top bar: the phone's menu button, the screen title and the actions. Memoised like the side
 * rail; the title and the connection dot read their own stores, so they change without it.
 */
export const TopBar = memo(function TopBar({ phone, user, agentSession, pathname, items, secondaryItems, badges, onLogout }: TopBarProps) {
  const pastDueAccountId = user.userAccountRoles.find((r) => r.isAccountPastDue === 'Y')?.accountId;
  return (
    <Box
      as="header"
      position="fixed"
      top={0}
      right={0}
      left={{ base: 0, md: `${DRAWER_WIDTH}px` }}
      h={`${agentSession ? AGENT_APP_BAR_HEIGHT : APP_BAR_HEIGHT}px`}
      bg="bg.panel"
      borderBottomWidth="1px"
      borderColor="border"
      zIndex="banner"
    >
      <Flex h={`${APP_BAR_HEIGHT}px`} align="center" gap={{ base: 1, md: 2 }} px={{ base: 2, md: 5 }}>
        {phone ? <MobileNav items={items} secondaryItems={secondaryItems} pathname={pathname} badges={badges} /> : null}
        <ScreenTitle />
        {isPastDue(user) ? <PastDueButton compact={phone} accountId={pastDueAccountId} /> : null}
        {/* On a phone these live in the drawer (mobile-nav.tsx). */}
        {phone ? null : (
          <>
            {pathname === '/' ? <ReferAndSaveButton /> : null}
            <HelpCenterLink />
            <AssistButton />
          </>
        )}
        <PhoneToggle user={user} />
        <LiveRealtimeIndicator />
        <UserMenu user={user} agentSession={agentSession} onLogout={onLogout} />
      </Flex>
      {agentSession ? <AgentBanner name={user.displayName} endsAt={user.agentSessionEndsAt} onEnd={onLogout} /> : null}
    </Box>
  );
});
