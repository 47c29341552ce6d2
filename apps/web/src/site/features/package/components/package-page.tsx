import { publicPagePath } from '@agency/contract/public-pages';
import { isFavouriteStatus, PACKAGE_EXPIRED, type PackageStatus } from '@agency/contract/package-limits';
import type { PublicPackage } from '@agency/contract/packages';
import { useEffect, useId, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { PagePlaceholder } from '@site/components/loading/page-placeholder';
import { MissingState } from '@site/components/missing-state/missing-state';
import { useLogError } from '@site/lib/use-log-error';
import { ApiError } from '@shared/api/api-client';
import { getAppConfig } from '@shared/app-config';
import { commonTexts } from '@shared/i18n/common-texts';
import { useLanguage, useTexts } from '@shared/i18n/use-language';
import { languageOfOpeningLink } from '@shared/i18n/language-address';
import { useDocumentTitle } from '@shared/use-document-title';
import { recordPackageView, rememberPackageLanguage, sendPick, usePackage } from '../api/package-api';
import { packageTexts } from '../package-texts';
import { PackageArtist } from './package-artist';
import { PackageCard } from './package-card';
import { PackageCompare } from './package-compare';
import '../package.css';

/** The last day a package is open, in the reader's time zone (it closes at the end of that day). */
function lastDay(expiresAt: string, language: 'ko' | 'en'): string {
  const format = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'ko-KR', { year: 'numeric', month: 'long', day: 'numeric' });
  return format.format(new Date(Date.parse(expiresAt) - 1));
}

type PackageItem = PublicPackage['artists'][number];
type View = 'grid' | 'list' | 'compare';
/** Most artists side by side in the comparison. */
const COMPARE_MAX = 4;

/**
 * A client package (/p/{token}, decision 081): the agency's selection of artists for one client, in the package's
 * language unless the link names one, with answers (favourite, request, decline) and comments that reach the agency
 * at once. It opens on a contact sheet of every artist (issue 37); a profile opens in the list of full profiles, and
 * two to four artists can be compared side by side.
 */
export function PackagePage() {
  const token = useParams().token ?? '';
  const t = useTexts(packageTexts);
  const common = useTexts(commonTexts);
  const { language, setLanguage } = useLanguage();
  const { data, error, isLoading } = usePackage(token);
  const [statuses, setStatuses] = useState<Record<number, PackageStatus>>({});
  const [view, setView] = useState<View>('grid');
  const [focused, setFocused] = useState<number | null>(null);
  const [compared, setCompared] = useState<number[]>([]);
  const [shortlistedOnly, setShortlistedOnly] = useState(false);
  const hintId = useId();
  const arrived = useRef(false);
  useLogError(error, 'package');
  const siteName = getAppConfig().siteName;
  useDocumentTitle(data ? `${(language === 'en' && data.titleEn) || data.title} | ${siteName}` : `PACKAGE | ${siteName}`);

  /** The language the link opened in, then the last one remembered for it; `settled` once the page shows it. */
  const remembered = useRef<{ language: 'ko' | 'en'; settled: boolean } | null>(null);
  useEffect(() => {
    if (!data || arrived.current) return;
    arrived.current = true;
    recordPackageView(token);
    // The link's own ?lang= wins; otherwise the link's language (not the visitor's stored one: decision 113).
    const opening = languageOfOpeningLink();
    if (!opening) setLanguage(data.language);
    remembered.current = { language: opening ?? data.language, settled: false };
  }, [data, token, setLanguage]);

  // A switch of language on the page is remembered for the link (a recipient's: their next visit and mails).
  useEffect(() => {
    const current = remembered.current;
    if (!current) return;
    if (!current.settled) {
      current.settled = language === current.language;
      return;
    }
    if (language === current.language) return;
    current.language = language;
    rememberPackageLanguage(token, language);
  }, [data, language, token]);

  if (isLoading)
    return (
      <div className="page package">
        <PagePlaceholder label={common.loading} top="portrait" lines={4} />
      </div>
    );
  if (!data) {
    const notFound = error instanceof ApiError && error.status === 404;
    const expired = notFound && error.message === PACKAGE_EXPIRED;
    return (
      <section className="page">
        <MissingState
          code={notFound && !expired ? '404' : undefined}
          title={expired ? t.expiredTitle : notFound ? t.notFoundTitle : t.loadFailed}
          body={expired ? t.expiredBody : notFound ? t.notFoundBody : t.loadFailedBody}
          link={{ to: publicPagePath('home'), label: `← ${t.home}` }}
          as="page"
        />
      </section>
    );
  }

  const statusOf = (item: PackageItem): PackageStatus => statuses[item.artist.id] ?? item.status;
  /** Shows the answer at once, sends it, and takes it back (rethrowing) when it could not be sent. */
  const changeStatus = async (item: PackageItem, next: PackageStatus) => {
    const previous = statusOf(item);
    setStatuses((current) => ({ ...current, [item.artist.id]: next }));
    try {
      await sendPick(token, { artistId: item.artist.id, status: next });
    } catch (error) {
      setStatuses((current) => ({ ...current, [item.artist.id]: previous }));
      throw error;
    }
  };
  const pickedCount = data.artists.filter((item) => isFavouriteStatus(statusOf(item))).length;
  const note = language === 'en' ? data.note.en || data.note.ko : data.note.ko || data.note.en;
  const title = (language === 'en' && data.titleEn) || data.title;
  const shown = shortlistedOnly ? data.artists.filter((item) => isFavouriteStatus(statusOf(item))) : data.artists;
  const comparedItems = compared.flatMap((id) => data.artists.filter((item) => item.artist.id === id));
  const openProfile = (item: PackageItem) => {
    setFocused(item.artist.id);
    setView('list');
  };
  const viewButton = (value: View, label: string, disabled = false) => (
    <button type="button" className="package-view-button" aria-pressed={view === value} disabled={disabled} onClick={() => setView(value)}>
      {label}
    </button>
  );
  return (
    <div className="page package">
      <header className="package-head">
        <p className="package-label">{t.label}</p>
        <h1 className="package-title">{title}</h1>
        <p className="package-client">{t.forClient(data.clientName)}</p>
        {note && <p className="package-note">{note}</p>}
        <p className="package-meta">
          <span>{t.artistCount(data.artists.length)}</span>
          <span aria-live="polite">{t.favouriteCount(pickedCount)}</span>
          <span>{t.openUntil(lastDay(data.expiresAt, language))}</span>
        </p>
        {(data.booker.name || data.booker.phone || data.booker.email) && (
          <p className="package-booker">
            <span className="package-booker-label">{t.booker}</span>
            {data.booker.name && <span>{data.booker.name}</span>}
            {data.booker.phone && <a href={`tel:${data.booker.phone.replace(/[^\d+]/g, '')}`}>{data.booker.phone}</a>}
            {data.booker.email && <a href={`mailto:${data.booker.email}`}>{data.booker.email}</a>}
          </p>
        )}
      </header>
      <div className="package-toolbar">
        <div className="package-views" role="group" aria-label={t.viewLabel}>
          {viewButton('grid', t.viewGrid)}
          {viewButton('list', t.viewList)}
          {viewButton('compare', t.viewCompare(compared.length), compared.length < 2)}
        </div>
        {view !== 'compare' && (
          <label className="package-filter">
            <input type="checkbox" checked={shortlistedOnly} onChange={(event) => setShortlistedOnly(event.target.checked)} />
            <span>{t.shortlistedOnly}</span>
          </label>
        )}
        {data.artists.length > 0 && (
          <a className="package-button" href={`/api/packages/${encodeURIComponent(token)}/compcards.pdf?lang=${language}`} download>
            {t.allCompCards}
          </a>
        )}
      </div>
      {view !== 'compare' && shown.length === 0 && <p className="package-empty">{t.noneShortlisted}</p>}
      {view === 'grid' && (
        <div className="package-grid">
          {shown.map((item) => (
            <PackageCard
              key={item.artist.id}
              item={item}
              status={statusOf(item)}
              onStatus={(next) => void changeStatus(item, next).catch((error: unknown) => console.warn('package answer not sent', error))}
              comparing={compared.includes(item.artist.id)}
              compareFull={compared.length >= COMPARE_MAX}
              onCompare={(on) => setCompared((current) => (on ? [...current, item.artist.id] : current.filter((id) => id !== item.artist.id)))}
              onOpen={() => openProfile(item)}
              hintId={hintId}
            />
          ))}
        </div>
      )}
      {view === 'list' && (
        <div className="package-list">
          {shown.map((item) => (
            <PackageArtist
              key={item.artist.id}
              token={token}
              item={item}
              status={statusOf(item)}
              onStatus={(next) => changeStatus(item, next)}
              focused={focused === item.artist.id}
              hintId={hintId}
            />
          ))}
        </div>
      )}
      {view === 'compare' && (
        <PackageCompare
          items={comparedItems}
          statusOf={statusOf}
          onStatus={(item, next) => void changeStatus(item, next).catch((error: unknown) => console.warn('package answer not sent', error))}
          onRemove={(item) => {
            const rest = compared.filter((id) => id !== item.artist.id);
            setCompared(rest);
            if (rest.length < 2) setView('grid');
          }}
          hintId={hintId}
        />
      )}
      {/* Read with every answer button (aria-describedby); after the artists, so the first screen shows them. */}
      <p id={hintId} className="package-hint">
        {view === 'grid' && compared.length < 2 ? `${t.statusHint} ${t.compareHint}` : t.statusHint}
      </p>
    </div>
  );
}
