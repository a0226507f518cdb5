import { Box, CloseButton, Drawer, Flex, Portal, Separator, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '@/lib/env';
import type { MenuItem } from '@/lib/menu';
import { AssistButton } from './assist-dialog';
import { NavList } from './nav-list';
import { MobileNavTrigger } from './top-bar-triggers';
import { HelpCenterLink, ReferAndSaveButton } from './top-bar-actions';

interface MobileNavProps {
  items: MenuItem[];
  secondaryItems: MenuItem[];
  pathname: string;
  badges?: Readonly<Record<string, number>>;
  /** Mount with the drawer open: the top bar mounts it on the button's first tap (lazy-widgets.tsx). */
  defaultOpen?: boolean;
}

/** The hamburger and its drawer: the phone layout's navigation (at or below md; the top bar renders it there only). */
export function MobileNav({ items, secondaryItems, pathname, badges, defaultOpen = false }: MobileNavProps) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(defaultOpen);
  const close = () => setOpen(false);
  // One drawer holds both lists: a page already in the main one (a billing-only user's Billing) is not repeated.
  const accountItems = secondaryItems.filter((entry) => !items.some((main) => main.to === entry.to));
  return (
    <Drawer.Root lazyMount open={open} onOpenChange={(details) => setOpen(details.open)} placement="start" size="xs">
      <Drawer.Trigger asChild>
        <MobileNavTrigger />
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="280px">
            <Drawer.Header borderBottomWidth="1px" py={4}>
              <Drawer.Title>
                <Text as="span" fontWeight="bold" color="brand.fg">
                  {env.productName}
                </Text>
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body px={2} py={3}>
              <Box as="nav" aria-label={t('shell.mainNav')}>
                <NavList items={items} pathname={pathname} layout="row" onNavigate={close} badges={badges} />
              </Box>
              {accountItems.length > 0 ? (
                <>
                  <Separator my={3} />
                  <Box as="nav" aria-label={t('shell.accountNav')}>
                    <NavList items={accountItems} pathname={pathname} layout="row" onNavigate={close} />
                  </Box>
                </>
              ) : null}
              <Separator my={3} />
              <Flex direction="column" gap={1}>
                {/* The top bar has no room for it on a phone: the dashboard's 'Refer and Save' lives here. */}
                {pathname === '/' ? <ReferAndSaveButton compact /> : null}
                <AssistButton compact onOpen={close} />
                <HelpCenterLink compact />
              </Flex>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('shell.closeMenu')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
