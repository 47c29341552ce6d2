import { artistDisplayName } from '@agency/contract/artist-names';
import type { ArtistCard as ArtistCardData } from '@agency/contract/artists';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ImageSizes } from '@agency/contract/images';
import { IMAGE_SIZES, type ImageLoading } from '@site/components/media/image-sources';
import { ResponsiveImage } from '@site/components/media/responsive-image';
import { useLanguage, useTexts } from '@shared/i18n/use-language';
import { useInView } from '@site/lib/use-in-view';
import { artistPath } from '@site/lib/artist-path';
import { artistCardTexts } from './artist-card-texts';
import './artist-card.css';

/** `sizes`: the grid's (the roster's dense grid passes IMAGE_SIZES.roster); the featured artists' by default. */
const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/;

type ArtistCardProps = { artist: ArtistCardData; loading: ImageLoading; sizes?: ImageSizes };

/** SPEC section 9: cards reveal at 10 % visibility after a random delay of up to 200 ms. */
export function ArtistCard({ artist, loading, sizes = IMAGE_SIZES.grid }: ArtistCardProps) {
  const [delayMs] = useState(() => Math.floor(Math.random() * 200));
  const { ref, inView } = useInView<HTMLLIElement>({ threshold: 0.1, delayMs });
  // SPEC: each card shows the English name, on both languages' pages.
  const name = artistDisplayName(artist, 'en');
  // An artist without an English name shows the Korean one: it is marked as Korean, so that it is read and spaced as Korean.
  const nameLanguage = HANGUL.test(name) ? 'ko' : 'en';
  const { language } = useLanguage();
  const texts = useTexts(artistCardTexts);
  return (
    <li ref={ref} className="artist-card" data-visible={inView}>
      <Link to={artistPath(artist)} className="artist-card-link">
        <span className="artist-card-media">
          {artist.mainImage && (
            <ResponsiveImage src={artist.mainImage} alt={texts.portraitOf(artistDisplayName(artist, language))} sizes={sizes} aspect="portrait" loading={loading} />
          )}
        </span>
        <span className="artist-card-name" lang={nameLanguage}>
          {name}
        </span>
      </Link>
    </li>
  );
}
