import { Card, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One section of the settings page: a titled card (a labelled region for screen readers). */
export function SettingsCard({ id, title, text, children }: { id: string; title: string; text: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-labelledby={id} variant="outline" bg="bg.panel">
      <Card.Header>
        <Heading as="h2" size="md" id={id}>
          {title}
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          {text}
        </Text>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
