import { buttonRecipe } from '@chakra-ui/react/theme';

/**
 * Chakra's button with one change: the plain variant (a text link drawn as a button) has no border.
 * The base's transparent 1 px border set such a button's text 1 px in from the text under it
 * (contact names, invoice numbers, report files) and a link in a line of text off its baseline.
 */
export const portalButtonRecipe = {
  ...buttonRecipe,
  variants: {
    ...buttonRecipe.variants,
    variant: {
      ...buttonRecipe.variants?.['variant'],
      plain: { ...buttonRecipe.variants?.['variant']?.['plain'], borderWidth: 0 },
    },
  },
} as typeof buttonRecipe;
