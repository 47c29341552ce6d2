import { artistDisplayName } from '@agency/contract/artist-names';
import { PACKAGE_COMMENT_MAX, type PackageStatus } from '@agency/contract/package-limits';
import type { PublicPackage } from '@agency/contract/packages';
import { byPriority } from '@agency/contract/page-slots';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ImageGallery } from '@site/components/media/image-gallery';
import { IMAGE_SIZES } from '@site/components/media/image-sources';
import { ResponsiveImage } from '@site/components/media/responsive-image';
import { VideoFacade } from '@site/components/media/video-facade';
import { MeasurementList, ProfileList } from '@site/components/measurements/measurement-list';
import { ApiError } from '@shared/api/api-client';
import { useLanguage, useTexts } from '@shared/i18n/use-language';
import { recordPackageView, sendPick } from '../api/package-api';
import { packageTexts } from '../package-texts';
import { StatusButtons } from './status-buttons';

type PackageItem = PublicPackage['artists'][number];
type Status = { kind: 'ok' | 'error'; text: string } | null;

/** The comp card: the artist's own when set, else the one the server makes (through the package: hidden artists too). */
function compCardHref(token: string, item: PackageItem, language: 'ko' | 'en'): string {
  const lang = language === 'en' ? '?lang=en' : '';
  return item.artist.compCard || `/api/packages/${encodeURIComponent(token)}/compcard/${encodeURIComponent(item.artist.urlName)}${lang}`;
}

/**
 * One artist of a package: picture, name and measurements, the answer (favourite, request, decline), and the profile
 * (pictures, polaroids, videos, a comment for the agency) opened in place. Opening it is logged for the agency once.
 */
export function PackageArtist(props: {
  token: string;
  item: PackageItem;
  status: PackageStatus;
  /** Sends the answer (the page shows it at once and takes it back when sending fails). */
  onStatus: (next: PackageStatus) => Promise<void>;
  /** Opened from the contact sheet: mounted open and scrolled into view. */
  focused?: boolean;
  hintId: string;
}) {
  const { token, item } = props;
  const t = useTexts(packageTexts);
  const { language } = useLanguage();
  const { artist } = item;
  const id = useId();
  const [comment, setComment] = useState(item.comment);
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const [commentStatus, setCommentStatus] = useState<Status>(null);
  const [open, setOpen] = useState(props.focused ?? false);
  const opened = useRef(false);
  const name = artistDisplayName(artist, language);

  const failure = (error: unknown) => ({ kind: 'error' as const, text: error instanceof ApiError && error.status === 429 ? t.tooMany : t.sendFailed });

  const answer = async (next: PackageStatus) => {
    setStatus(null);
    try {
      await props.onStatus(next);
    } catch (error) {
      setStatus(failure(error));
    }
  };

  const submitComment = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setCommentStatus(null);
    try {
      const sent = await sendPick(token, { artistId: artist.id, status: props.status, comment });
      setComment(sent.comment);
      setCommentStatus({ kind: 'ok', text: t.commentSent });
    } catch (error) {
      setCommentStatus(failure(error));
    } finally {
      setSending(false);
    }
  };

  const toggleProfile = () => {
    if (!open && !opened.current) {
      opened.current = true;
      recordPackageView(token, artist.id);
    }
    setOpen(!open);
  };

  const articleRef = useRef<HTMLElement>(null);
  const { focused } = props;
  useEffect(() => {
    if (!focused) return;
    if (!opened.current) {
      opened.current = true;
      recordPackageView(token, artist.id);
    }
    articleRef.current?.scrollIntoView({ block: 'start' });
    articleRef.current?.focus({ preventScroll: true });
  }, [focused, token, artist.id]);

  const videos = byPriority(artist.detailVideos);
  return (
    <article ref={articleRef} tabIndex={-1} className="package-artist" aria-labelledby={`${id}-name`} data-status={props.status}>
      <div className="package-artist-picture">
        {artist.mainImage && <ResponsiveImage src={artist.mainImage} alt={name} sizes={IMAGE_SIZES.grid} aspect="portrait" />}
      </div>
      <div className="package-artist-body">
        <h2 id={`${id}-name`} className="package-artist-name">
          {name}
        </h2>
        <MeasurementList artist={artist} />
        <ProfileList artist={artist} />
        <StatusButtons status={props.status} onChange={(next) => void answer(next)} describedBy={props.hintId} />
        <div className="package-artist-actions">
          <button type="button" className="package-button" aria-expanded={open} aria-controls={`${id}-profile`} onClick={toggleProfile}>
            {open ? t.hideProfile : t.showProfile}
          </button>
          <a className="package-button" href={compCardHref(token, item, language)} target="_blank" rel="noopener noreferrer">
            COMPCARD
          </a>
        </div>
        <StatusLine status={status} />
      </div>
      <div id={`${id}-profile`} className="package-profile" hidden={!open}>
        {open && (
          <>
            {artist.detailImages.length > 0 && (
              <section aria-label={t.portfolio}>
                <h3 className="package-section-title">{t.portfolio}</h3>
                <ImageGallery images={byPriority(artist.detailImages)} altPrefix={`${name} ${t.photoAlt}`} />
              </section>
            )}
            {item.polaroids.length > 0 && (
              <section aria-label={t.polaroids}>
                <h3 className="package-section-title">{t.polaroids}</h3>
                <ImageGallery images={byPriority(item.polaroids)} altPrefix={`${name} ${t.polaroidAlt}`} />
              </section>
            )}
            {videos.length > 0 && (
              <section aria-label={t.videos}>
                <h3 className="package-section-title">{t.videos}</h3>
                <ul className="package-videos">
                  {videos.map((video, index) => (
                    <li key={video.id}>
                      <VideoFacade videoUrl={video.videoUrl} title={t.videoTitle(name, index + 1)} fallback={t.unsupportedVideo} posterUrl={artist.mainImage} sizes={IMAGE_SIZES.half} />
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <form className="package-comment" onSubmit={(event) => void submitComment(event)}>
              <label htmlFor={`${id}-comment`}>{t.commentLabel}</label>
              <textarea
                id={`${id}-comment`}
                value={comment}
                maxLength={PACKAGE_COMMENT_MAX}
                rows={3}
                aria-describedby={`${id}-comment-hint`}
                onChange={(event) => setComment(event.target.value)}
              />
              <p id={`${id}-comment-hint`} className="package-hint">
                {t.commentHint(PACKAGE_COMMENT_MAX)} ({comment.length.toLocaleString('en-US')}/{PACKAGE_COMMENT_MAX.toLocaleString('en-US')})
              </p>
              <button type="submit" className="package-button package-button--solid" disabled={sending}>
                {t.sendComment}
              </button>
              <StatusLine status={commentStatus} />
            </form>
          </>
        )}
      </div>
    </article>
  );
}

/** The outcome of the last send, read out when it changes. */
function StatusLine({ status }: { status: Status }) {
  return (
    <p className={`package-status${status?.kind === 'error' ? ' is-error' : ''}`} role="status">
      {status?.text}
    </p>
  );
}
