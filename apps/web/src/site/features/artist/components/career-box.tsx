import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTexts } from '@shared/i18n/use-language';
import { MOBILE_QUERY, useMediaQuery } from '@site/lib/use-media-query';
import { artistTexts } from '../artist-texts';

/** Each line of the career text is an entry of its own (blank lines are dropped). */
export function careerEntries(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

type CareerBoxProps = {
  text: string;
  videoBoxHeight: number;
  /** The section's id, the target of the info band's career link. */
  id?: string;
};

const FALLBACK_HEIGHT_PX = 220;

/**
 * Career text as a list, one entry per line; below 768 px it is collapsed to the video box height and can be expanded, when it is longer
 * than that (a text that fits is shown whole, without the toggle).
 */
export function CareerBox({ text, videoBoxHeight, id }: CareerBoxProps) {
  const t = useTexts(artistTexts);
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const [expanded, setExpanded] = useState(false);
  const bodyId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const limit = videoBoxHeight || FALLBACK_HEIGHT_PX;
  const [fullHeight, setFullHeight] = useState(0);
  useLayoutEffect(() => {
    const paragraph = listRef.current;
    if (!paragraph || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setFullHeight(paragraph.scrollHeight));
    observer.observe(paragraph);
    return () => observer.disconnect();
  }, []);
  const overflows = fullHeight > limit;
  const collapsible = isMobile && overflows;
  const collapsed = collapsible && !expanded;

  return (
    <section id={id} className="artist-career artist-anchor" aria-labelledby={`${bodyId}-title`}>
      <h2 id={`${bodyId}-title`} className="artist-section-title" tabIndex={-1}>
        {t.career}
      </h2>
      <div
        id={bodyId}
        className="artist-career-body"
        data-collapsed={collapsed}
        style={collapsed ? { maxHeight: limit } : undefined}
      >
        <ul ref={listRef} className="artist-career-list">
          {careerEntries(text).map((entry, index) => (
            <li key={index}>{entry}</li>
          ))}
        </ul>
      </div>
      {collapsible && (
        <button type="button" className="artist-career-toggle" aria-expanded={expanded} aria-controls={bodyId} onClick={() => setExpanded(!expanded)}>
          {expanded ? t.showLess : t.showMore}
        </button>
      )}
    </section>
  );
}
