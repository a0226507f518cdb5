/**
 * Positioning for a menu, popover or tooltip whose trigger sits in a dialog. The dialog is a
 * fixed layer over the page; a popup placed against the document (zag's default, `absolute`)
 * moves with the page under the dialog whenever that page scrolls (the browser bringing an item
 * into view, a focus) and only returns beside its trigger a frame later, so a click aimed at an
 * item can land beside it. Fixed, it stays beside its trigger.
 */
export const inDialogPositioning = { strategy: 'fixed' } as const;
