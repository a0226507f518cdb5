import { dialogSlotRecipe } from '@chakra-ui/react/theme';

/**
 * Chakra's dialog with one change: a centred dialog taller than the screen starts at its top. A
 * full-screen dialog (the phone's form dialogs) has no auto margins, so the positioner's
 * `align-items: center` centred it past the top edge, where no scrolling reaches: on a phone with
 * its keyboard up, Request Assist and Send Text lost their titles and close buttons. `safe`
 * centres only what fits.
 */
export const portalDialogSlotRecipe = {
  ...dialogSlotRecipe,
  variants: {
    ...dialogSlotRecipe.variants,
    placement: {
      ...dialogSlotRecipe.variants?.['placement'],
      center: {
        ...dialogSlotRecipe.variants?.['placement']?.['center'],
        // The recipe's type lists only the plain keywords; `safe center` is CSS's overflow-safe form.
        positioner: { alignItems: 'safe center' as 'center' },
      },
    },
  },
} as typeof dialogSlotRecipe;
