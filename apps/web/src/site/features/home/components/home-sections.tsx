import type { PageContent } from '@agency/contract/page-content';
import { byPriority, HOME_SLOTS, readSlots, type BilingualSlot } from '@agency/contract/page-slots';
import { publicPagePath } from '@agency/contract/public-pages';
import { useId, type ReactNode, type Ref } from 'react';
import { Link } from 'react-router';
import { commonTexts } from '@shared/i18n/common-texts';
import { useLanguage, useTexts } from '@shared/i18n/use-language';
import { PagePlaceholder } from '@site/components/loading/page-placeholder';
import { VideoGrid } from '@site/components/media/video-grid';
import { ArtistCard } from '@site/components/artist-card/artist-card';
import { useArtists } from '@site/lib/get-artists';
import { useInView } from '@site/lib/use-in-view';
import { useLogError } from '@site/lib/use-log-error';
import { usePageContent } from '@site/lib/page-content/get-page-content';
import { FEATURED_DEFAULT_COUNT, homeSectionSwitches, LATEST_PRODUCTION_COUNT, pickFeaturedArtists } from '../home-sections-state';
import { homeSectionsTexts } from '../home-sections-texts';
import '../home-sections.css';

/** A section reads its data once it is this close to the screen. */
const READ_AHEAD = { threshold: 0, rootMargin: '400px 0px' };

/**
 * The optional sections under the home page's video (decision 077), in a fixed order: featured artists, latest
 * production, casting call. Each reads its data only when it comes near the screen; one whose read fails or
 * finds nothing to show is left out.
 */
export function HomeSections({ content }: { content: PageContent }) {
  const { language } = useLanguage();
  const t = useTexts(homeSectionsTexts);
  const slots = readSlots(content);
  const text = (slot: BilingualSlot, fallback: string) => slots.localized(slot, language).trim() || fallback;
  const on = homeSectionSwitches(content);
  return (
    <div className="home-sections">
      {on.featured && <FeaturedArtists title={text(HOME_SLOTS.featured.title, t.featuredTitle)} names={slots.text(HOME_SLOTS.featured.artists)} />}
      {on.production && <LatestProduction title={text(HOME_SLOTS.production.title, t.productionTitle)} />}
      {on.casting && <CastingCall title={text(HOME_SLOTS.casting.title, t.castingTitle)} body={text(HOME_SLOTS.casting.body, t.castingBody)} />}
    </div>
  );
}

type HomeSectionProps = {
  title: string;
  more?: { to: string; label: string };
  className?: string;
  sectionRef?: Ref<HTMLElement>;
  children: ReactNode;
};

function HomeSection({ title, more, className, sectionRef, children }: HomeSectionProps) {
  const id = useId();
  return (
    <section ref={sectionRef} className={['home-section', className].filter(Boolean).join(' ')} aria-labelledby={id}>
      <div className="home-section-head">
        <h2 id={id} className="home-section-title">
          {title}
        </h2>
        {more && (
          <Link className="home-section-more" to={more.to}>
            {more.label}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

function FeaturedArtists({ title, names }: { title: string; names: string }) {
  const t = useTexts(homeSectionsTexts);
  const common = useTexts(commonTexts);
  const { ref, inView } = useInView<HTMLElement>(READ_AHEAD);
  const { data, error } = useArtists({ enabled: inView });
  useLogError(error, 'featured artists');
  const artists = data ? pickFeaturedArtists(data, names) : undefined;
  if (error || artists?.length === 0) return null;
  return (
    <HomeSection title={title} more={{ to: publicPagePath('management'), label: t.viewAllArtists }} sectionRef={ref}>
      {artists ? (
        <ul className="artist-grid balanced-2-3-4">
          {artists.map((artist) => (
            <ArtistCard key={artist.id} artist={artist} loading="lazy" />
          ))}
        </ul>
      ) : (
        <PagePlaceholder label={common.loading} cards={{ count: FEATURED_DEFAULT_COUNT, aspect: 'portrait', gridClassName: 'artist-grid balanced-2-3-4' }} />
      )}
    </HomeSection>
  );
}

function LatestProduction({ title }: { title: string }) {
  const t = useTexts(homeSectionsTexts);
  const common = useTexts(commonTexts);
  const { ref, inView } = useInView<HTMLElement>(READ_AHEAD);
  const { data, error } = usePageContent('PRODUCTION_CONTENT', { enabled: inView });
  useLogError(error, 'latest production');
  const videos = data ? byPriority(data.pageContentVideos).slice(0, LATEST_PRODUCTION_COUNT) : undefined;
  if (error || videos?.length === 0) return null;
  return (
    <HomeSection title={title} more={{ to: publicPagePath('production'), label: t.viewAllProduction }} sectionRef={ref}>
      {videos ? (
        <VideoGrid videos={videos} detailPage="productionVideo" eagerCount={0} />
      ) : (
        <PagePlaceholder label={common.loading} cards={{ count: LATEST_PRODUCTION_COUNT, aspect: 'video', gridClassName: 'video-grid balanced-1-2-3' }} />
      )}
    </HomeSection>
  );
}

function CastingCall({ title, body }: { title: string; body: string }) {
  const t = useTexts(homeSectionsTexts);
  return (
    <HomeSection title={title} className="home-casting">
      <p className="home-casting-body">{body}</p>
      <Link className="home-casting-button" to={publicPagePath('casting')}>
        {t.castingButton}
      </Link>
    </HomeSection>
  );
}
