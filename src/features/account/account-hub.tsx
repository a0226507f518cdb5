import './account-i18n';
import { Box, Card, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { BarChart3, Building2, CreditCard, Link2, Settings } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/app/session/session';
import { type HubTile, hubTilePaths, hubTiles } from './logic/hub-tiles';

const icons: Record<HubTile, ReactNode> = {
  company: <Building2 size={22} />,
  settings: <Settings size={22} />,
  insights: <BarChart3 size={22} />,
  billing: <CreditCard size={22} />,
  integrations: <Link2 size={22} />,
};

/** The account hub's tiles (billing-account §2), by the signed-in user's roles; the profile screen renders it. */
export function AccountHub() {
  const { t } = useTranslation('account');
  const tiles = hubTiles(useCurrentUser());
  if (tiles.length === 0) return null;
  return (
    <Box as="nav" aria-labelledby="account-hub-heading" mt={6} maxW="3xl">
      <Heading as="h2" size="md" id="account-hub-heading" mb={3}>
        {t('hubTitle')}
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2 }} gap={3}>
        {tiles.map((tile) => (
          <li key={tile}>
            <Card.Root asChild variant="outline" bg="bg.panel" _hover={{ borderColor: 'brand.emphasized' }} h="full">
              <Link to={hubTilePaths[tile]}>
                <Card.Body flexDirection="row" gap={3} alignItems="center">
                  <Box color="brand.fg" bg="brand.subtle" rounded="full" p={2} aria-hidden>
                    {icons[tile]}
                  </Box>
                  <Box minW={0}>
                    <Text fontWeight="semibold">{t(`tiles.${tile}.title`)}</Text>
                    <Text color="fg.muted" textStyle="sm">
                      {t(`tiles.${tile}.text`)}
                    </Text>
                  </Box>
                </Card.Body>
              </Link>
            </Card.Root>
          </li>
        ))}
      </SimpleGrid>
    </Box>
  );
}
