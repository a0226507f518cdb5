import type { GlobalStyleObject } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { portalButtonRecipe as buttonRecipe } from '@/components/ui/button-recipe';
import { listRowClass } from '@/components/list-row.styles';

/**
 * The class names of the contact book's rows: the phone's cards and the desktop table's body rows
 * (the book mounts every contact at once; components/list-row.styles.ts says why classes).
 */
export const contactRowClass = {
  cards: 'contact-cards',
  card: 'contact-card',
  cardText: 'contact-card-text',
  cardDetail: 'contact-card-detail',
  name: 'contact-name',
  row: 'contact-row',
  cell: 'contact-cell',
  actionsCell: 'contact-actions-cell',
} as const;

const c = contactRowClass;

/**
 * The rules, for the build-time stylesheet only (src/app/static-global-css.ts). The card is an
 * outline Card of size sm, the name a plain Button, the cells those of a Table of size sm and
 * variant line, so the book looks as it did with the components.
 */
export function contactRowRules(): GlobalStyleObject {
  return {
    [`.${c.cards}`]: { display: 'flex', flexDirection: 'column', gap: 2, listStyleType: 'none' },
    [`.${c.card}`]: {
      position: 'relative',
      display: 'flex',
      alignItems: 'center',
      gap: 2,
      minWidth: 0,
      p: 4,
      borderRadius: 'l3',
      borderWidth: '1px',
      borderColor: 'border',
      bg: 'bg.panel',
      color: 'fg',
    },
    [`.${c.cardText}`]: { flex: '1', minWidth: 0 },
    [`.${c.cardDetail}`]: { truncate: true, fontSize: 'sm', color: 'fg.muted' },
    [`.${c.name}`]: {
      ...buttonRecipe.base,
      ...buttonRecipe.variants?.['size']?.['md'],
      ...buttonRecipe.variants?.['variant']?.['plain'],
      p: 0,
      height: 'auto',
      minWidth: 0,
      fontWeight: 'medium',
      color: 'brand.fg',
      textAlign: 'start',
      whiteSpace: 'normal',
      // A name without spaces (a pasted id, an email as a name) wraps instead of pushing the row menu out.
      overflowWrap: 'anywhere',
    },
    // On a phone the whole card opens the contact, not only its name (a 20 px line was the card's
    // one target): the name's tap area is stretched over the card, under the row menu's button.
    [`.${c.card} .${c.name}`]: {
      position: 'static',
      _after: { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
    },
    [`.${c.card} .${listRowClass.iconButton}`]: { position: 'relative', zIndex: 1 },
    [`.${c.row}`]: { ...tableSlotRecipe.variants?.['variant']?.['line']?.['row'] },
    [`.${c.cell}`]: {
      ...tableSlotRecipe.base?.['cell'],
      ...tableSlotRecipe.variants?.['variant']?.['line']?.['cell'],
      ...tableSlotRecipe.variants?.['size']?.['sm']?.['cell'],
      // A 100-character email wraps in its cell: the table stays inside the page, its menus in reach.
      overflowWrap: 'anywhere',
    },
    [`.${c.actionsCell}`]: { textAlign: 'end' },
  };
}
