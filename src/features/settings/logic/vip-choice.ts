import { formatUsDisplay } from '@/domain/numbers/us-display';

/** The select's value for "Another number…". */
export const CUSTOM_VIP_CHOICE = 'custom';

/** The select's value for its placeholder ("Choose a number"): nothing chosen, so nothing to save. */
export const NO_VIP_CHOICE = '';

export interface VipChoice {
  /** One of the account's own numbers, CUSTOM_VIP_CHOICE or NO_VIP_CHOICE. */
  selected: string;
  /** What the custom number field holds. */
  entry: string;
}

/**
 * Where the VIP form starts: on the number calls go to now, so that the form shows the setting
 * instead of a different number a careless Save would put in its place. A current number that is
 * not one of the account's own is shown as the custom entry. With none set (after Clear, say) the
 * form starts on nothing: preselecting a number made one stray Save set it again.
 */
export function initialVipChoice(current: string | null, own: readonly string[]): VipChoice {
  if (current && own.includes(current)) return { selected: current, entry: '' };
  if (current) return { selected: CUSTOM_VIP_CHOICE, entry: formatUsDisplay(current) };
  return { selected: NO_VIP_CHOICE, entry: '' };
}
