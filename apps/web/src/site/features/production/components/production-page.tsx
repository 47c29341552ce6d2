import { PageHero } from '@site/components/media/page-hero';
import { VideoGrid } from '@site/components/media/video-grid';
import { getAppConfig } from '@shared/app-config';
import { commonTexts } from '@shared/i18n/common-texts';
import { useLanguage, useTexts } from '@shared/i18n/use-language';
import { usePageContent } from '@site/lib/page-content/get-page-content';
import { toInfoView } from '@site/lib/page-content/info-slots';
import { useDocumentTitle } from '@shared/use-document-title';
import { useLogError } from '@site/lib/use-log-error';
import { PagePlaceholder } from '@site/components/loading/page-placeholder';

export function ProductionPage() {
  const { language } = useLanguage();
  const common = useTexts(commonTexts);
  const info = usePageContent('PRODUCTION_INFO');
  const content = usePageContent('PRODUCTION_CONTENT');
  useLogError(info.error, 'PRODUCTION_INFO');
  useLogError(content.error, 'PRODUCTION_CONTENT');
  useDocumentTitle(`PRODUCTION | ${getAppConfig().siteName}`);
  const view = toInfoView(info.data, language);

  const videoCards = { count: 6, aspect: 'video', gridClassName: 'video-grid balanced-1-2-3' } as const;
  if (info.isLoading)
    return (
      <section className="page">
        <PagePlaceholder label={common.loading} top="hero" lines={3} cards={videoCards} />
      </section>
    );
  return (
    <section className="page">
      <PageHero imageUrl={view.imageUrl} imageAlt={view.title || 'PRODUCTION'} title={view.title || 'PRODUCTION'} section="PRODUCTION" description={view.description} />
      {content.isLoading ? (
        <PagePlaceholder label={common.loading} cards={videoCards} />
      ) : (
        <VideoGrid videos={content.data?.pageContentVideos ?? []} detailPage="productionVideo" eagerCount={3} />
      )}
    </section>
  );
}
