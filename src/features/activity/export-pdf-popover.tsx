import { Button, Flex, Popover, Portal, Text } from '@chakra-ui/react';
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelledCheckbox } from '@/components/labelled-checkbox';

export interface ExportPdfPopoverProps {
  open: boolean;
  /** The "Export PDF" button it opens from (and gives the focus back to). */
  anchor: RefObject<HTMLButtonElement | null>;
  /** "Search: …" and what the file holds, in plain words. */
  searchText: string;
  scopeText: string;
  onExport: (matchWord: boolean) => void;
  onClose: () => void;
}

/**
 * The PDF export's question (spec core §5 Export): "match whole word", then Download. Loaded on
 * its first opening (export-links.tsx), so zag's popover is not on the lists' first load.
 */
export function ExportPdfPopover({ open, anchor, searchText, scopeText, onExport, onClose }: ExportPdfPopoverProps) {
  const { t } = useTranslation('activity');
  const [matchWord, setMatchWord] = useState(false);
  return (
    <Popover.Root
      lazyMount
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      // A press on the button itself toggles it (its click), rather than closing and reopening.
      // zag fires this event on the popover's content: what was pressed is in `detail.target`.
      onInteractOutside={(event) => {
        if (anchor.current?.contains(event.detail.target as Node)) event.preventDefault();
      }}
      finalFocusEl={() => anchor.current}
      positioning={{ placement: 'bottom-end', getAnchorElement: () => anchor.current }}
    >
      <Portal>
        <Popover.Positioner>
          <Popover.Content maxW="xs" aria-label={t('export.pdf')}>
            <Popover.Body>
              <Text fontSize="sm" mb={2}>
                {searchText}
              </Text>
              <Text fontSize="sm" mb={2}>
                {scopeText}
              </Text>
              <LabelledCheckbox checked={matchWord} onChange={setMatchWord}>
                {t('export.matchWord')}
              </LabelledCheckbox>
              <Text fontSize="xs" color="fg.muted" mt={1}>
                {t('export.matchWordHint')}
              </Text>
              <Flex justify="flex-end" gap={2} mt={3}>
                <Button size="sm" variant="ghost" onClick={onClose}>
                  {t('export.cancel')}
                </Button>
                <Button size="sm" colorPalette="brand" onClick={() => onExport(matchWord)}>
                  {t('export.download')}
                </Button>
              </Flex>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
