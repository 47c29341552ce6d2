import type { MouseEvent } from 'react';
import { useTexts } from '@shared/i18n/use-language';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '@site/lib/use-media-query';
import { artistTexts } from '../artist-texts';
import type { PhotoTab } from './artist-photos';

/** One link of the band: the section it goes to, and for the pictures which tab it opens. */
export type ArtistSection = { key: string; label: string; targetId: string; tab?: PhotoTab };

/**
 * Links from the info band to the page's sections (pictures, polaroids, videos, career), in the band and in its
 * sticky bar (docs/decisions/111). A link scrolls to its section and moves the focus there; POLAROIDS also opens
 * its tab. The page's address is left alone (a hash would be read by the router as a navigation).
 */
export function SectionNav({ sections, onTab }: { sections: readonly ArtistSection[]; onTab: (tab: PhotoTab) => void }) {
  const t = useTexts(artistTexts);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  if (sections.length === 0) return null;

  const go = (event: MouseEvent<HTMLAnchorElement>, section: ArtistSection) => {
    const target = document.getElementById(section.targetId);
    if (!target) return;
    event.preventDefault();
    if (section.tab) onTab(section.tab);
    // After the tab's panel is drawn, so that the page has its final height.
    requestAnimationFrame(() => {
      target.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
      const focusable = (section.tab && target.querySelector<HTMLElement>(`[data-tab="${section.tab}"]`)) || target.querySelector<HTMLElement>('h2[tabindex="-1"]') || target;
      focusable.focus({ preventScroll: true });
    });
  };

  return (
    <nav className="artist-sections" aria-label={t.sections}>
      <ul>
        {sections.map((section) => (
          <li key={section.key}>
            <a href={`#${section.targetId}`} onClick={(event) => go(event, section)}>
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
