import type { GlobalStyleObject } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import { scrollHintCss } from './scroll-hint';

/**
 * The class names of the portal's tabs (components/tabs.tsx): the dashboard's recent panel, the
 * inbox lists' view tabs, the Status page's lists and Billing. As Chakra's Tabs each started a zag
 * machine (and with the presences of its panels, two more) and pulled the machine's code into the
 * dashboard's first load (issue 11); these are plain elements drawn as Chakra's line tabs of size md.
 */
export const tabsClass = {
  root: 'tabs',
  list: 'tabs-list',
  trigger: 'tabs-trigger',
  panel: 'tabs-panel',
} as const;

const c = tabsClass;

/**
 * The rules, for the build-time stylesheet only (src/app/static-global-css.ts). The elements carry
 * `data-orientation="horizontal"` and the selected tab `aria-selected="true"`, so the recipe's own
 * conditions (`_horizontal`, `_selected`) apply as written. A list with `data-scroll` keeps its tabs
 * on one line and scrolls sideways (four view tabs do not fit on a phone), fading at an end with
 * more beyond (scroll-hint.ts).
 */
export function tabsRules(): GlobalStyleObject {
  const base = tabsSlotRecipe.base;
  const md = tabsSlotRecipe.variants?.['size']?.['md'];
  const line = tabsSlotRecipe.variants?.['variant']?.['line'];
  return {
    [`.${c.root}`]: { colorPalette: 'brand', ...base?.['root'], ...md?.['root'] },
    [`.${c.list}`]: { ...base?.['list'], ...line?.['list'] },
    [`.${c.list}[data-scroll]`]: { overflowX: 'auto', overflowY: 'hidden', scrollbarWidth: 'none', ...scrollHintCss },
    [`.${c.trigger}`]: { ...base?.['trigger'], ...md?.['trigger'], ...line?.['trigger'] },
    [`.${c.list}[data-scroll] .${c.trigger}`]: { whiteSpace: 'nowrap', flexShrink: 0 },
    [`.${c.panel}`]: { ...base?.['content'] },
  };
}
