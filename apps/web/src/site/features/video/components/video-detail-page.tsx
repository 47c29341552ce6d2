import { Link, useLocation, useParams } from 'react-router';
import { MissingOrFailed } from '@site/components/missing-state/missing-state';
import { ApiError } from '@shared/api/api-client';
import { getAppConfig } from '@shared/app-config';
import { commonTexts } from '@shared/i18n/common-texts';
import { useLanguage, useTexts } from '@shared/i18n/use-language';
import { videoTitleIn } from '@agency/contract/page-slots';
import { matchPublicPage, publicPagePath } from '@agency/contract/public-pages';
import { formatDay } from '@site/lib/format-day';
import { useDocumentTitle } from '@shared/use-document-title';
import { useLogError } from '@site/lib/use-log-error';
import { useVideo } from '../api/get-video';
import { videoTexts } from '../video-texts';
import { VideoStage } from './video-stage';
import { PagePlaceholder } from '@site/components/loading/page-placeholder';
import '../video.css';

function parseVideoId(value: string | undefined): number | null {
  return value && /^\d{1,12}$/.test(value) ? Number(value) : null;
}

/** /production/detail/{videoId} and /news/detail/{videoId}: one embedded video. */
export function VideoDetailPage() {
  const t = useTexts(videoTexts);
  const { language } = useLanguage();
  const common = useTexts(commonTexts);
  const { pathname } = useLocation();
  const news = matchPublicPage(pathname)?.name === 'newsVideo';
  const section = news ? 'NEWS' : 'PRODUCTION';
  const videoId = parseVideoId(useParams().videoId);
  const { data, error, isLoading } = useVideo(videoId);
  useLogError(error, `video ${videoId ?? ''}`);
  const title = data ? videoTitleIn(data, language) : '';
  useDocumentTitle(`${title || section} | ${getAppConfig().siteName}`);

  const notFound = videoId === null || (error instanceof ApiError && error.status === 404) || (!isLoading && !error && !data?.videoUrl);

  const list = publicPagePath(news ? 'news' : 'production');
  if (!isLoading && (notFound || error || !data))
    return (
      <section className="page video-detail">
        <MissingOrFailed notFound={notFound} texts={t} link={{ to: list, label: `← ${t.back}` }} />
      </section>
    );

  let body;
  if (isLoading || !data) body = <PagePlaceholder label={common.loading} cards={{ count: 1, aspect: 'video', gridClassName: '' }} />;
  else
    body = (
      <>
        <VideoStage video={data} title={title} />
        {title && <h2 className="video-detail-title">{title}</h2>}
        {data.date && (
          <time className="video-detail-date" dateTime={data.date}>
            {formatDay(data.date, language)}
          </time>
        )}
      </>
    );

  return (
    <section className="page video-detail">
      <div className="video-detail-head">
        <h1 className="eyebrow">{section}</h1>
        <Link to={list} className="video-detail-back">
          ← {t.back}
        </Link>
      </div>
      {body}
    </section>
  );
}
