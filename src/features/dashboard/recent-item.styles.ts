import type { GlobalStyleObject } from '@chakra-ui/react';
import { linkRecipe, skeletonRecipe } from '@chakra-ui/react/theme';
import { listRowClass } from '@/components/list-row.styles';

/**
 * The class names of the dashboard's recent items and their loading placeholders: the panel's
 * first render was ~40 Chakra elements of skeletons, then ~40 of items, each resolved and
 * inserted by emotion while the dashboard first loads (issue 11; components/list-row.styles.ts
 * says why classes). An item's lines use the list row's classes (head, dot, name, preview).
 */
export const recentItemClass = {
  list: 'recent-list',
  item: 'recent-item',
  link: 'recent-item-link',
  when: 'recent-item-when',
  placeholders: 'recent-placeholders',
  placeholder: 'recent-placeholder',
  line: 'recent-placeholder-line',
  bone: 'recent-placeholder-bone',
} as const;

const c = recentItemClass;

/** An sm preview line (0.875rem at the body's 1.5 line height); LIST_MIN_HEIGHT in recent-panel.tsx counts it. */
const previewLine = '1.3125rem';

/** The rules, for the build-time stylesheet only (src/app/static-global-css.ts). */
export function recentItemRules(): GlobalStyleObject {
  return {
    [`.${c.list}`]: { listStyleType: 'none' },
    [`.${c.item}`]: {
      borderBottomWidth: '1px',
      borderColor: 'border.muted',
      _last: { borderBottomWidth: 0 },
    },
    [`.${c.item}[data-unread] .${listRowClass.name}`]: { fontWeight: 'bold' },
    // An item keeps its two lines when it has no preview text: six items are always LIST_MIN_HEIGHT.
    [`.${c.item} .${listRowClass.preview}`]: { minHeight: previewLine },
    // A plain Link, as a block of two lines.
    [`.${c.link}`]: {
      ...linkRecipe.base,
      ...linkRecipe.variants?.['variant']?.['plain'],
      display: 'block',
      py: 2,
      px: 1,
      rounded: 'sm',
      _hover: { textDecoration: 'none', bg: 'bg.muted' },
    },
    [`.${c.when}`]: { marginStart: 'auto', fontSize: 'xs', color: 'fg.muted', flexShrink: 0 },
    // As high as the items, rules included (LIST_MIN_HEIGHT, recent-panel.tsx).
    [`.${c.placeholders}`]: { display: 'flex', flexDirection: 'column', gap: '1px' },
    [`.${c.placeholder}`]: { py: 2, px: 1 },
    // The lines keep the heights of the item's name line (1.5rem) and its sm preview (1.3125rem).
    [`.${c.line}`]: {
      display: 'flex',
      alignItems: 'center',
      gap: 2,
      height: 6,
    },
    [`.${c.line} + .${c.line}`]: { height: previewLine },
    // A pulsing Skeleton; its size is set on the element.
    [`.${c.bone}`]: {
      ...skeletonRecipe.variants?.['loading']?.['true'],
      ...skeletonRecipe.variants?.['variant']?.['pulse'],
    },
  };
}
