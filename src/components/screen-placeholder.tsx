import { Box, Card, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageHeader } from './page-header';

interface ScreenPlaceholderProps {
  title: string;
  /** What this screen will hold, in one honest line. */
  text: string;
  icon: ReactNode;
  children?: ReactNode;
}

/** A screen whose content a later part builds: its title and what will appear here. */
export function ScreenPlaceholder({ title, text, icon, children }: ScreenPlaceholderProps) {
  return (
    <>
      <PageHeader title={title} />
      <Card.Root variant="outline" bg="bg.panel">
        <Card.Body>
          <Flex gap={4} align="flex-start">
            <Box color="brand.fg" bg="brand.subtle" rounded="lg" p={3} flexShrink={0} aria-hidden>
              {icon}
            </Box>
            <Text color="fg.muted" pt={1}>
              {text}
            </Text>
          </Flex>
        </Card.Body>
      </Card.Root>
      {children}
    </>
  );
}
