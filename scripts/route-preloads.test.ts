import { describe, expect, it } from 'vitest';
import { chunk } from './bundle-fixture';
import { routePathOf, routePreloadsOf } from './route-preloads';

describe('route preloads', () => {
  it('names routes as the file routes do', () => {
    expect(routePathOf('index.tsx')).toBe('/');
    expect(routePathOf('activity/index.tsx')).toBe('/activity');
    expect(routePathOf('activity/$messageId.tsx')).toBe('/activity/$messageId');
    expect(routePathOf('chat-activity.tsx')).toBe('/chat-activity');
    expect(routePathOf('$.tsx')).toBe('/$');
    expect(routePathOf('__root.tsx')).toBeNull();
    expect(routePathOf('activity/-activity-inbox.tsx')).toBeNull();
  });

  it("lists each route's component chunk and its static imports, minus what the entry loads", () => {
    const bundle = {
      'assets/index.js': chunk('assets/index.js', ['assets/runtime.js'], ['/app/src/main.tsx'], true),
      'assets/runtime.js': chunk('assets/runtime.js', []),
      'assets/dash.js': chunk('assets/dash.js', ['assets/tabs.js', 'assets/runtime.js'], ['/app/src/features/dashboard/screen.tsx', '/app/src/routes/index.tsx?tsr-split=component---loader']),
      'assets/tabs.js': chunk('assets/tabs.js', ['assets/presence.js']),
      'assets/presence.js': chunk('assets/presence.js', []),
      'assets/message.js': chunk('assets/message.js', ['assets/presence.js'], ['/app/src/routes/activity/$messageId.tsx?tsr-split=component']),
      'assets/lazy-dialog.js': chunk('assets/lazy-dialog.js', [], ['/app/src/features/x/dialog.tsx']),
      'index.html': { type: 'asset' as const },
    };
    expect(routePreloadsOf(bundle, '/app/src/routes')).toEqual({
      '/': ['assets/dash.js', 'assets/tabs.js', 'assets/presence.js'],
      '/activity/$messageId': ['assets/message.js', 'assets/presence.js'],
    });
  });

  it("gives a route without a component its layout's chunks, and a lone one none", () => {
    const bundle = {
      'assets/index.js': chunk('assets/index.js', [], ['/app/src/main.tsx', '/app/src/routes/activity/$messageId.tsx', '/app/src/routes/activity/index.tsx', '/app/src/routes/orphan/$id.tsx'], true),
      'assets/inbox.js': chunk('assets/inbox.js', ['assets/list.js'], ['/app/src/routes/activity.tsx?tsr-split=component---loader']),
      'assets/list.js': chunk('assets/list.js', []),
    };
    expect(routePreloadsOf(bundle, '/app/src/routes')).toEqual({
      '/activity': ['assets/inbox.js', 'assets/list.js'],
      '/activity/$messageId': ['assets/inbox.js', 'assets/list.js'],
    });
  });
});
