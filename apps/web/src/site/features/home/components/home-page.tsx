import { getAppConfig } from '@shared/app-config';
import { useDocumentTitle } from '@shared/use-document-title';
import { useTexts } from '@shared/i18n/use-language';
import { usePageContent } from '@site/lib/page-content/get-page-content';
import { homeTexts } from '../home-texts';
import { anySectionOn, homeSectionSwitches } from '../home-sections-state';
import { BackgroundVideo } from './background-video';
import { SessionEndedNotice } from './session-ended-notice';
// Static, not lazy: a lazy import from the entry's own modules makes Rolldown split the entry into several files
// (rolldown/rolldown#10731), which cost every page more than the sections' 3 kB.
import { HomeSections } from './home-sections';
import '../home.css';

/** The spec's home: the full-screen video; below it the optional sections an admin switched on (decision 077). */
export function HomePage() {
  const texts = useTexts(homeTexts);
  const title = `${getAppConfig().siteName} M`;
  useDocumentTitle(title);
  const sections = usePageContent('HOME_SECTIONS').data;
  return (
    <>
      <section className="home">
        <BackgroundVideo />
        <SessionEndedNotice />
        <div className="home-caption">
          <h1 className="visually-hidden">{title}</h1>
          <p className="home-tagline">{texts.tagline}</p>
        </div>
      </section>
      {sections && anySectionOn(homeSectionSwitches(sections)) && (
        <HomeSections content={sections} />
      )}
    </>
  );
}
