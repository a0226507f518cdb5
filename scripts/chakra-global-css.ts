/**
 * Chakra's global CSS (its cascade layers, preflight, global styles and every token's CSS
 * variable) as a static stylesheet, generated at build time from `src/components/ui/system.ts`
 * (issue 11). ChakraProvider would otherwise serialise all of it through emotion and stylis
 * during the first render, before the first paint: ~70 ms unthrottled, ~280 ms on Lighthouse's
 * phone. The page's provider is given the same system with that part left out
 * (`pageSystem` in src/components/ui/system.ts), and the stylesheet arrives with index.html, in parallel with the
 * scripts. The text is what emotion would have inserted: the same serialiser, its Node build,
 * with the page's prefixes (`webkitTwins`).
 */
import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import { createSystem, type GlobalStyleObject, type SystemContext } from '@chakra-ui/react';
import { runnerImport, type Plugin } from 'vite';
import { webkitTwins } from '../src/app/style-cache';

/**
 * The CSS ChakraProvider's two Global elements would insert for `system`, in their order, with
 * `classRules` (src/app/static-global-css.ts) among the global styles: the same layer,
 * tokens and conditions as the rest.
 */
export function chakraGlobalCss(portalSystem: SystemContext, classRules: GlobalStyleObject = {}): string {
  const system = Object.keys(classRules).length === 0 ? portalSystem : createSystem(portalSystem._config, { globalCss: classRules });
  const cache = createCache({ key: 'css', stylisPlugins: [webkitTwins] });
  const parts = system._config.disableLayers ? [system._global] : [system.layers.atRule, system._global];
  let css = '';
  for (const styles of parts) {
    let serialized: ReturnType<typeof serializeStyles> | undefined = serializeStyles([styles]);
    // `next`: keyframes emotion would insert after the rule that names them.
    while (serialized) {
      css += cache.insert('', serialized, cache.sheet, false) ?? '';
      serialized = serialized.next;
    }
  }
  return css;
}

/** Where Chakra's `createSystem` computes the global CSS, eagerly, and the line that does it. */
export const chakraSystemModule = /\/@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/;
const eagerGlobal = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

/**
 * `createSystem` with nothing global computed: the built page takes its global CSS from the
 * stylesheet, and `pageSystem` replaces `_global` anyway, yet Chakra computes it while the entry
 * evaluates (getTokenCss alone ~65 ms unthrottled in a profile of the first load, ~0.25 s on the
 * phone). Null when the module does not have the line: Chakra changed, and the build must say so.
 */
export function withoutEagerGlobal(code: string): string | null {
  if (!code.includes(eagerGlobal)) return null;
  return code.replace(eagerGlobal, 'const _global = []; /* the page links the build-time stylesheet: scripts/chakra-global-css.ts */');
}

const id = 'virtual:chakra-global.css';
const systemFile = '/src/components/ui/system.ts';
const classRulesFile = '/src/app/static-global-css.ts';

/** Vite plugin: `import 'virtual:chakra-global.css'` is the stylesheet of the portal's system. */
export function chakraGlobalCssPlugin(): Plugin {
  let root = process.cwd();
  let building = false;
  return {
    name: 'portal-chakra-global-css',
    configResolved(config) {
      root = config.root;
      building = config.command === 'build';
    },
    resolveId(source) {
      return source === id ? `\0${id}` : null;
    },
    // The built page's createSystem skips the global CSS (vite build only: the dev server
    // pre-bundles Chakra, and the stylesheet's generator imports the system without this plugin).
    transform: {
      filter: { id: chakraSystemModule },
      handler(code, module) {
        if (!building) return null;
        const lazy = withoutEagerGlobal(code);
        if (lazy === null) this.error(`${module}: Chakra's createSystem changed; update withoutEagerGlobal in scripts/chakra-global-css.ts`);
        // The same lines: the module's source map still holds (map: null keeps it).
        return { code: lazy, map: null };
      },
    },
    async load(resolved) {
      if (resolved !== `\0${id}`) return null;
      this.addWatchFile(`${root}${systemFile}`);
      this.addWatchFile(`${root}${classRulesFile}`);
      const options = { root, configFile: false as const, resolve: { alias: { '@': `${root}/src` } } };
      const { module } = await runnerImport<{ portalSystem: () => SystemContext }>(systemFile, options);
      const { module: rules } = await runnerImport<{ staticGlobalCss: GlobalStyleObject }>(classRulesFile, options);
      return chakraGlobalCss(module.portalSystem(), rules.staticGlobalCss);
    },
  };
}
