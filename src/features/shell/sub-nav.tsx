import { Box, Link as ChakraLink } from '@chakra-ui/react';
import { Link as RouterLink, type LinkProps } from '@tanstack/react-router';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { scrollHintCss } from '@/components/scroll-hint';
import type { MenuItem } from '@/lib/menu';
import { isActivePath } from './is-active-path';
import { menuIcons } from './menu-icons';

/** The secondary list (Company, Settings, Blocked Contacts, Insights, Billing, Integrations). */
export function SubNav({ items, pathname }: { items: MenuItem[]; pathname: string }) {
  const { t } = useTranslation('shell');
  const strip = useRef<HTMLElement>(null);
  // On a phone the list is wider than the screen and scrolls sideways: bring the current screen's
  // link into view, or Billing, Insights and Integrations open with their own link out of sight.
  useLayoutEffect(() => {
    const nav = strip.current;
    const current = nav?.querySelector('[aria-current="page"]');
    if (!nav || !current) return;
    const box = nav.getBoundingClientRect();
    const link = current.getBoundingClientRect();
    // The strip alone scrolls (scrollIntoView would move the page as well), to centre the link.
    if (link.left < box.left || link.right > box.right) nav.scrollLeft += link.left - box.left - (box.width - link.width) / 2;
  }, [pathname]);
  if (items.length === 0) return null;
  return (
    <Box
      ref={strip}
      as="nav"
      aria-label={t('shell.accountNav')}
      mb={{ base: 4, md: 6 }}
      overflowX="auto"
      borderBottomWidth="1px"
      borderColor="border"
      css={{ scrollbarWidth: 'thin', ...scrollHintCss }}
    >
      <Box as="ul" listStyleType="none" display="flex" gap={1} minW="max-content">
        {items.map((item) => {
          const Icon = menuIcons[item.icon];
          const active = isActivePath(pathname, item.to);
          return (
            <li key={item.to}>
              <ChakraLink
                asChild
                display="flex"
                alignItems="center"
                gap={2}
                px={3}
                py={2.5}
                fontSize="sm"
                textDecoration="none"
                fontWeight={active ? 'semibold' : 'medium'}
                color={active ? 'brand.fg' : 'fg.muted'}
                borderBottomWidth="2px"
                borderColor={active ? 'brand.solid' : 'transparent'}
                mb="-1px"
                _hover={{ color: 'fg', textDecoration: 'none' }}
              >
                <RouterLink to={item.to as LinkProps['to']} aria-current={active ? 'page' : undefined}>
                  <Icon size={16} aria-hidden />
                  {t(item.labelKey)}
                </RouterLink>
              </ChakraLink>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
