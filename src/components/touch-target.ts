/** The least height of a tap area on a touch screen, in px (Apple's and Material's guidance). */
export const minTouchTarget = 44;

/**
 * A control drawn smaller than a finger (a 32 px chip, a 21 px link) gets a tap area at least
 * `minTouchTarget` high on a touch screen: an invisible layer over it, centred, that takes the taps
 * without moving anything on the page. Whatever contains the control must leave it that room: no
 * scrolling box that clips it, no other target under it.
 */
export const touchTargetCss = {
  '@media (pointer: coarse)': {
    position: 'relative',
    _before: { content: '""', position: 'absolute', insetInline: 0, top: '50%', height: `max(100%, ${minTouchTarget}px)`, transform: 'translateY(-50%)' },
  },
} as const;
