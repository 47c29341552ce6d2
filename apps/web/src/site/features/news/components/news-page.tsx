import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ImageGallery } from '@site/components/media/image-gallery';
import { PageHero } from '@site/components/media/page-hero';
import { VideoGrid } from '@site/components/media/video-grid';
import { StatusText } from '@shared/ui/status-text';
import { getAppConfig } from '@shared/app-config';
import { commonTexts } from '@shared/i18n/common-texts';
import { useLanguage, useTexts } from '@shared/i18n/use-language';
import { byPriority } from '@agency/contract/page-slots';
import { usePageContent } from '@site/lib/page-content/get-page-content';
import { toInfoView } from '@site/lib/page-content/info-slots';
import { useDocumentTitle } from '@shared/use-document-title';
import { useLogError } from '@site/lib/use-log-error';
import { useNewsImages } from '../api/get-news-images';
import { useNewsVideos } from '../api/get-news-videos';
import { newsTexts } from '../news-texts';
import { NewsTabs, panelId, tabId, type NewsTab } from './news-tabs';
import { PagePlaceholder } from '@site/components/loading/page-placeholder';
import '../news.css';

const NEWS_VIDEO_CARDS = { count: 6, aspect: 'video', gridClassName: 'video-grid balanced-1-2-3' } as const;
const NEWS_PHOTO_CARDS = { count: 8, aspect: 'portrait', gridClassName: 'image-gallery balanced-2-3-4' } as const;

export function NewsPage() {
  const { language } = useLanguage();
  const t = useTexts(newsTexts);
  const common = useTexts(commonTexts);
  const [searchParams, setSearchParams] = useSearchParams();
  const active: NewsTab = searchParams.get('tab') === 'photos' ? 'photos' : 'videos';
  // A tab's data is fetched when it is first opened, then kept.
  const [opened, setOpened] = useState<ReadonlySet<NewsTab>>(() => new Set([active]));
  const info = usePageContent('NEWS_INFO');
  const videos = useNewsVideos(opened.has('videos'));
  const images = useNewsImages(opened.has('photos'));
  useLogError(info.error, 'NEWS_INFO');
  useLogError(videos.error, 'NEWS_CONTENT videos');
  useLogError(images.error, 'NEWS_CONTENT images');
  useDocumentTitle(`NEWS | ${getAppConfig().siteName}`);
  const view = toInfoView(info.data, language);

  const selectTab = (tab: NewsTab) => {
    setOpened((previous) => new Set(previous).add(tab));
    setSearchParams(tab === 'videos' ? {} : { tab }, { replace: true, preventScrollReset: true });
  };

  if (info.isLoading)
    return (
      <section className="page news">
        <PagePlaceholder label={common.loading} top="hero" lines={3} cards={NEWS_VIDEO_CARDS} />
      </section>
    );
  return (
    <section className="page news">
      <PageHero imageUrl={view.imageUrl} imageAlt={view.title || 'NEWS'} title={view.title || 'NEWS'} section="NEWS" description={view.description} />
      <NewsTabs active={active} onChange={selectTab} label={t.tabs} />
      <div className="news-panel" role="tabpanel" id={panelId(active)} aria-labelledby={tabId(active)}>
        {active === 'videos' ? (
          videos.isLoading ? (
            <PagePlaceholder label={common.loading} cards={NEWS_VIDEO_CARDS} />
          ) : videos.data && videos.data.length > 0 ? (
            <VideoGrid videos={videos.data} detailPage="newsVideo" dated eagerCount={3} />
          ) : (
            <StatusText kind="empty">{t.noVideos}</StatusText>
          )
        ) : images.isLoading ? (
          <PagePlaceholder label={common.loading} cards={NEWS_PHOTO_CARDS} />
        ) : images.data && images.data.length > 0 ? (
          <ImageGallery images={byPriority(images.data)} altPrefix={t.photoAlt} />
        ) : (
          <StatusText kind="empty">{t.noPhotos}</StatusText>
        )}
      </div>
    </section>
  );
}
