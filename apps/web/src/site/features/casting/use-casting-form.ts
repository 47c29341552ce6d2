import { useState, type FormEvent } from 'react';
import { useLanguage } from '@shared/i18n/use-language';
import { submitInquiry } from './api/submit-inquiry';
import { castingTexts } from './casting-texts';
import { isUntouchedTemplate, messageTemplate } from './casting-template';
import { validateCasting } from './casting-validation';

export type CastingField = 'title' | 'email' | 'phone' | 'name' | 'message';
export type CastingStatus = 'idle' | 'submitting' | 'success' | 'error';
type Fields = Record<CastingField, string>;

const emptyFields = (message: string): Fields => ({ title: '', email: '', phone: '', name: '', message });

type CastingFormOptions = {
  alert?: (message: string) => void;
  confirm?: (message: string) => boolean;
  /** The preferred model the template's last line names (the artist page's booking button). */
  modelName?: string;
};

/**
 * Casting form state: template per language, validation alerts, submit and reset (SPEC sections 4 and 5).
 * A language switch replaces the message only while it is the untouched template; the visitor's own words
 * stay, and the other language's template is offered instead (`templateOffered`, decision 076).
 */
export function useCastingForm({
  alert = (message) => window.alert(message),
  confirm = (message) => window.confirm(message),
  modelName = '',
}: CastingFormOptions = {}) {
  const { language } = useLanguage();
  const [fields, setFields] = useState<Fields>(() => emptyFields(messageTemplate(language, modelName)));
  const [templateOffered, setTemplateOffered] = useState(false);
  const [consent, setConsent] = useState(false);
  const [website, setWebsite] = useState('');
  const [status, setStatus] = useState<CastingStatus>('idle');
  const [templateLanguage, setTemplateLanguage] = useState(language);

  // The message template follows the language switch while nothing was typed into it.
  if (templateLanguage !== language) {
    setTemplateLanguage(language);
    if (isUntouchedTemplate(fields.message, modelName)) {
      setFields((previous) => ({ ...previous, message: messageTemplate(language, modelName) }));
      setTemplateOffered(false);
    } else setTemplateOffered(true);
  }

  /** Replaces the visitor's message by this language's template, once they confirm. */
  const applyTemplate = (question: string) => {
    if (!confirm(question)) return;
    setFields((previous) => ({ ...previous, message: messageTemplate(language, modelName) }));
    setTemplateOffered(false);
  };

  const setField = (field: CastingField, value: string) => setFields((previous) => ({ ...previous, [field]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'submitting') return;
    const problem = validateCasting({ ...fields, consent });
    if (problem) {
      alert(castingTexts[language].alerts[problem]);
      return;
    }
    setStatus('submitting');
    try {
      await submitInquiry({
        title: fields.title.trim(),
        email: fields.email.trim(),
        phone: fields.phone.trim(),
        name: fields.name.trim(),
        message: fields.message,
        privacyConsent: true,
        language,
        ...(website ? { website } : {}),
      });
      setFields(emptyFields(messageTemplate(language, modelName)));
      setTemplateOffered(false);
      setConsent(false);
      setWebsite('');
      setStatus('success');
    } catch (error) {
      console.error('Casting inquiry failed', error);
      setStatus('error');
    }
  };

  return { fields, setField, consent, setConsent, website, setWebsite, status, onSubmit, templateOffered, applyTemplate };
}
