import { describe, expect, it } from 'vitest';
import { chunk as bundleChunk } from './bundle-fixture';
import { COMPILE_HINT, firstLoadChunks, withCompileHint } from './compile-hints';

/** A chunk with code and a source map, as the compile hint finds them. */
const chunk = (...args: Parameters<typeof bundleChunk>) => ({
  ...bundleChunk(...args),
  code: `/* ${args[0]} */`,
  map: { mappings: 'AAAA' },
});

describe('compile hints', () => {
  it('mark the entry, its static imports and what the landing route preloads, nothing loaded later', () => {
    const bundle = {
      'assets/index.js': chunk('assets/index.js', ['assets/runtime.js'], ['/app/src/main.tsx'], true),
      'assets/runtime.js': chunk('assets/runtime.js', []),
      'assets/dash.js': chunk('assets/dash.js', ['assets/tabs.js', 'assets/runtime.js'], ['/app/src/routes/index.tsx?tsr-split=component---loader']),
      'assets/tabs.js': chunk('assets/tabs.js', []),
      'assets/status.js': chunk('assets/status.js', [], ['/app/src/routes/status.tsx?tsr-split=component---loader']),
      'assets/lazy-dialog.js': chunk('assets/lazy-dialog.js', [], ['/app/src/features/x/dialog.tsx']),
      'index.html': { type: 'asset' as const },
    };
    expect(firstLoadChunks(bundle, '/app/src/routes').sort()).toEqual(['assets/dash.js', 'assets/index.js', 'assets/runtime.js', 'assets/tabs.js']);
  });

  it('put the hint on the first line, once, and move the source map down a line with it', () => {
    const entry = chunk('assets/index.js', []);
    const mapFile = { type: 'asset' as const, source: JSON.stringify({ version: 3, mappings: 'AAAA', sources: ['main.tsx'] }) };
    withCompileHint(entry, mapFile);
    withCompileHint(entry, mapFile);
    expect(entry.code).toBe(`${COMPILE_HINT}\n/* assets/index.js */`);
    expect(entry.map.mappings).toBe(';AAAA');
    expect(JSON.parse(mapFile.source)).toEqual({ version: 3, mappings: ';AAAA', sources: ['main.tsx'] });
  });
});
