import type { KeyboardEvent, ReactNode } from 'react';
import { present } from './list-row.styles';
import { tabsClass } from './tabs.styles';
import { useOpenedOnce } from './use-opened-once';

/*
 * Tabs as the WAI-ARIA tabs pattern with automatic activation, as Chakra's Tabs behaved: the
 * arrow keys (looping), Home and End move the focus and select; only the selected tab is in the
 * tab order. Plain elements with build-time classes (tabs.styles.ts says why).
 */

export interface TabItem<V extends string> {
  value: V;
  label: ReactNode;
}

/** A tab's id, from the id the screen gives its tabs (`useId`). */
export const tabId = (id: string, value: string) => `${id}-tab-${value}`;
/** A panel's id, from the id the screen gives its tabs. */
export const tabPanelId = (id: string, value: string) => `${id}-panel-${value}`;

/** The box around a tab list and its panels: the tabs' spacing and colour. */
export function Tabs({ children }: { children: ReactNode }) {
  return (
    <div className={tabsClass.root} data-orientation="horizontal">
      {children}
    </div>
  );
}

interface TabListProps<V extends string> {
  /** The id that names the tabs and their panels (`useId`). */
  id: string;
  tabs: readonly TabItem<V>[];
  value: V;
  onChange: (value: V) => void;
  /** The id of the one element every tab controls, when the tabs switch a list instead of panels. */
  controls?: string;
  /** Keep the tabs on one line and scroll sideways when they do not fit. */
  scroll?: boolean;
}

const keyMoves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** The row of tabs. */
export function TabList<V extends string>({ id, tabs, value, onChange, controls, scroll = false }: TabListProps<V>) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = keyMoves[event.key];
    const index = tabs.findIndex((tab) => tab.value === value);
    if (!move || index < 0) return;
    event.preventDefault();
    const next = tabs[move(index, tabs.length)];
    if (!next) return;
    onChange(next.value);
    document.getElementById(tabId(id, next.value))?.focus();
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-orientation="horizontal"
      data-scroll={present(scroll)}
      className={tabsClass.list}
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            type="button"
            role="tab"
            id={tabId(id, tab.value)}
            aria-selected={selected}
            aria-controls={controls ?? tabPanelId(id, tab.value)}
            tabIndex={selected ? 0 : -1}
            data-orientation="horizontal"
            className={tabsClass.trigger}
            onClick={() => onChange(tab.value)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

interface TabPanelProps<V extends string> {
  id: string;
  value: V;
  /** The selected tab's value. */
  selected: V;
  children: ReactNode;
}

/** A tab's panel: its content mounts when the tab is first selected and stays mounted, hidden, after. */
export function TabPanel<V extends string>({ id, value, selected, children }: TabPanelProps<V>) {
  const shown = value === selected;
  const visited = useOpenedOnce(shown);
  return (
    <div
      role="tabpanel"
      id={tabPanelId(id, value)}
      aria-labelledby={tabId(id, value)}
      tabIndex={0}
      hidden={!shown}
      data-orientation="horizontal"
      className={tabsClass.panel}
    >
      {visited ? children : null}
    </div>
  );
}
