import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useId, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TabList, TabPanel, Tabs } from './tabs';
import { tabsClass } from './tabs.styles';

type View = 'one' | 'two' | 'three';
let mounts: Record<string, number> = {};

function Counted({ name }: { name: string }) {
  // Counted once per mount: useState's initialiser runs only when the component mounts.
  useState(() => {
    mounts[name] = (mounts[name] ?? 0) + 1;
    return null;
  });
  return <p>{name} content</p>;
}

function Screen() {
  const id = useId();
  const [tab, setTab] = useState<View>('one');
  const tabs = [
    { value: 'one', label: 'One' },
    { value: 'two', label: 'Two' },
    { value: 'three', label: 'Three' },
  ] as const;
  return (
    <Tabs>
      <TabList id={id} value={tab} onChange={setTab} tabs={tabs} />
      {tabs.map(({ value }) => (
        <TabPanel key={value} id={id} value={value} selected={tab}>
          <Counted name={value} />
        </TabPanel>
      ))}
    </Tabs>
  );
}

const selected = () => screen.getAllByRole('tab').filter((tab) => tab.getAttribute('aria-selected') === 'true').map((tab) => tab.textContent);

describe('Tabs', () => {
  it('names each panel by its tab, and puts only the selected tab in the tab order', () => {
    mounts = {};
    render(<Screen />);
    const [one, two] = screen.getAllByRole('tab');
    expect(one?.getAttribute('aria-selected')).toBe('true');
    expect(one?.getAttribute('tabindex')).toBe('0');
    expect(two?.getAttribute('aria-selected')).toBe('false');
    expect(two?.getAttribute('tabindex')).toBe('-1');
    const panel = screen.getByRole('tabpanel', { name: 'One' });
    expect(one?.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.textContent).toContain('one content');
    // Plain elements with the build-time classes, drawn horizontal.
    expect(screen.getByRole('tablist').classList.contains(tabsClass.list)).toBe(true);
    expect(one?.classList.contains(tabsClass.trigger)).toBe(true);
    expect(one?.getAttribute('data-orientation')).toBe('horizontal');
    expect(document.querySelector('[class*="css-"]')).toBeNull();
  });

  it('moves the selection and the focus with the arrow keys (looping), Home and End', async () => {
    render(<Screen />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'One' }));
    await user.keyboard('{ArrowRight}');
    expect(selected()).toEqual(['Two']);
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Two' }));
    await user.keyboard('{End}');
    expect(selected()).toEqual(['Three']);
    await user.keyboard('{ArrowRight}');
    expect(selected()).toEqual(['One']);
    await user.keyboard('{ArrowLeft}');
    expect(selected()).toEqual(['Three']);
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Three' }));
    await user.keyboard('{Home}');
    expect(selected()).toEqual(['One']);
    expect(screen.getByRole('tabpanel', { name: 'One' }).hidden).toBe(false);
  });

  it('mounts a panel when its tab is first selected, and keeps it mounted and hidden after', async () => {
    mounts = {};
    render(<Screen />);
    expect(mounts).toEqual({ one: 1 });
    expect(screen.queryByText('two content')).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Two' }));
    expect(screen.getByRole('tabpanel', { name: 'Two' }).textContent).toContain('two content');
    await user.click(screen.getByRole('tab', { name: 'One' }));
    await act(async () => {});
    expect(screen.getByText('two content', { selector: 'p' }).closest('[role=tabpanel]')?.hasAttribute('hidden')).toBe(true);
    await user.click(screen.getByRole('tab', { name: 'Two' }));
    expect(mounts).toEqual({ one: 1, two: 1 });
  });

  it('has every tab control one element when the tabs switch a list', () => {
    render(<TabList id="views" value="all" onChange={() => {}} controls="the-list" tabs={[{ value: 'all', label: 'All' }, { value: 'archived', label: 'Archive' }]} scroll />);
    expect(screen.getAllByRole('tab').map((tab) => tab.getAttribute('aria-controls'))).toEqual(['the-list', 'the-list']);
    expect(screen.getByRole('tablist').getAttribute('data-scroll')).toBe('');
  });
});
