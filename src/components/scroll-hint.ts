/**
 * A fade at whichever end of a sideways-scrolling strip has more beyond it (the phone's tab lists,
 * quick-filter chips and account pages), for strips whose scrollbar is hidden or thin: a label cut
 * at the edge otherwise reads as a broken one ("Extended Report F", "Inboun").
 *
 * The mask is 2rem wider than the strip and fades over 2rem at each of its ends. The strip's own
 * scroll position slides it (a scroll-driven animation): at the start its left fade lies past the
 * strip's left edge and its right fade shows; at the end the other way round; between, a part of
 * each. A strip that does not overflow has an inactive timeline and no mask; a browser without
 * scroll-driven animations shows no fade at all.
 */
const fade = 'linear-gradient(to right, transparent, #000 2rem, #000 calc(100% - 2rem), transparent)';

/**
 * The keyframes, for the build-time stylesheet only (src/app/static-global-css.ts): not in the
 * system's theme, which every page's entry carries.
 */
export function scrollHintRules() {
  return {
    '@keyframes scroll-hint': {
      from: { maskImage: fade, maskPosition: '100% 0' },
      to: { maskImage: fade, maskPosition: '0 0' },
    },
  };
}

/** Styles of a strip that scrolls sideways. */
export const scrollHintCss = {
  '@supports (animation-timeline: scroll())': {
    maskSize: 'calc(100% + 2rem) 100%',
    maskRepeat: 'no-repeat',
    animationName: 'scroll-hint',
    animationDuration: 'auto',
    animationTimingFunction: 'linear',
    animationFillMode: 'both',
    animationTimeline: 'scroll(self inline)',
  },
};
