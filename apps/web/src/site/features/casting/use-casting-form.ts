import { useState, type FormEvent } from 'react';
import { useLanguage } from '@shared/i18n/use-language';
import { submitInquiry } from './api/submit-inquiry';
import { castingTexts } from './casting-texts';
import { messageTemplate } from './casting-template';
import { validateCasting } from './casting-validation';

export type CastingField = 'title' | 'email' | 'phone' | 'name' | 'message';
export type CastingStatus = 'idle' | 'submitting' | 'success' | 'error';
type Fields = Record<CastingField, string>;

const emptyFields = (message: string): Fields => ({ title: '', email: '', phone: '', name: '', message });

/** Casting form state: template per language, validation alerts, submit and reset (SPEC sections 4 and 5). */
export function useCastingForm(alert: (message: string) => void = (message) => window.alert(message)) {
  const { language } = useLanguage();
  const [fields, setFields] = useState<Fields>(() => emptyFields(messageTemplate(language)));
  const [consent, setConsent] = useState(false);
  const [website, setWebsite] = useState('');
  const [status, setStatus] = useState<CastingStatus>('idle');
  const [templateLanguage, setTemplateLanguage] = useState(language);

  // The message template follows the language switch.
  if (templateLanguage !== language) {
    setTemplateLanguage(language);
    setFields((previous) => ({ ...previous, message: messageTemplate(language) }));
  }

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
      setFields(emptyFields(messageTemplate(language)));
      setConsent(false);
      setWebsite('');
      setStatus('success');
    } catch (error) {
      console.error('Casting inquiry failed', error);
      setStatus('error');
    }
  };

  return { fields, setField, consent, setConsent, website, setWebsite, status, onSubmit };
}
