import { Box, Button, Card, Flex, Heading, Spinner, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { KeyRound, LogOut, Quote, ShieldCheck, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { logout } from '@/app/session/session';
import { usePageTitle } from '@/components/page-header';
import { env } from '@/lib/env';
import type { ScreenChoice } from '@/lib/screen-choice';

export type GateChoice = Exclude<ScreenChoice, 'main' | 'migrate'>;

const icons: Record<Exclude<GateChoice, 'splash' | 'empty'>, LucideIcon> = {
  quotes: Quote,
  reset: KeyRound,
  passwordChangeRequest: KeyRound,
  setNewPassword: KeyRound,
  twoFactor: ShieldCheck,
};

function GateFrame({ children }: { children: ReactNode }) {
  return (
    <Flex as="main" minH="100dvh" bg="bg.canvas" align="center" justify="center" p={{ base: 3, sm: 6 }}>
      <Box w="full" maxW="440px">
        <Flex align="center" gap={2} justify="center" mb={6}>
          <Flex w="36px" h="36px" rounded="lg" bg="brand.solid" color="brand.contrast" align="center" justify="center" fontWeight="bold" aria-hidden>
            {env.productName.slice(0, 1)}
          </Flex>
          <Text fontWeight="bold" fontSize="lg" color="brand.fg">
            {env.productName}
          </Text>
        </Flex>
        {children}
      </Box>
    </Flex>
  );
}

function SplashScreen() {
  const { t } = useTranslation('shell');
  usePageTitle(t('gate.splash.title'));
  return (
    <GateFrame>
      <Flex direction="column" align="center" gap={4} role="status" aria-live="polite">
        <Spinner size="lg" color="brand.solid" borderWidth="3px" />
        <Text color="fg.muted">{t('gate.splash.text')}</Text>
      </Flex>
    </GateFrame>
  );
}

/** The screens shown instead of the main app (spec core §2 "Which screen shows"). */
export function GateScreen({ choice }: { choice: GateChoice }) {
  if (choice === 'empty') return <Box as="main" minH="100dvh" bg="bg.canvas" aria-busy="true" />;
  if (choice === 'splash') return <SplashScreen />;
  return <StepScreen choice={choice} />;
}

function StepScreen({ choice }: { choice: Exclude<GateChoice, 'splash' | 'empty'> }) {
  const { t } = useTranslation('shell');
  const title = t(`gate.${choice}.title`);
  usePageTitle(title);
  const Icon = icons[choice];
  const showLogout = choice !== 'quotes' && choice !== 'reset';
  return (
    <GateFrame>
      <Card.Root variant="outline" bg="bg.panel" shadow="sm">
        <Card.Body gap={4}>
          <Flex color="brand.fg" bg="brand.subtle" rounded="full" p={3} alignSelf="flex-start" aria-hidden>
            <Icon size={24} />
          </Flex>
          <Heading as="h1" size="xl">
            {title}
          </Heading>
          <Text color="fg.muted">{t(`gate.${choice}.text`)}</Text>
          <Text fontSize="sm" color="fg.muted">
            {t('gate.notYetAvailable')}
          </Text>
          {showLogout ? (
            <Button variant="outline" alignSelf="flex-start" onClick={() => void logout()}>
              <LogOut size={16} aria-hidden />
              {t('gate.logout')}
            </Button>
          ) : null}
        </Card.Body>
      </Card.Root>
    </GateFrame>
  );
}
