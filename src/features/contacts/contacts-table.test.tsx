import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testI18n } from '@/components/testing-provider';
import type { Contact } from '@/contract/contacts';
import en from '@/locales/en/contacts.json';
import { alanTuring } from '@/testing/contact-fixtures';
import { ContactsTable } from './contacts-table';

beforeAll(() => {
  testI18n.addResourceBundle('en', 'contacts', en, true, true);
});

const desktopWidth = window.innerWidth;
afterEach(() => {
  window.innerWidth = desktopWidth;
});

/** `count` contacts named Contact 00, Contact 01, … given in reverse order. */
const book = (count: number): Contact[] =>
  Array.from({ length: count }, (_, n) => ({
    ...alanTuring,
    contactId: 100 + n,
    firstName: 'Contact',
    lastName: String(n).padStart(2, '0'),
    displayName: `Contact ${String(n).padStart(2, '0')}`,
  })).reverse();

function renderBook(contacts: Contact[]) {
  const onOpen = vi.fn();
  const onDelete = vi.fn();
  renderWithProviders(<ContactsTable contacts={contacts} onOpen={onOpen} onDelete={onDelete} />);
  return { onOpen, onDelete };
}

/** The elements of `root` that Chakra styled at run time (an emotion class, css-…). */
const styledAtRunTime = (root: Element) => [...root.querySelectorAll('[class*="css-"]')].map((element) => element.outerHTML.slice(0, 80));

describe('ContactsTable', () => {
  it('renders the rows as plain elements, sorted by name, with no row menu mounted (desktop table)', () => {
    renderBook(book(30));
    const [header, body] = screen.getAllByRole('rowgroup');
    const rows = within(body!).getAllByRole('row');
    expect(rows).toHaveLength(30);
    expect(within(rows[0]!).getByRole('button', { name: 'Contact 00' })).toBeTruthy();
    expect(within(rows[29]!).getByRole('button', { name: 'Contact 29' })).toBeTruthy();
    // The rows are styled by the build-time stylesheet (contact-row.styles.ts), not per element.
    expect(styledAtRunTime(body!)).toEqual([]);
    expect(within(header!).getAllByRole('columnheader')).toHaveLength(5);
    // No menu machine per row: nothing is a menu until its button is used.
    expect(within(body!).getAllByRole('button', { name: /^Actions for / })[0]!.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('renders cards on a phone, in the same order, as plain elements', () => {
    window.innerWidth = 390;
    renderBook(book(12));
    const list = screen.getByRole('list');
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(12);
    expect(cards[0]!.textContent).toContain('Contact 00');
    expect(cards[0]!.textContent).toContain('Bletchley · 503-555-0100');
    expect(styledAtRunTime(list)).toEqual([]);
  });

  it('opens a contact from its name and sorts by a column header', async () => {
    const user = userEvent.setup();
    const { onOpen } = renderBook(book(3));
    await user.click(screen.getByRole('button', { name: 'Contact 01' }));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ contactId: 101 }));
    const name = screen.getAllByRole('columnheader')[0]!;
    expect(name.getAttribute('aria-sort')).toBe('ascending');
    await user.click(within(name).getByRole('button'));
    expect(name.getAttribute('aria-sort')).toBe('descending');
    expect(within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row')[0]!.textContent).toContain('Contact 02');
  });

  it('makes the whole header cell the sort button: one button per sortable header, filling its cell', () => {
    renderBook(book(3));
    const headers = screen.getAllByRole('columnheader').slice(0, 4);
    expect(headers.map((th) => th.getAttribute('aria-sort'))).toEqual(['ascending', 'none', 'none', 'none']);
    headers.forEach((th, k) => {
      // One focusable control, named by the label alone, as before.
      expect(within(th).getAllByRole('button')).toHaveLength(1);
      const button = within(th).getByRole('button', { name: ['Name', 'Company', 'Phone', 'Email'][k] });
      expect(button.parentElement).toBe(th);
      // jsdom lays nothing out, and it skips the recipes' cascade layer: what it computes are the
      // cell's and the button's own styles, the ones that win over the recipes in a browser. The
      // cell keeps no padding (clicks there sorted nothing); the button takes it on: the full width,
      // as high as the cell was (a small button, 9, and the header's padding, 2, above and below),
      // the label at the start, where it was.
      expect(getComputedStyle(th).getPropertyValue('padding')).toBe('0px');
      const box = getComputedStyle(button);
      expect(box.getPropertyValue('width')).toBe('var(--chakra-sizes-full)');
      expect(box.getPropertyValue('height')).toBe('calc(var(--chakra-sizes-9) + 2 * var(--chakra-spacing-2))');
      expect(box.getPropertyValue('padding-inline')).toBe('var(--chakra-spacing-2)');
      expect(box.getPropertyValue('justify-content')).toBe('flex-start');
    });
  });

  it('mounts a row menu on its first click, open with the focus in it, and deletes from it', async () => {
    const user = userEvent.setup();
    const { onDelete } = renderBook(book(3));
    await user.click(screen.getByRole('button', { name: 'Actions for Contact 01' }));
    const item = await screen.findByRole('menuitem', { name: 'Delete Contact' });
    await waitFor(() => expect(screen.getByRole('menu').contains(document.activeElement)).toBe(true));
    await user.click(item);
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ contactId: 101 }));
    // Only the row that was used has a menu.
    expect(screen.getByRole('button', { name: 'Actions for Contact 02' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('opens a row menu from the keyboard too (ArrowDown on its button)', async () => {
    const user = userEvent.setup();
    renderBook(book(2));
    screen.getByRole('button', { name: 'Actions for Contact 00' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('menuitem', { name: 'Delete Contact' })).toBeTruthy();
    // The menu takes the focus in a frame of its own after it mounts; Escape goes where the focus is.
    await waitFor(() => expect(screen.getByRole('menu').contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Actions for Contact 00' })));
  });
});
