import { Box, Flex, Text } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { env } from '@/lib/env';
import { usePageTitleStore } from '@/stores/page-title-store';

/** `${productName} – ${title}`: every screen's document title (spec core §2). */
export function documentTitle(title: string, productName: string = env.productName): string {
  return title ? `${productName} – ${title}` : productName;
}

/** Sets the document title and the top bar's screen title. */
export function usePageTitle(title: string): void {
  const setTitle = usePageTitleStore((state) => state.setTitle);
  useEffect(() => {
    document.title = documentTitle(title);
    setTitle(title);
  }, [title, setTitle]);
}

interface PageHeaderProps {
  /** The screen title: shown in the top bar and the document title. */
  title: string;
  /** One line under the top bar describing the screen. */
  description?: ReactNode;
  /** Buttons aligned to the end of the header row. */
  actions?: ReactNode;
}

/**
 * The head of a screen. The title itself is the top bar's h1 (the shell renders it); this
 * header carries the screen's description and actions.
 */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  usePageTitle(title);
  if (!description && !actions) return null;
  return (
    <Flex
      mb={{ base: 4, md: 6 }}
      gap={3}
      align={{ base: 'stretch', sm: 'center' }}
      direction={{ base: 'column', sm: 'row' }}
      justify="space-between"
    >
      {description ? (
        <Text color="fg.muted" fontSize="sm" maxW="3xl">
          {description}
        </Text>
      ) : (
        <Box />
      )}
      {actions ? (
        <Flex gap={2} wrap="wrap">
          {actions}
        </Flex>
      ) : null}
    </Flex>
  );
}
