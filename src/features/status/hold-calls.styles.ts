import type { GlobalStyleObject } from '@chakra-ui/react';
import { switchSlotRecipe } from '@chakra-ui/react/theme';

/**
 * The class names of the Hold calls switch. It sits in the status panel, on the dashboard and on
 * /status. As Chakra's Switch it started a zag machine and resolved five styled elements while the
 * dashboard first loaded (issue 11; components/list-row.styles.ts says why classes). Now it is a
 * native checkbox with the switch role, drawn as Chakra's lg solid switch.
 */
export const holdCallsClass = {
  box: 'hold-calls',
  text: 'hold-calls-text',
  title: 'hold-calls-title',
  help: 'hold-calls-help',
  switch: 'hold-calls-switch',
} as const;

const c = holdCallsClass;

/** Chakra's lg switch: 3rem by 1.5rem; the thumb is the height, scaled to 0.8. */
const width = '3rem';
const height = '1.5rem';

/**
 * The rules, for the build-time stylesheet only (src/app/static-global-css.ts): the box, the label
 * (the Switch label's sm medium text at line height 1), and the switch, whose thumb is its
 * `::before`.
 */
export function holdCallsRules(): GlobalStyleObject {
  const solid = switchSlotRecipe.variants?.['variant']?.['solid'];
  return {
    [`.${c.box}`]: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: 3,
      borderWidth: '1px',
      borderColor: 'border',
      bg: 'bg.panel',
      rounded: 'md',
      px: 3,
      py: 2.5,
      cursor: 'pointer',
    },
    [`.${c.box}[data-on]`]: { borderColor: 'orange.400', bg: 'orange.subtle' },
    [`.${c.text}`]: { ...switchSlotRecipe.base?.['label'], flex: '1', display: 'flex', flexDirection: 'column' },
    [`.${c.title}`]: { fontWeight: 'semibold' },
    // Its own line height: the label's 1 pressed the help's two lines on a phone together.
    [`.${c.help}`]: { fontWeight: 'normal', color: 'fg.muted', mt: 0.5, lineHeight: 'short' },
    [`.${c.switch}`]: {
      appearance: 'none',
      colorPalette: 'orange',
      flexShrink: 0,
      position: 'relative',
      width,
      height,
      m: 0,
      borderRadius: 'full',
      bg: solid?.['control']?.['bg'],
      cursor: 'pointer',
      transition: 'backgrounds',
      focusVisibleRing: 'outside',
      _before: {
        content: '""',
        position: 'absolute',
        insetStart: 0,
        top: 0,
        width: height,
        height,
        borderRadius: 'full',
        bg: 'white',
        scale: '0.8',
        boxShadow: 'sm',
        transitionProperty: 'translate',
        transitionDuration: 'fast',
      },
      _checked: {
        bg: 'colorPalette.solid',
        _before: { bg: 'colorPalette.contrast', translate: `calc(${width} - ${height}) 0` },
      },
    },
  };
}
