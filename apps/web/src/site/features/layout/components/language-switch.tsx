import { LANGUAGES, LANGUAGE_LABELS } from '@shared/i18n/language';
import { useLanguage, useTexts } from '@shared/i18n/use-language';
import { layoutTexts } from '../layout-texts';

export function LanguageSwitch() {
  const { language, setLanguage } = useLanguage();
  const texts = useTexts(layoutTexts);
  return (
    <div className="language-switch" role="group" aria-label={texts.language}>
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={language === option}
          onClick={() => setLanguage(option)}
        >
          {LANGUAGE_LABELS[option]}
        </button>
      ))}
    </div>
  );
}
