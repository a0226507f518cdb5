import { describe, expect, it } from 'vitest';
import { overlayModules, sharedGroupName, sharedGroupNames, type ModuleGraph } from './chunk-groups';

/** A module graph from `module: [its static importers]`. */
function graphOf(importers: Record<string, string[]>): ModuleGraph {
  return { getModuleInfo: (id) => (id in importers ? { importers: importers[id] ?? [] } : null) };
}

const statusRoute = '/app/src/routes/status.tsx?tsr-split=component---loader';
const contactsRoute = '/app/src/routes/contacts.tsx?tsr-split=component';

describe('sharedGroupName', () => {
  // The status screen renders the list and the error state; it opens the editor with import().
  const graph = graphOf({
    [statusRoute]: [],
    [contactsRoute]: [],
    '/app/src/features/status/status-screen.tsx': [statusRoute],
    '/app/src/components/error-state.tsx': ['/app/src/features/status/status-screen.tsx', contactsRoute],
    // Only dynamic importers: none static.
    '/app/src/features/status/status-editor-dialog.tsx': [],
    '/app/src/components/confirm-dialog.tsx': [],
    '/app/node_modules/@zag-js/dialog/dist/index.mjs': ['/app/node_modules/@ark-ui/react/dialog.js'],
    '/app/node_modules/@ark-ui/react/dialog.js': ['/app/src/features/status/status-editor-dialog.tsx', '/app/src/components/confirm-dialog.tsx'],
    // Rendered first by a screen through a chain of static imports, and opened later elsewhere.
    '/app/node_modules/@ark-ui/react/field.js': ['/app/src/components/list-toolbar.tsx', '/app/src/features/status/status-editor-dialog.tsx'],
    '/app/src/components/list-toolbar.tsx': ['/app/src/features/status/status-screen.tsx'],
  });

  it('puts what a screen renders first in screens, and what it only opens later in later', () => {
    const name = sharedGroupName();
    expect(name('/app/src/components/error-state.tsx', graph)).toBe('screens');
    expect(name('/app/node_modules/@ark-ui/react/field.js', graph)).toBe('screens');
    expect(name('/app/node_modules/@zag-js/dialog/dist/index.mjs', graph)).toBe('later');
    expect(name('/app/src/components/confirm-dialog.tsx', graph)).toBe('later');
  });

  it('answers the same from its cache, whatever order the modules come in', () => {
    const name = sharedGroupName();
    expect(name('/app/node_modules/@ark-ui/react/dialog.js', graph)).toBe('later');
    expect(name('/app/node_modules/@zag-js/dialog/dist/index.mjs', graph)).toBe('later');
    expect(name('/app/src/components/list-toolbar.tsx', graph)).toBe('screens');
    expect(name('/app/node_modules/@ark-ui/react/field.js', graph)).toBe('screens');
  });

  it('leaves a module fewer than minScreens screens render first to the other groups', () => {
    const name = sharedGroupName({ minScreens: 2 });
    // Rendered first by the status and the contacts screens.
    expect(name('/app/src/components/error-state.tsx', graph)).toBe('screens');
    // Rendered first by the status screen alone.
    expect(name('/app/src/components/list-toolbar.tsx', graph)).toBeNull();
    expect(name('/app/src/components/confirm-dialog.tsx', graph)).toBe('later');
  });

  it('survives an import cycle', () => {
    const name = sharedGroupName();
    const cyclic = graphOf({ '/app/src/a.ts': ['/app/src/b.ts'], '/app/src/b.ts': ['/app/src/a.ts'] });
    expect(name('/app/src/a.ts', cyclic)).toBe('later');
  });

  it('answers for one file only, and never for the modules it is told to leave', () => {
    const { firstRender: screens, later } = sharedGroupNames({ except: /@zag-js\// });
    expect(screens('/app/src/components/error-state.tsx', graph)).toBe('screens');
    expect(later('/app/src/components/error-state.tsx', graph)).toBeNull();
    expect(screens('/app/src/components/confirm-dialog.tsx', graph)).toBeNull();
    expect(later('/app/src/components/confirm-dialog.tsx', graph)).toBe('later');
    // Reached by a screen's first render, yet left to the group that takes it by name.
    const menuFirst = graphOf({ [statusRoute]: [], '/app/node_modules/@zag-js/menu/dist/index.mjs': [statusRoute] });
    expect(screens('/app/node_modules/@zag-js/menu/dist/index.mjs', menuFirst)).toBeNull();
  });
});

describe('sharedGroupNames with names', () => {
  it('names the two files as told, so the pair files split first-render from later as the shared ones do', () => {
    const graph = graphOf({
      [statusRoute]: [],
      '/app/src/components/list-toolbar.tsx': [statusRoute],
      '/app/src/components/filters-dialog.tsx': [],
    });
    const pairs = sharedGroupNames({ names: { firstRender: 'pair', later: 'pair-later' } });
    expect(pairs.firstRender('/app/src/components/list-toolbar.tsx', graph)).toBe('pair');
    expect(pairs.later('/app/src/components/list-toolbar.tsx', graph)).toBeNull();
    expect(pairs.firstRender('/app/src/components/filters-dialog.tsx', graph)).toBeNull();
    expect(pairs.later('/app/src/components/filters-dialog.tsx', graph)).toBe('pair-later');
  });
});

describe('overlayModules', () => {
  it("takes zag's overlay machines, floating-ui and their ark and Chakra parts, not what first renders use", () => {
    for (const id of [
      '/app/node_modules/@zag-js/menu/dist/menu.machine.mjs',
      '/app/node_modules/@zag-js/focus-trap/dist/index.mjs',
      '/app/node_modules/@floating-ui/dom/dist/floating-ui.dom.mjs',
      '/app/node_modules/@ark-ui/react/dist/components/tooltip/tooltip-root.js',
      '/app/node_modules/@chakra-ui/react/dist/esm/components/dialog/dialog.js',
    ])
      expect(overlayModules.test(id), id).toBe(true);
    for (const id of [
      '/app/node_modules/@zag-js/dom-query/dist/index.mjs',
      '/app/node_modules/@zag-js/core/dist/index.mjs',
      '/app/node_modules/@ark-ui/react/dist/components/field/use-field.js',
      '/app/node_modules/@ark-ui/react/dist/components/factory.js',
      '/app/node_modules/@chakra-ui/react/dist/esm/components/input/input.js',
      '/app/src/components/form-dialog.tsx',
    ])
      expect(overlayModules.test(id), id).toBe(false);
  });
});
