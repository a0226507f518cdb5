import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * A row of the phone's drawer: the menu's links and the actions under them (Refer and Save,
 * Request Assist, Help Center) share one box, so their icons and labels line up in two columns.
 */
export const drawerRowStyle = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-start',
  gap: 3,
  w: 'full',
  minH: '44px',
  h: 'auto',
  px: 3,
  py: 2,
  rounded: 'md',
  // A Button's transparent 1 px border would set its icon a pixel off the links' column.
  borderWidth: 0,
  fontSize: 'sm',
  fontWeight: 'medium',
  lineHeight: 'short',
  textDecoration: 'none',
  color: 'fg.muted',
  _hover: { bg: 'bg.muted', color: 'fg', textDecoration: 'none' },
} satisfies SystemStyleObject;

/** The drawer rows' icon size in pixels. */
export const DRAWER_ICON_SIZE = 20;
