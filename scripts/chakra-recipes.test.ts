import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { portalSystem } from '../src/components/ui/system';

const system = portalSystem();

/** Every name the app imports from '@chakra-ui/react', from the source files under src/. */
function chakraImports(dir: string, names = new Set<string>()): Set<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) chakraImports(file, names);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      for (const [, list] of readFileSync(file, 'utf8').matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g))
        for (const name of (list ?? '').split(',')) names.add(name.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0] ?? '');
    }
  }
  return names;
}

/** The recipe keys a Chakra component reads (`createRecipeContext({ key })` in its own files). */
function recipeKeysOf(component: string): string[] {
  const dir = path.join(chakraComponents, component.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase());
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((file) => file.endsWith('.js')).flatMap((file) =>
    [...readFileSync(path.join(dir, file), 'utf8').matchAll(/create(?:Slot)?RecipeContext\(\{\s*key:\s*"(\w+)"/g)].map((match) => match[1] ?? ''),
  );
}

const root = path.resolve(import.meta.dirname, '..');
const chakraComponents = path.join(root, 'node_modules/@chakra-ui/react/dist/esm/components');

describe('the recipes the app uses', () => {
  it('are all in the system: a component whose recipe is missing renders unstyled (a Skeleton showed nothing)', () => {
    const used = [...chakraImports(path.join(root, 'src'))];
    expect(used).toContain('Skeleton');
    const missing = used
      .flatMap((component) => recipeKeysOf(component).map((key) => ({ component, key })))
      // Text has no recipe in Chakra's theme: it reads the key only for a theme that adds one.
      .filter(({ key }) => key !== 'text' && !system.hasRecipe(key));
    expect(missing).toEqual([]);
  });
});
