import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { packageTexts as t } from './package-texts';

/** The language a package opens in (the client can still switch). */
export function PackageLanguageField() {
  const id = useId();
  const { register } = useFormContext<{ language: 'ko' | 'en' }>();
  return (
    <div className="admin-field">
      <label htmlFor={id} className="admin-label">
        {t.language}
      </label>
      <select id={id} className="admin-input" {...register('language')}>
        <option value="ko">{t.languages.ko}</option>
        <option value="en">{t.languages.en}</option>
      </select>
    </div>
  );
}
