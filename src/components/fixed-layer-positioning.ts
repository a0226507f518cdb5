/**
 * Positioning for a menu, popover or tooltip whose trigger sits on a fixed layer over the page: a
 * dialog, or the top bar. A popup placed against the document (zag's default, `absolute`) moves
 * with the page under that layer whenever the page scrolls (the wheel, the browser bringing an
 * item into view, a focus) and only returns beside its trigger a frame later, so a click aimed at
 * an item can land beside it. Fixed, it stays beside its trigger.
 */
export const fixedLayerPositioning = { strategy: 'fixed' } as const;
