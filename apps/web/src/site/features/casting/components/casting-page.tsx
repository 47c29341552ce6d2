import { CASTING_MODEL_PARAM, publicPagePath } from '@agency/contract/public-pages';
import { Link, useSearchParams } from 'react-router';
import { getAppConfig } from '@shared/app-config';
import { useTexts } from '@shared/i18n/use-language';
import { useDocumentTitle } from '@shared/use-document-title';
import { castingTexts } from '../casting-texts';
import { CastingForm } from './casting-form';
import '../casting.css';

export function CastingPage() {
  const t = useTexts(castingTexts);
  const [params] = useSearchParams();
  const modelName = (params.get(CASTING_MODEL_PARAM) ?? '').slice(0, 100);
  useDocumentTitle(`CASTING | ${getAppConfig().siteName}`);
  return (
    <section className="page casting">
      <header className="casting-head">
        <h1 className="display-title">{t.title}</h1>
        <p className="casting-lead">{t.lead}</p>
        <Link to={publicPagePath('apply')} className="casting-apply-link">
          {t.applyLink} →
        </Link>
      </header>
      <CastingForm modelName={modelName} />
    </section>
  );
}
