import { Center, Spinner } from '@chakra-ui/react';

interface LoadingStateProps {
  /** What is loading, said to screen readers ("Loading company…"). */
  label: string;
  /** Room kept while it loads: 'section' inside a page, 'screen' for a whole list. */
  size?: 'section' | 'screen';
}

/**
 * A first load in progress, in place of what it loads. The spinner is a status with a name: a
 * Spinner named without a role is a span with aria-label, which ARIA forbids (axe: serious,
 * aria-prohibited-attr).
 */
export function LoadingState({ label, size = 'screen' }: LoadingStateProps) {
  return (
    <Center py={size === 'screen' ? 16 : 10}>
      <Spinner color="brand.fg" role="status" aria-label={label} />
    </Center>
  );
}
