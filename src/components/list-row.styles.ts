import type { GlobalStyleObject } from '@chakra-ui/react';
import { badgeRecipe, buttonRecipe } from '@chakra-ui/react/theme';

/**
 * The class names of an inbox list's rows (ListRow, the triage buttons, the type icon, the
 * virtual list's slots). A long list mounts ~15 rows of ~15 elements each at once; as Chakra style
 * props every element costs a style object resolved, hashed and inserted by emotion while the
 * list first renders (the `/chat-activity` profile, issue 11). As classes, the rules below are
 * written once, at build time, into the page's global stylesheet (scripts/chakra-global-css.ts),
 * and a row renders plain elements.
 */
export const listRowClass = {
  slot: 'list-slot',
  row: 'list-row',
  check: 'list-row-check',
  checkHit: 'list-row-check-hit',
  open: 'list-row-open',
  head: 'list-row-head',
  dot: 'list-row-dot',
  name: 'list-row-name',
  whenFull: 'list-row-when-full',
  whenShort: 'list-row-when-short',
  preview: 'list-row-preview',
  controls: 'list-row-controls',
  detail: 'list-row-detail',
  urgent: 'list-row-urgent',
  tag: 'list-row-tag',
  icon: 'list-row-icon',
  typeIcon: 'type-icon',
  /** A row's icon button (Chakra's IconButton, sm, ghost); the triage buttons and row menus. */
  iconButton: 'row-icon-button',
  triage: 'triage-button',
} as const;

/** A present-or-absent data attribute for a rule to select on (`data-unread={present(unread)}`). */
export const present = (on: boolean): '' | undefined => (on ? '' : undefined);

/** The type icon's colours (ActivityTypeIcon's `data-tone`). */
export const typeIconTones = ['brand', 'gray', 'purple', 'teal', 'orange', 'yellow', 'pink'] as const;
export type TypeIconTone = (typeof typeIconTones)[number];

const c = listRowClass;

/**
 * The rules, in Chakra's style language (tokens, conditions, breakpoints), for the build-time
 * stylesheet only: the page never calls it, and the build drops it (a function: an object with
 * computed keys and spreads would be kept for its possible side effects).
 * The icon button and the tag are the `button` (sm, ghost) and `badge` (xs, subtle) recipes as
 * IconButton and Badge rendered them, so a row looks as it did.
 */
export function listRowRules(): GlobalStyleObject {
  return {
    [`.${c.slot}`]: { position: 'absolute', top: 0, left: 0, width: 'full' },
    [`.${c.row}`]: {
      display: 'flex',
      alignItems: 'center',
      gap: { base: 2, md: 3 },
      px: { base: 2, md: 4 },
      borderBottomWidth: '1px',
      borderColor: 'border.muted',
      bg: 'bg.subtle',
      // Two lines of text and their padding, at least; `data-fill`: the whole of a fixed slot.
      minHeight: 16,
      transition: 'opacity 0.15s',
      '&[data-fill]': { height: 'full' },
      '&[data-unread]': { bg: 'bg.panel' },
      '&[data-selected]': { bg: 'brand.subtle' },
      '&[data-held]': { opacity: 0.7 },
    },
    // The checkbox's tap area: 32 x 48 px around the 16 px box, taking no more room than the box
    // and reaching neither the row's edge nor the icon (a near miss on a phone opened the item).
    [`.${c.checkHit}`]: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      width: 8,
      height: 12,
      mx: -2,
      my: -4,
      cursor: 'pointer',
    },
    [`.${c.check}`]: {
      width: 4,
      height: 4,
      flexShrink: 0,
      accentColor: 'var(--chakra-colors-brand-solid)',
    },
    [`.${c.open}`]: {
      flex: '1',
      minWidth: 0,
      textAlign: 'start',
      py: 2,
      cursor: 'pointer',
      _focusVisible: {
        outline: '2px solid',
        outlineColor: 'brand.focusRing',
        rounded: 'sm',
      },
    },
    [`.${c.head}`]: {
      display: 'flex',
      alignItems: 'center',
      gap: 2,
      minWidth: 0,
    },
    [`.${c.dot}`]: {
      width: 2,
      height: 2,
      rounded: 'full',
      bg: 'brand.solid',
      flexShrink: 0,
    },
    [`.${c.name}`]: {
      truncate: true,
      fontWeight: 'medium',
    },
    [`.${c.row}[data-unread] .${c.name}`]: { fontWeight: 'bold' },
    [`.${c.whenFull}, .${c.whenShort}`]: {
      marginStart: 'auto',
      color: 'fg.muted',
      fontSize: 'xs',
      flexShrink: 0,
    },
    [`.${c.whenFull}`]: { hideBelow: 'md' },
    [`.${c.whenShort}`]: { hideFrom: 'md' },
    [`.${c.preview}`]: {
      truncate: true,
      display: 'block',
      color: 'fg.muted',
      fontSize: 'sm',
    },
    [`.${c.controls}`]: {
      display: 'flex',
      gap: { base: 0, md: 1 },
      flexShrink: 0,
      alignItems: 'center',
    },
    [`.${c.detail}`]: {
      truncate: true,
      color: 'fg.muted',
      fontSize: 'sm',
      hideBelow: 'md',
    },
    [`.${c.urgent}`]: {
      display: 'inline-flex',
      color: 'red.fg',
      flexShrink: 0,
    },
    [`.${c.tag}`]: {
      ...badgeRecipe.base,
      ...badgeRecipe.variants?.['size']?.['xs'],
      ...badgeRecipe.variants?.['variant']?.['subtle'],
      flexShrink: 0,
      hideBelow: 'md',
    },
    [`.${c.icon}`]: {
      display: 'inline-flex',
      color: 'brand.fg',
      flexShrink: 0,
      hideBelow: 'sm',
    },
    [`.${c.typeIcon}`]: {
      display: 'inline-flex',
      flexShrink: 0,
      rounded: 'full',
      p: 2,
      ...Object.fromEntries(typeIconTones.map((tone) => [`&[data-tone=${tone}]`, { bg: `${tone}.subtle`, color: `${tone}.fg` }])),
    },
    [`.${c.iconButton}`]: {
      ...buttonRecipe.base,
      ...buttonRecipe.variants?.['size']?.['sm'],
      ...buttonRecipe.variants?.['variant']?.['ghost'],
      // IconButton: a square, its icon a little larger than the text.
      px: 0,
      py: 0,
      _icon: { flexShrink: 0, width: 4, height: 4 },
    },
    [`.${c.triage}`]: {
      color: 'fg.muted',
      '&[aria-pressed=true]': { color: 'brand.fg' },
      '&[aria-disabled=true]': {
        color: 'fg.subtle',
        opacity: 0.45,
        cursor: 'not-allowed',
        _hover: { bg: 'transparent' },
      },
    },
  };
}
