import type { ArtistDetail } from '@agency/contract/artists';
import { byPriority } from '@agency/contract/page-slots';
import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ImageGallery } from '@site/components/media/image-gallery';
import { StatusText } from '@shared/ui/status-text';
import { commonTexts } from '@shared/i18n/common-texts';
import { useLanguage, useTexts } from '@shared/i18n/use-language';
import { formatDay } from '@site/lib/format-day';
import { useLogError } from '@site/lib/use-log-error';
import { useArtistPolaroids } from '../api/get-artist-details';
import { artistTexts } from '../artist-texts';

export type PhotoTab = 'portfolio' | 'polaroids';
type Tab = PhotoTab;

/**
 * Which picture tab is open, held by the page: the section links of the info band open POLAROIDS too
 * (docs/decisions/111). POLAROIDS is read when first opened.
 */
export function usePhotoTabs(artist: ArtistDetail) {
  const hasPortfolio = artist.detailImages.length > 0;
  const [tab, setTab] = useState<Tab>(hasPortfolio ? 'portfolio' : 'polaroids');
  const [polaroidsOpened, setPolaroidsOpened] = useState(!hasPortfolio);
  const open = useCallback((next: Tab) => {
    setTab(next);
    if (next === 'polaroids') setPolaroidsOpened(true);
  }, []);
  return { tab, open, polaroidsOpened };
}
export type PhotoTabs = ReturnType<typeof usePhotoTabs>;

/** The id of the pictures section, the target of the info band's PORTFOLIO and POLAROIDS links. */
export const PHOTOS_SECTION_ID = 'artist-photos';

/** The polaroid set, read when its tab first opens, with the day it was taken. */
function PolaroidPanel({ urlName, name }: { urlName: string; name: string }) {
  const t = useTexts(artistTexts);
  const common = useTexts(commonTexts);
  const { language } = useLanguage();
  const { data, error } = useArtistPolaroids(urlName, true);
  useLogError(error, `polaroids ${urlName}`);
  if (error) return <StatusText kind="error">{t.polaroidsLoadFailed}</StatusText>;
  if (!data) return <StatusText kind="loading">{common.loading}</StatusText>;
  return (
    <>
      {data.takenOn && <p className="artist-polaroids-date">{t.polaroidsTaken(formatDay(data.takenOn, language))}</p>}
      <ImageGallery images={byPriority(data.polaroids)} altPrefix={`${name} ${t.polaroidAlt}`} />
    </>
  );
}

/**
 * The artist's pictures: the spec's grid, and with polaroids (issue 17) two tabs, PORTFOLIO (the default) and
 * POLAROIDS (loaded when first opened). The tabs follow the ARIA tabs pattern: arrow keys move between them.
 */
export function ArtistPhotos({ artist, name, tabs }: { artist: ArtistDetail; name: string; tabs: PhotoTabs }) {
  const t = useTexts(artistTexts);
  const id = useId();
  const hasPortfolio = artist.detailImages.length > 0;
  const { tab, open, polaroidsOpened } = tabs;
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ portfolio: null, polaroids: null });
  if (!hasPortfolio && artist.polaroidCount === 0) return null;

  const portfolio = <ImageGallery images={byPriority(artist.detailImages)} altPrefix={`${name} ${t.photoAlt}`} />;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight' && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    const next: Tab = event.key === 'Home' ? 'portfolio' : event.key === 'End' ? 'polaroids' : tab === 'portfolio' ? 'polaroids' : 'portfolio';
    open(next);
    tabRefs.current[next]?.focus();
  };
  const tabButton = (value: Tab, label: string) => (
    <button
      ref={(node) => {
        tabRefs.current[value] = node;
      }}
      type="button"
      role="tab"
      id={`${id}-${value}-tab`}
      aria-selected={tab === value}
      aria-controls={`${id}-${value}`}
      tabIndex={tab === value ? 0 : -1}
      className="artist-photo-tab"
      data-tab={value}
      onClick={() => open(value)}
    >
      {label}
    </button>
  );

  return (
    <section id={PHOTOS_SECTION_ID} className="artist-photos artist-anchor" aria-labelledby="artist-photos-title">
      <h2 id="artist-photos-title" className="artist-section-title" tabIndex={-1}>
        {t.photos}
      </h2>
      {artist.polaroidCount === 0 ? (
        portfolio
      ) : (
        <>
          <div role="tablist" aria-labelledby="artist-photos-title" className="artist-photo-tabs" onKeyDown={onKeyDown}>
            {tabButton('portfolio', t.portfolio)}
            {tabButton('polaroids', t.polaroids)}
          </div>
          <div role="tabpanel" id={`${id}-portfolio`} aria-labelledby={`${id}-portfolio-tab`} hidden={tab !== 'portfolio'}>
            {hasPortfolio && portfolio}
          </div>
          <div role="tabpanel" id={`${id}-polaroids`} aria-labelledby={`${id}-polaroids-tab`} hidden={tab !== 'polaroids'}>
            {polaroidsOpened && <PolaroidPanel urlName={artist.urlName} name={name} />}
          </div>
        </>
      )}
    </section>
  );
}
