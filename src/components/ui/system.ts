import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import { portalButtonRecipe } from './button-recipe';
import { portalDialogSlotRecipe } from './dialog-recipe';
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  cardSlotRecipe,
  checkboxSlotRecipe,
  dataListSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

/** Where `md` (the desktop layout) starts: the phone layout holds at or below 768px (spec core §2). */
export const mdMinWidth = 769;

/**
 * The portal's Chakra system. Built from `defaultBaseConfig` with only the recipes the app uses
 * (DESIGN §5: the full default system costs ~340 ms at start on mobile). When a screen needs a
 * Chakra component whose recipe is not listed here, add the recipe below: a component without
 * its recipe renders unstyled, and scripts/chakra-recipes.test.ts fails until it is there.
 */
const brand = {
  50: { value: '#eef4fb' },
  100: { value: '#d6e4f5' },
  200: { value: '#adc8ea' },
  300: { value: '#7ea6da' },
  400: { value: '#4f80c6' },
  500: { value: '#2f62ad' },
  600: { value: '#224d92' },
  700: { value: '#1b3e78' },
  800: { value: '#163262' },
  900: { value: '#10254a' },
  950: { value: '#0a1831' },
};

type SemanticTokens = NonNullable<NonNullable<Parameters<typeof defineConfig>[0]['theme']>['semanticTokens']>;

/**
 * The portal has one colour scheme (the spec has no dark mode), so each semantic token keeps its
 * light value only. Chakra's tokens carry `{ _light, _dark }` pairs, and every `_dark` half is a
 * token of its own that createSystem builds, transforms and writes into a `.dark` block of the
 * global stylesheet: ~125 of the ~690 tokens, on every first load (issue 11).
 */
export function lightOnly<T>(node: T): T {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return node;
  const value = (node as { value?: unknown }).value;
  if (value !== null && typeof value === 'object' && '_light' in value) return { ...node, value: value._light };
  return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, lightOnly(child)])) as T;
}

const portalSemanticTokens: SemanticTokens = lightOnly({
  ...semanticTokens,
  colors: {
    ...semanticTokens.colors,
    bg: {
      ...semanticTokens.colors?.['bg'],
      canvas: { value: '#f5f7fb' },
    },
    // Field errors and other error text: Chakra's red.500 reads at 3.8:1 on white, under WCAG AA's 4.5.
    fg: {
      ...semanticTokens.colors?.['fg'],
      error: { value: '{colors.red.700}' },
    },
    brand: {
      solid: { value: '{colors.brand.700}' },
      contrast: { value: 'white' },
      fg: { value: '{colors.brand.700}' },
      muted: { value: '{colors.brand.100}' },
      subtle: { value: '{colors.brand.50}' },
      emphasized: { value: '{colors.brand.200}' },
      focusRing: { value: '{colors.brand.500}' },
      border: { value: '{colors.brand.300}' },
    },
  },
});

const portalConfig = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: {
    ...globalCss,
    'html, body': { bg: 'bg.canvas', color: 'fg', minHeight: '100%' },
    body: { overflowX: 'hidden' },
  },
  theme: {
    // Spec core §2: the mobile layout applies at or below the medium breakpoint (768px). Chakra's
    // breakpoints are min-widths, so `md` starts one pixel above it: every `{ base, md }` style
    // shows the phone layout at exactly 768px too.
    breakpoints: { ...breakpoints, md: `${mdMinWidth}px` },
    keyframes,
    textStyles,
    layerStyles,
    animationStyles,
    tokens: {
      ...tokens,
      colors: { ...tokens.colors, brand },
      fonts: {
        heading: { value: "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
        body: { value: "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
        mono: { value: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace" },
      },
    },
    semanticTokens: portalSemanticTokens,
    recipes: {
      badge: badgeRecipe,
      button: portalButtonRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      // Without it a Skeleton is an empty box: the space is held but nothing shows it is loading.
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: portalDialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      popover: popoverSlotRecipe,
      progress: progressSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
});

let built: SystemContext | undefined;
let builtForPage: SystemContext | undefined;

/**
 * The portal's system, built on first use rather than while the entry's modules evaluate: it is
 * the largest part of the first load's start-up (~60 ms on a 2-core machine, x4 on Lighthouse's
 * phone), and the entry builds it in a task of its own (`startPortal` in src/main.tsx). Tests and
 * the stylesheet's generator use it as it is.
 */
export function portalSystem(): SystemContext {
  return (built ??= createSystem(defaultBaseConfig, portalConfig));
}

/**
 * The system of the built page, whose global CSS comes as a static stylesheet
 * (`virtual:chakra-global.css`, scripts/chakra-global-css.ts): the provider inserts none of its
 * own, neither the layer order nor the global styles (`disableLayers` here only tells the
 * provider so; the components' styles are built with the layers as before).
 */
export function pageSystem(): SystemContext {
  const system = portalSystem();
  return (builtForPage ??= { ...system, _global: [], _config: { ...system._config, disableLayers: true } });
}
