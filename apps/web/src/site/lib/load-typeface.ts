import { afterFirstScreen } from './after-first-screen';

/**
 * Adds Pretendard's @font-face rules once the first screen is drawn (decision 077). Declared in the entry CSS,
 * or added right after the first paint, the font files were fetched before the largest picture counted as drawn
 * and delayed Lighthouse's LCP by about a second on a phone's network (1.7 → 2.6 s). Text first shows in the
 * metric-matched fallback (typeface-fallback.css), so the swap moves nothing measurable.
 */
export function loadTypeface(): () => void {
  return afterFirstScreen(() => {
    void import('./typeface-faces').then(({ default: faces }) => {
      const style = document.createElement('style');
      style.dataset.typeface = '';
      style.textContent = faces;
      document.head.append(style);
    });
  });
}
