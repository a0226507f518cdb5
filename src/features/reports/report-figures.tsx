import { Box, Card, Heading, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ErrorState } from '@/components/error-state';

/** One labelled figure of a figures panel. */
export function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="semibold">
        {value}
      </Text>
    </Box>
  );
}

interface FiguresPanelProps {
  heading: string;
  pending: boolean;
  error: string | null;
  onRetry: () => void;
  /** Text instead of the figures ('No usage available'). */
  empty: string | null;
  children: ReactNode;
}

/**
 * The figures' height while loading, empty or shown: two rows of label + value on a phone (two
 * columns), one row from md, so the panels below do not move when the figures arrive (CLS).
 */
const FIGURES_HEIGHT = { base: '32', md: '20' } as const;

/** A panel of figures (Current Call Usage, Current Billable Assists) with its loading, error and empty states. */
export function FiguresPanel({ heading, pending, error, onRetry, empty, children }: FiguresPanelProps) {
  const id = `figures-${heading.replace(/\W+/g, '-').toLowerCase()}`;
  let body: ReactNode;
  if (pending) body = <Skeleton height={FIGURES_HEIGHT} />;
  else if (error !== null) body = <ErrorState message={error} onRetry={onRetry} />;
  else if (empty !== null) body = <Text color="fg.muted" minH={FIGURES_HEIGHT}>{empty}</Text>;
  else body = <SimpleGrid columns={{ base: 2, md: 4 }} gap={4} minH={FIGURES_HEIGHT}>{children}</SimpleGrid>;
  return (
    <Card.Root as="section" aria-labelledby={id} variant="outline">
      <Card.Header>
        <Heading as="h2" size="md" id={id}>
          {heading}
        </Heading>
      </Card.Header>
      <Card.Body>{body}</Card.Body>
    </Card.Root>
  );
}
