import { publicPagePath } from '@agency/contract/public-pages';
import { PACKAGE_EXPIRED } from '@agency/contract/package-limits';
import { useEffect, useRef, useState } from 'react';
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
import { recordPackageView, usePackage } from '../api/package-api';
import { packageTexts } from '../package-texts';
import { PackageArtist } from './package-artist';
import '../package.css';

/** The last day a package is open, in the reader's time zone (it closes at the end of that day). */
function lastDay(expiresAt: string, language: 'ko' | 'en'): string {
  const format = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'ko-KR', { year: 'numeric', month: 'long', day: 'numeric' });
  return format.format(new Date(Date.parse(expiresAt) - 1));
}

/**
 * A client package (/p/{token}, decision 081): the agency's selection of artists for one client, in the package's
 * language unless the link names one, with favourites and comments that reach the agency at once.
 */
export function PackagePage() {
  const token = useParams().token ?? '';
  const t = useTexts(packageTexts);
  const common = useTexts(commonTexts);
  const { language, setLanguage } = useLanguage();
  const { data, error, isLoading } = usePackage(token);
  const [picks, setPicks] = useState<Record<number, boolean>>({});
  const arrived = useRef(false);
  useLogError(error, 'package');
  const siteName = getAppConfig().siteName;
  useDocumentTitle(data ? `${data.title} | ${siteName}` : `PACKAGE | ${siteName}`);

  useEffect(() => {
    if (!data || arrived.current) return;
    arrived.current = true;
    recordPackageView(token);
    // The link's own ?lang= wins; otherwise the package's language (not the visitor's stored one: decision 113).
    if (!languageOfOpeningLink()) setLanguage(data.language);
  }, [data, token, setLanguage]);

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

  const pickedCount = data.artists.filter((item) => picks[item.artist.id] ?? item.picked).length;
  const note = language === 'en' ? data.note.en || data.note.ko : data.note.ko || data.note.en;
  return (
    <div className="page package">
      <header className="package-head">
        <p className="package-label">{t.label}</p>
        <h1 className="package-title">{data.title}</h1>
        <p className="package-client">{t.forClient(data.clientName)}</p>
        {note && <p className="package-note">{note}</p>}
        <p className="package-meta">
          <span>{t.artistCount(data.artists.length)}</span>
          <span aria-live="polite">{t.favouriteCount(pickedCount)}</span>
          <span>{t.openUntil(lastDay(data.expiresAt, language))}</span>
        </p>
      </header>
      <div className="package-list">
        {data.artists.map((item) => (
          <PackageArtist key={item.artist.id} token={token} item={item} onPicked={(id, picked) => setPicks((current) => ({ ...current, [id]: picked }))} />
        ))}
      </div>
    </div>
  );
}
