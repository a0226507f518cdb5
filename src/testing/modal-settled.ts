import { waitFor, type waitForOptions } from '@testing-library/react';

/** What zag leaves visible below a modal: live regions and the like (@zag-js/aria-hidden). */
const keptVisible = (el: Element) =>
  ['script', 'style', 'output'].includes(el.localName) || el.getAttribute('role') === 'status' || el.hasAttribute('aria-live') || el.hasAttribute('data-live-announcer');

/**
 * Waits until the modal `dialog` has hidden the page below it from the accessibility tree. zag does
 * that a frame after the dialog opens: a dialog opened from this one before then (in jsdom on a
 * loaded machine the server's answer can beat the frame) is hidden with the rest when the frame
 * comes, and its fields drop out of the role queries. A person never clicks inside that frame.
 */
export async function waitForModalSettled(dialog: HTMLElement, options?: waitForOptions): Promise<void> {
  await waitFor(() => {
    const below = [...document.body.children].filter((el) => !el.contains(dialog) && !keptVisible(el));
    if (below.some((el) => el.getAttribute('aria-hidden') !== 'true')) throw new Error('the page below the dialog is not hidden yet');
  }, options);
}
