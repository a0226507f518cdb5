import type { GlobalStyleObject } from '@chakra-ui/react';
import { buttonRecipe } from '@chakra-ui/react/theme';

/**
 * The class names of the Status page's scheduled and saved lists and of a status's summary (which
 * the dashboard's status panel shows too). Each row was an outline Card of ~15 Chakra elements with
 * two or three Buttons, resolved and inserted by emotion while the screen first rendered (issue 11;
 * components/list-row.styles.ts says why classes).
 */
export const statusListClass = {
  list: 'status-list',
  row: 'status-row',
  text: 'status-row-text',
  title: 'status-row-title',
  times: 'status-row-times',
  actions: 'status-row-actions',
  /** An sm outline Button in the list's brand colours; `data-palette="red"` for Delete. */
  action: 'status-row-action',
  summary: 'status-summary',
} as const;

const c = statusListClass;

/**
 * The rules, for the build-time stylesheet only (src/app/static-global-css.ts). A row is an outline
 * Card with a padding of 3 (4 from md), its text and buttons stacked on a phone and side by side
 * from md; the buttons are the `button` recipe (sm, outline), as Button rendered them.
 */
export function statusListRules(): GlobalStyleObject {
  return {
    [`.${c.list}`]: { display: 'flex', flexDirection: 'column', gap: 3, listStyleType: 'none' },
    [`.${c.row}`]: {
      display: 'flex',
      flexDirection: { base: 'column', md: 'row' },
      justifyContent: 'space-between',
      alignItems: { md: 'flex-start' },
      gap: 3,
      minWidth: 0,
      p: { base: 3, md: 4 },
      borderRadius: 'l3',
      borderWidth: '1px',
      borderColor: 'border',
      bg: 'bg.panel',
      color: 'fg',
      wordWrap: 'break-word',
    },
    [`.${c.text}`]: { display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 },
    [`.${c.title}`]: { fontWeight: 'semibold' },
    [`.${c.times}`]: { fontSize: 'sm' },
    [`.${c.actions}`]: { display: 'flex', gap: 2, flexShrink: 0 },
    [`.${c.action}`]: {
      ...buttonRecipe.base,
      ...buttonRecipe.variants?.['size']?.['sm'],
      ...buttonRecipe.variants?.['variant']?.['outline'],
      colorPalette: 'brand',
    },
    [`.${c.action}[data-palette=red]`]: { colorPalette: 'red' },
    [`.${c.summary}`]: { display: 'flex', flexDirection: 'column', gap: 0.5, fontSize: 'sm', color: 'fg.muted' },
  };
}
