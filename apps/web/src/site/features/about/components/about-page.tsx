import { IMAGE_SIZES } from '@site/components/media/image-sources';
import { ResponsiveImage } from '@site/components/media/responsive-image';
import { getAppConfig } from '@shared/app-config';
import { commonTexts } from '@shared/i18n/common-texts';
import { useLanguage, useTexts } from '@shared/i18n/use-language';
import { usePageContent } from '@site/lib/page-content/get-page-content';
import { useDocumentTitle } from '@shared/use-document-title';
import { useLogError } from '@site/lib/use-log-error';
import { toAboutView } from '../about-content';
import { AboutSection } from './about-section';
import { PagePlaceholder } from '@site/components/loading/page-placeholder';
import '../about.css';

export function AboutPage() {
  const { language } = useLanguage();
  const common = useTexts(commonTexts);
  const { data, error, isLoading } = usePageContent('ABOUT_INFO');
  useLogError(error, 'ABOUT_INFO');
  useDocumentTitle(`ABOUT | ${getAppConfig().siteName}`);
  const view = toAboutView(data, language);
  const title = view.title || 'ABOUT';

  if (isLoading)
    return (
      <div className="page">
        <PagePlaceholder label={common.loading} top="hero" lines={5} />
      </div>
    );
  return (
    <div className="about">
      <header className="about-hero">
        {view.heroImageUrl && (
          <ResponsiveImage className="about-hero-image" src={view.heroImageUrl} alt="" sizes={IMAGE_SIZES.fullWidth} aspect="hero" loading="priority" />
        )}
        <div className="about-hero-text">
          <p className="eyebrow">ABOUT</p>
          <h1 className="about-title">{title}</h1>
        </div>
      </header>
      <div className="page about-sections">
        {view.sections.map((section, index) => (
          <AboutSection key={index} section={section} index={index} imageAlt={section.subtitle || `${title} ${index + 1}`} />
        ))}
      </div>
    </div>
  );
}
