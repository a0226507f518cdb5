import type { GlobalStyleObject } from '@chakra-ui/react';
import { badgeRecipe } from '@chakra-ui/react/theme';

/** The class names of a conversation row (the texts list mounts ~15 at once: list-row.styles.ts says why classes). */
export const conversationRowClass = {
  row: 'conversation-row',
  open: 'conversation-row-open',
  line: 'conversation-row-line',
  title: 'conversation-row-title',
  when: 'conversation-row-when',
  account: 'conversation-row-account',
  unread: 'conversation-row-unread',
  last: 'conversation-row-last',
} as const;

const c = conversationRowClass;

/** The rules, for the build-time stylesheet only (src/app/static-global-css.ts); the unread count is a solid red Badge. */
export function conversationRowRules(): GlobalStyleObject {
  return {
    [`.${c.row}`]: { height: 'full', borderBottomWidth: '1px' },
    [`.${c.open}`]: {
      display: 'block',
      width: 'full',
      height: 'full',
      textAlign: 'left',
      px: 3,
      py: 2,
      _hover: { bg: 'bg.muted' },
      '&[aria-current]': { bg: 'brand.subtle', _hover: { bg: 'brand.subtle' } },
    },
    [`.${c.line}`]: {
      display: 'flex',
      justifyContent: 'space-between',
      gap: 2,
      '&:first-of-type': { alignItems: 'baseline' },
    },
    [`.${c.title}`]: {
      truncate: true,
      fontWeight: 'semibold',
      '&[data-unread]': { fontWeight: 'bold' },
    },
    [`.${c.when}`]: { fontSize: 'xs', color: 'fg.muted', flexShrink: 0 },
    [`.${c.account}`]: { truncate: true, fontSize: 'xs', color: 'fg.muted' },
    [`.${c.unread}`]: {
      ...badgeRecipe.base,
      ...badgeRecipe.variants?.['size']?.['sm'],
      // The solid variant in red, without setting the whole red palette's variables on the element.
      bg: 'red.solid',
      color: 'red.contrast',
      flexShrink: 0,
    },
    [`.${c.last}`]: {
      truncate: true,
      display: 'block',
      fontSize: 'sm',
      color: 'fg.muted',
    },
  };
}
