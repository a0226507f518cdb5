import type { GlobalStyleObject } from '@chakra-ui/react';
import { avatarSlotRecipe } from '@chakra-ui/react/theme';

/**
 * The class names of a person's initials in a circle (components/initials-avatar.tsx). As
 * Chakra's Avatar it started a zag machine in the top bar on every first load and kept the
 * machine's code in the entry (issue 11); the portal shows no pictures, only initials.
 */
export const initialsAvatarClass = 'initials-avatar';

/** The sizes the portal uses: the top bar's (sm) and the profile's (lg). */
export const initialsAvatarSizes = ['sm', 'lg'] as const;
export type InitialsAvatarSize = (typeof initialsAvatarSizes)[number];

/** The rules, for the build-time stylesheet only: Chakra's subtle, round Avatar with its fallback text. */
export function initialsAvatarRules(): GlobalStyleObject {
  const variants = avatarSlotRecipe.variants;
  const rules: GlobalStyleObject = {
    [`.${initialsAvatarClass}`]: {
      colorPalette: 'brand',
      ...avatarSlotRecipe.base?.['root'],
      ...avatarSlotRecipe.base?.['fallback'],
      ...variants?.['variant']?.['subtle']?.['root'],
      ...variants?.['shape']?.['full']?.['root'],
    },
  };
  for (const size of initialsAvatarSizes) {
    rules[`.${initialsAvatarClass}[data-size=${size}]`] = { ...variants?.['size']?.[size]?.['root'] };
  }
  return rules;
}
