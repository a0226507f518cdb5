import { describe, expect, it } from 'vitest';
import { lightOnly, pageSystem, portalSystem } from './system';

const system = portalSystem();

describe('the portal system', () => {
  it('keeps the light half of each semantic token and leaves plain tokens alone', () => {
    const tokens = {
      fg: { value: { _light: '{colors.black}', _dark: '{colors.gray.50}' } },
      canvas: { value: '#f5f7fb' },
      border: { DEFAULT: { value: { _light: '{colors.gray.200}', _dark: '{colors.gray.800}' } } },
    };
    expect(lightOnly(tokens)).toEqual({
      fg: { value: '{colors.black}' },
      canvas: { value: '#f5f7fb' },
      border: { DEFAULT: { value: '{colors.gray.200}' } },
    });
  });

  it('builds no dark-scheme tokens (the spec has one colour scheme)', () => {
    const conditions = new Set([...system.tokens.allTokens].map((token) => token.extensions.condition));
    expect([...conditions].filter((condition) => condition && condition !== 'base')).toEqual([]);
    const valueOf = (name: string) => system.tokens.getByName(name)?.value;
    expect(valueOf('colors.fg')).toBe('var(--chakra-colors-black)');
    expect(valueOf('colors.brand.solid')).toBe('var(--chakra-colors-brand-700)');
    expect(valueOf('colors.bg.canvas')).toBe('#f5f7fb');
  });

  it('is built once, on first use, and the page gets that one system without its global CSS', () => {
    expect(portalSystem()).toBe(system);
    expect(pageSystem()).toBe(pageSystem());
    expect(pageSystem().tokens).toBe(system.tokens);
    expect(pageSystem()._global).toEqual([]);
  });
});
