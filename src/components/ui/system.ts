import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
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
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

/**
 * The portal's Chakra system. Built from `defaultBaseConfig` with only the recipes the app uses
 * (DESIGN §5: the full default system costs ~340 ms at start on mobile). When a screen needs a
 * Chakra component whose recipe is not listed here, add the recipe below.
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
    breakpoints: { ...breakpoints, md: '769px' },
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
    semanticTokens: {
      ...semanticTokens,
      colors: {
        ...semanticTokens.colors,
        bg: {
          ...semanticTokens.colors?.['bg'],
          canvas: { value: { _light: '#f5f7fb', _dark: '{colors.gray.950}' } },
        },
        brand: {
          solid: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.400}' } },
          contrast: { value: { _light: 'white', _dark: '{colors.brand.950}' } },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
          border: { value: { _light: '{colors.brand.300}', _dark: '{colors.brand.700}' } },
        },
      },
    },
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      popover: popoverSlotRecipe,
      progress: progressSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
});

export const system = createSystem(defaultBaseConfig, portalConfig);

/**
 * The system of the built page, whose global CSS comes as a static stylesheet
 * (`virtual:chakra-global.css`, scripts/chakra-global-css.ts): the provider inserts none of its
 * own, neither the layer order nor the global styles (`disableLayers` here only tells the
 * provider so; the components' styles are built with the layers as before). Tests and the
 * stylesheet's generator use `system`.
 */
export const pageSystem: SystemContext = { ...system, _global: [], _config: { ...system._config, disableLayers: true } };
