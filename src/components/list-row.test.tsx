import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ListRow } from './list-row';
import { renderWithProviders } from './testing-provider';
import { TriageControls, triageLabels } from './triage-controls';

const labels = triageLabels((key) => key, 'No permission');

function Row({ n, onOpen = () => {}, onSelect = () => {} }: { n: number; onOpen?: () => void; onSelect?: (on: boolean) => void }) {
  return (
    <ListRow
      name={`Caller ${n}`}
      unread={n % 2 === 0}
      selected={n === 1}
      held={false}
      selectLabel={`Select Caller ${n}`}
      onSelect={onSelect}
      icon={<span aria-hidden>icon</span>}
      onOpen={onOpen}
      details={null}
      when="2026-11-02T14:05:00Z"
      preview={`Preview ${n}`}
      heldLabel="Saving"
      controls={
        <TriageControls
          unread={n % 2 === 0}
          flagged={n === 3}
          archived={false}
          allowed={{ read: true, followup: n !== 4, archive: true }}
          labels={labels}
          onAction={() => {}}
        />
      }
    />
  );
}

describe('ListRow', () => {
  it('styles no element at run time: the rows are plain elements whose classes the build-time stylesheet holds', () => {
    // A Chakra style prop gives its element an emotion class (css-…), resolved, hashed and
    // inserted while the list renders: the cost that list-row.styles.ts takes out of a list.
    renderWithProviders(
      <div role="list">
        {Array.from({ length: 20 }, (_, n) => (
          <Row key={n} n={n} />
        ))}
      </div>,
    );
    const list = screen.getByRole('list');
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    expect(list.querySelectorAll('*').length).toBeGreaterThan(20 * 10);
    expect([...list.querySelectorAll('[class*="css-"]')].map((element) => element.outerHTML.slice(0, 80))).toEqual([]);
  });

  it('says its state to the stylesheet and to assistive technology, and opens and selects', () => {
    const onOpen = vi.fn();
    const onSelect = vi.fn();
    renderWithProviders(
      <div role="list">
        <Row n={4} onOpen={onOpen} onSelect={onSelect} />
        <Row n={1} />
      </div>,
    );
    const unread = screen.getByRole('listitem', { name: 'Caller 4' });
    expect(unread.hasAttribute('data-unread')).toBe(true);
    expect(unread.hasAttribute('data-selected')).toBe(false);
    expect(screen.getByRole('listitem', { name: 'Caller 1' }).hasAttribute('data-selected')).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select Caller 1' }).checked).toBe(true);
    // Unread: the read button marks it read and is not pressed; the flag it may not use is greyed.
    expect(screen.getAllByRole('button', { name: 'actions.markRead' })[0]!.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getAllByRole('button', { name: 'actions.flag' })[0]!.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: /Caller 4/ }));
    expect(onOpen).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Caller 4' }));
    expect(onSelect).toHaveBeenCalledWith(true);
  });
});
