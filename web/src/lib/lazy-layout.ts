// A phone lays out a long page slowly: the home page's sections below the hero took it longer
// to style and lay out than a tap may wait. Those sections carry the class below, and a phone's
// browser lays each out only when the visitor comes near it (content-visibility: auto, in
// index.css); until then it holds the room of an estimated height. Search in the page, the
// accessibility tree and printing see them as always.

/** LAZY_LAYOUT is the class of a part of a page laid out when the visitor comes near it. */
export const LAZY_LAYOUT = 'lazy-layout';

/**
 * scrollToSection scrolls smoothly to el. The whole page is laid out first, for good: a smooth
 * scroll measures its way once, and the real heights of the sections it passes would
 * otherwise move its end.
 */
export function scrollToSection(el: Element): void {
  document.documentElement.dataset.fullLayout = '';
  el.scrollIntoView({ behavior: 'smooth', block: 'start' });
}
