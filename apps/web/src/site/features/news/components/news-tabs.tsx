import { useRef, type KeyboardEvent } from 'react';

export const NEWS_TABS = ['videos', 'photos'] as const;
export type NewsTab = (typeof NEWS_TABS)[number];
const LABELS: Record<NewsTab, string> = { videos: 'VIDEOS', photos: 'PHOTOS' };

type NewsTabsProps = { active: NewsTab; onChange: (tab: NewsTab) => void; label: string };

export const tabId = (tab: NewsTab) => `news-tab-${tab}`;
export const panelId = (tab: NewsTab) => `news-panel-${tab}`;

/** WAI-ARIA tabs: arrow keys move between VIDEOS and PHOTOS. */
export function NewsTabs({ active, onChange, label }: NewsTabsProps) {
  const refs = useRef<Partial<Record<NewsTab, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = NEWS_TABS[(NEWS_TABS.indexOf(active) + 1) % NEWS_TABS.length] ?? 'videos';
    onChange(next);
    refs.current[next]?.focus();
  };
  return (
    <div className="news-tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {NEWS_TABS.map((tab) => (
        <button
          key={tab}
          ref={(element) => {
            refs.current[tab] = element;
          }}
          type="button"
          role="tab"
          id={tabId(tab)}
          aria-selected={active === tab}
          aria-controls={panelId(tab)}
          tabIndex={active === tab ? 0 : -1}
          onClick={() => onChange(tab)}
        >
          {LABELS[tab]}
        </button>
      ))}
    </div>
  );
}
