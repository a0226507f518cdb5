import { Box, Button, Card, Flex, Heading, Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Headset, KeyRound, LogOut, Quote, ShieldCheck, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { chooseStayLoggedIn, continueToCustomerLogin, logout } from '@/app/session/session';
import { usePageTitle } from '@/components/page-header';
import { PublicFrame } from '@/components/public-frame';
import { env } from '@/lib/env';
import type { ScreenChoice } from '@/lib/screen-choice';
import { SplashView } from './splash-view';

export type GateChoice = Exclude<ScreenChoice, 'main' | 'migrate'>;

type StepChoice = Exclude<GateChoice, 'splash' | 'empty' | 'stayLoggedIn' | 'agentElsewhere'>;

const icons: Record<StepChoice, LucideIcon> = {
  quotes: Quote,
  reset: KeyRound,
  passwordChangeRequest: KeyRound,
  setNewPassword: KeyRound,
  twoFactor: ShieldCheck,
};

/** `wide`: room for three answers in a row (Stay Logged In?), which 440 px did not hold. */
function GateFrame({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <PublicFrame maxW={wide ? '540px' : '440px'} centred>
      {children}
    </PublicFrame>
  );
}

/** A gate step's card: its icon, title (also the page title) and text, then what the step offers. */
function GateCard({ icon: Icon, title, text, wide = false, children }: { icon: LucideIcon; title: string; text: string; wide?: boolean; children: ReactNode }) {
  usePageTitle(title);
  return (
    <GateFrame wide={wide}>
      <Card.Root variant="outline" bg="bg.panel" shadow="sm">
        <Card.Body gap={4}>
          <Flex color="brand.fg" bg="brand.subtle" rounded="full" p={3} alignSelf="flex-start" aria-hidden>
            <Icon size={24} />
          </Flex>
          <Heading as="h1" size="xl">
            {title}
          </Heading>
          <Text color="fg.muted">{text}</Text>
          {children}
        </Card.Body>
      </Card.Root>
    </GateFrame>
  );
}

function SplashScreen() {
  const { t } = useTranslation('shell');
  usePageTitle(t('gate.splash.title'));
  return <SplashView text={t('gate.splash.text')} />;
}

/** The screens shown instead of the main app (spec core §2 "Which screen shows"). */
export function GateScreen({ choice }: { choice: GateChoice }) {
  if (choice === 'empty') return <Box as="main" minH="100dvh" bg="bg.canvas" aria-busy="true" />;
  if (choice === 'splash') return <SplashScreen />;
  if (choice === 'stayLoggedIn') return <StayLoggedInScreen />;
  if (choice === 'agentElsewhere') return <AgentElsewhereScreen />;
  return <StepScreen choice={choice} />;
}

function StepScreen({ choice }: { choice: StepChoice }) {
  const { t } = useTranslation('shell');
  const showLogout = choice !== 'quotes' && choice !== 'reset';
  return (
    <GateCard icon={icons[choice]} title={t(`gate.${choice}.title`)} text={t(`gate.${choice}.text`)}>
      <Text fontSize="sm" color="fg.muted">
        {t('gate.notYetAvailable')}
      </Text>
      {showLogout ? (
        <Button variant="outline" alignSelf="flex-start" onClick={() => void logout()}>
          <LogOut size={16} aria-hidden />
          {t('gate.logout')}
        </Button>
      ) : null}
    </GateCard>
  );
}

/**
 * A new tab of a browser that runs an agent session: the agent's key stays in the tab it was opened
 * in (never in storage other tabs read), so this one says where to go instead of showing the
 * customer's login page, which the agent would not expect.
 */
function AgentElsewhereScreen() {
  const { t } = useTranslation('shell');
  return (
    <GateCard icon={Headset} title={t('gate.agentElsewhere.title')} text={t('gate.agentElsewhere.text')}>
      <Flex gap={2} direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'center' }}>
        <Button colorPalette="brand" asChild>
          <Link href={`${env.apiBase}/support`}>{t('gate.agentElsewhere.console')}</Link>
        </Button>
        <Button variant="outline" onClick={continueToCustomerLogin}>
          {t('gate.agentElsewhere.customerLogin')}
        </Button>
      </Flex>
    </GateCard>
  );
}

/**
 * "Stay Logged In?" (core §4 Password saving) as the last step of a fresh login: asked before the
 * portal shows, so it never lands over something the user has opened (issue 11).
 */
function StayLoggedInScreen() {
  const { t } = useTranslation('common');
  return (
    <GateCard icon={KeyRound} title={t('stayLoggedIn.title')} text={t('stayLoggedIn.text')} wide>
      {/* On a phone the three stack at full width (wrapped, they left the main one alone on a
          second line), the main one last, where the thumb is; the reading order stays the tab order.
          In a row from md, where the wide frame holds them (~430 px of buttons and gaps). */}
      <Flex gap={2} direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'center' }} justify="flex-end">
        <Button variant="ghost" onClick={() => chooseStayLoggedIn('never')}>
          {t('stayLoggedIn.never')}
        </Button>
        <Button variant="outline" onClick={() => chooseStayLoggedIn('notNow')}>
          {t('stayLoggedIn.notNow')}
        </Button>
        <Button colorPalette="brand" onClick={() => chooseStayLoggedIn('save')}>
          {t('stayLoggedIn.save')}
        </Button>
      </Flex>
    </GateCard>
  );
}
