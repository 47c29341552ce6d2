import { getAppConfig } from '@shared/app-config';
import { useDocumentTitle } from '@shared/use-document-title';
import { useTexts } from '@shared/i18n/use-language';
import { homeTexts } from '../home-texts';
import { BackgroundVideo } from './background-video';
import '../home.css';

export function HomePage() {
  const texts = useTexts(homeTexts);
  const title = `${getAppConfig().siteName} M`;
  useDocumentTitle(title);
  return (
    <section className="home">
      <BackgroundVideo />
      <div className="home-caption">
        <h1 className="visually-hidden">{title}</h1>
        <p className="home-tagline">{texts.tagline}</p>
      </div>
    </section>
  );
}
