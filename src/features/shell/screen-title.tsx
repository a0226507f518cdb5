import { Heading, Text } from '@chakra-ui/react';
import { usePageTitleStore } from '@/stores/page-title-store';

/*
 * The screen's title lives in a store that every screen sets from an effect after it mounts. Only
 * these two leaves read it: a store change is rendered synchronously, and when the whole shell read
 * it, each first load and each navigation re-rendered the shell's ~500 styled elements in one task
 * (~120 ms unthrottled on the project's machine, ~0.5 s at a phone's 4x).
 */

/** The top bar's h1: the current screen's title. */
export function ScreenTitle() {
  const title = usePageTitleStore((state) => state.title);
  return (
    <Heading as="h1" size={{ base: 'md', md: 'lg' }} truncate flex="1" minW={0}>
      {title}
    </Heading>
  );
}

/** Announces the new screen's title to screen readers after a navigation. */
export function ScreenTitleAnnouncer() {
  const title = usePageTitleStore((state) => state.title);
  return (
    <Text srOnly aria-live="polite">
      {title}
    </Text>
  );
}
