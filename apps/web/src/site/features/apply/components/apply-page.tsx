import { publicPagePath } from '@agency/contract/public-pages';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { getAppConfig } from '@shared/app-config';
import { useTexts } from '@shared/i18n/use-language';
import { useDocumentTitle } from '@shared/use-document-title';
import { applyTexts } from '../apply-texts';
import { useApplyForm } from '../use-apply-form';
import { ApplyConsents } from './apply-consents';
import { ApplyFields } from './apply-fields';
import { PhotoPicker } from './photo-picker';
import '../apply.css';

/** "Become a model" (decision 082): the application with its photos and consents, in KOR and ENG. */
export function ApplyPage() {
  const t = useTexts(applyTexts);
  const form = useApplyForm();
  const id = useId();
  const problemsRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  useDocumentTitle(`APPLY | ${getAppConfig().siteName}`);

  // The outcome takes the focus, so a screen reader and a phone's screen both land on it.
  useEffect(() => {
    if (form.problems.length > 0) problemsRef.current?.focus();
  }, [form.problems]);
  useEffect(() => {
    if (form.status === 'success') successRef.current?.focus();
  }, [form.status]);

  if (form.status === 'success')
    return (
      <section className="page apply">
        <div ref={successRef} tabIndex={-1} className="apply-success" role="status">
          <h1 className="display-title">{t.successTitle}</h1>
          <p>{t.successBody}</p>
          <Link to={publicPagePath('home')} className="apply-button">
            HOME
          </Link>
        </div>
      </section>
    );

  const submitting = form.status === 'submitting';
  return (
    <section className="page apply">
      <header className="apply-head">
        <h1 className="display-title">{t.title}</h1>
        <p className="apply-lead">{t.lead}</p>
        <Link to={publicPagePath('casting')} className="apply-aside-link">
          {t.castingLink} →
        </Link>
      </header>
      <form className="apply-form" noValidate onSubmit={(event) => void form.onSubmit(event)} aria-busy={submitting}>
        <ApplyFields form={form} />
        <PhotoPicker form={form} />
        {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
        <div className="apply-honeypot" aria-hidden="true">
          <label htmlFor={`${id}-website`}>Website</label>
          <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" value={form.website} onChange={(event) => form.setWebsite(event.target.value)} />
        </div>
        <ApplyConsents form={form} />
        {form.problems.length > 0 && (
          <div ref={problemsRef} tabIndex={-1} className="apply-problems" role="alert">
            <p>{t.fixErrors}</p>
            <ul>
              {form.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        )}
        <button type="submit" className="apply-submit" disabled={submitting}>
          {submitting ? t.submitting : t.submit}
        </button>
      </form>
    </section>
  );
}
