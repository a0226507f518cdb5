import { Box, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { env } from '@/lib/env';

/**
 * The frame of the screens outside the portal (password reset, login migration, quote, and the
 * shell's gate screens): the product mark, a centred column and an optional footer. No
 * navigation.
 */
export function PublicFrame({
  children,
  footer,
  maxW = '480px',
  centred = false,
}: {
  children: ReactNode;
  footer?: ReactNode;
  maxW?: string;
  /** Centre the column on phones too (the gate screens' short content); forms start at the top. */
  centred?: boolean;
}) {
  return (
    <Flex direction="column" minH="100dvh" bg="bg.canvas">
      <Flex as="main" flex="1" justify="center" align={centred ? 'center' : { base: 'stretch', sm: 'center' }} p={{ base: 3, sm: 6 }}>
        <Box w="full" maxW={maxW}>
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
      {footer ? (
        <Box as="footer" py={4} px={3} textAlign="center" fontSize="sm" color="fg.muted">
          {footer}
        </Box>
      ) : null}
    </Flex>
  );
}
