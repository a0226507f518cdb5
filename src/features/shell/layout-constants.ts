/** Layout numbers of spec core §2 / billing-account §9. */
export const APP_BAR_HEIGHT = 64;
export const AGENT_APP_BAR_HEIGHT = 104;
export const AGENT_BANNER_HEIGHT = AGENT_APP_BAR_HEIGHT - APP_BAR_HEIGHT;
export const DRAWER_WIDTH = 90;
/** The content's padding above and below the screen, in px (phone layout, and from md). */
export const CONTENT_PADDING_Y = { base: 16, md: 24 } as const;
/** The mobile layout applies at or below this Chakra breakpoint. */
export const MOBILE_BREAKPOINT = 'md';
