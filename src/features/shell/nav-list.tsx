import { Box, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link as RouterLink, type LinkProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '@/lib/menu';
import { isActivePath } from './is-active-path';
import { menuIcons } from './menu-icons';

interface NavListProps {
  items: MenuItem[];
  pathname: string;
  /** 'rail': icon over label in the 90 px drawer; 'row': icon beside label (mobile drawer). */
  layout: 'rail' | 'row';
  onNavigate?: () => void;
}

export function NavList({ items, pathname, layout, onNavigate }: NavListProps) {
  const { t } = useTranslation('shell');
  const rail = layout === 'rail';
  return (
    <Box as="ul" listStyleType="none" display="flex" flexDirection="column" gap={rail ? 1 : 0.5}>
      {items.map((item) => {
        const Icon = menuIcons[item.icon];
        const active = isActivePath(pathname, item.to);
        return (
          <li key={item.to}>
            <ChakraLink
              asChild
              display="flex"
              flexDirection={rail ? 'column' : 'row'}
              alignItems="center"
              justifyContent={rail ? 'center' : 'flex-start'}
              gap={rail ? 1 : 3}
              w="full"
              minH={rail ? '64px' : '44px'}
              px={rail ? 1 : 3}
              py={rail ? 2 : 2}
              rounded="md"
              textDecoration="none"
              color={active ? 'brand.fg' : 'fg.muted'}
              bg={active ? 'brand.subtle' : 'transparent'}
              fontWeight={active ? 'semibold' : 'medium'}
              _hover={{ bg: active ? 'brand.muted' : 'bg.muted', color: active ? 'brand.fg' : 'fg', textDecoration: 'none' }}
              focusRingColor="brand.focusRing"
            >
              <RouterLink
                to={item.to as LinkProps['to']}
                aria-current={active ? 'page' : undefined}
                activeOptions={{ exact: item.to === '/' }}
                onClick={onNavigate}
              >
                <Icon size={rail ? 22 : 20} aria-hidden />
                <Text
                  as="span"
                  fontSize={rail ? '11px' : 'sm'}
                  lineHeight="short"
                  textAlign={rail ? 'center' : 'start'}
                  wordBreak="break-word"
                >
                  {t(item.labelKey)}
                </Text>
              </RouterLink>
            </ChakraLink>
          </li>
        );
      })}
    </Box>
  );
}
