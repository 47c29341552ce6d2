import { ageOn, APPLICATION_GUARDIAN_AGE, APPLICATION_PHOTO_MAX_BYTES, APPLICATION_PHOTO_TYPES, APPLICATION_PHOTOS, type ApplicationGender } from '@agency/contract/application-rules';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '@shared/api/api-client';
import { useLanguage, useTexts } from '@shared/i18n/use-language';
import { uploadApplicationPhoto, submitApplication } from './api/apply-api';
import { applyTexts } from './apply-texts';

export type ApplyField = 'name' | 'birthDate' | 'gender' | 'heightCm' | 'bust' | 'waist' | 'hips' | 'shoe' | 'city' | 'phone' | 'email' | 'instagram' | 'message' | 'guardianName' | 'guardianContact';
export const REQUIRED_FIELDS = ['name', 'birthDate', 'gender', 'heightCm', 'city', 'phone', 'email'] as const satisfies readonly ApplyField[];

export type ApplyPhoto = { key: string; file: File; preview: string; status: 'uploading' | 'done' | 'failed'; id?: string; error?: string };
type Status = 'idle' | 'submitting' | 'success';

const EMPTY: Record<ApplyField, string> = {
  name: '',
  birthDate: '',
  gender: '',
  heightCm: '',
  bust: '',
  waist: '',
  hips: '',
  shoe: '',
  city: '',
  phone: '',
  email: '',
  instagram: '',
  message: '',
  guardianName: '',
  guardianContact: '',
};

const pad = (n: number) => String(n).padStart(2, '0');
const localToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/** The server's two-language messages ("한국어 / English"): the half in the page's language. */
export function inLanguage(message: string, language: 'ko' | 'en'): string {
  const parts = message.split(' / ');
  return parts.length === 2 ? parts[language === 'en' ? 1 : 0]! : message;
}

/**
 * The application form: fields, photos uploaded as soon as they are picked (each with its state, retry and
 * removal), the separate consents, the guardian's part for applicants under 14, checks before sending, and the
 * outcome.
 */
export function useApplyForm() {
  const t = useTexts(applyTexts);
  const { language } = useLanguage();
  const [fields, setFields] = useState(EMPTY);
  const [photos, setPhotos] = useState<ApplyPhoto[]>([]);
  const [consentRequired, setConsentRequired] = useState(false);
  const [consentOptional, setConsentOptional] = useState(false);
  const [guardianConsent, setGuardianConsent] = useState(false);
  const [website, setWebsite] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [problems, setProblems] = useState<string[]>([]);
  const nextKey = useRef(0);
  const previews = useRef(new Set<string>());

  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const birthDateValid = /^\d{4}-\d{2}-\d{2}$/.test(fields.birthDate);
  const minor = birthDateValid && ageOn(fields.birthDate, localToday()) < APPLICATION_GUARDIAN_AGE;

  const patch = (key: string, change: Partial<ApplyPhoto>) => setPhotos((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));

  const upload = async (photo: ApplyPhoto) => {
    patch(photo.key, { status: 'uploading', error: undefined });
    try {
      patch(photo.key, { status: 'done', id: await uploadApplicationPhoto(photo.file) });
    } catch (error) {
      const text = error instanceof ApiError ? (error.status === 429 ? t.tooMany : inLanguage(error.message, language)) : t.photoFailed;
      patch(photo.key, { status: 'failed', error: text });
    }
  };

  const addFiles = (files: FileList | File[]) => {
    const refused: string[] = [];
    const added: ApplyPhoto[] = [];
    for (const file of Array.from(files)) {
      if (photos.length + added.length >= APPLICATION_PHOTOS.max) {
        refused.push(t.tooManyPhotos);
        break;
      }
      if (!(APPLICATION_PHOTO_TYPES as readonly string[]).includes(file.type)) refused.push(t.badType(file.name));
      else if (file.size > APPLICATION_PHOTO_MAX_BYTES) refused.push(t.tooLarge(file.name));
      else {
        const preview = URL.createObjectURL(file);
        previews.current.add(preview);
        added.push({ key: `photo-${nextKey.current++}`, file, preview, status: 'uploading' });
      }
    }
    setProblems(refused);
    if (added.length === 0) return;
    setPhotos((list) => [...list, ...added]);
    for (const photo of added) void upload(photo);
  };

  const removePhoto = (key: string) =>
    setPhotos((list) => {
      const photo = list.find((p) => p.key === key);
      if (photo) {
        URL.revokeObjectURL(photo.preview);
        previews.current.delete(photo.preview);
      }
      return list.filter((p) => p.key !== key);
    });

  const retryPhoto = (key: string) => {
    const photo = photos.find((p) => p.key === key);
    if (photo) void upload(photo);
  };

  /** What stops sending, in the page's language; empty when the form may go. */
  const check = (): string[] => {
    const missing = REQUIRED_FIELDS.filter((field) => fields[field].trim() === '').map((field) => t.fields[field]);
    const found: string[] = [];
    if (missing.length > 0) found.push(t.missing(missing));
    if (photos.filter((p) => p.status === 'done').length < APPLICATION_PHOTOS.min) found.push(t.needPhotos);
    if (photos.some((p) => p.status !== 'done')) found.push(t.waitPhotos);
    if (minor && (!guardianConsent || fields.guardianName.trim() === '' || fields.guardianContact.trim() === '')) found.push(t.needGuardian);
    if (!consentOptional && (fields.instagram.trim() !== '' || fields.message.trim() !== '')) found.push(t.optionalNeedsConsent);
    if (!consentRequired) found.push(t.needConsent);
    return found;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setProblems(found);
    if (found.length > 0) return;
    setStatus('submitting');
    try {
      await submitApplication({
        ...fields,
        gender: fields.gender as ApplicationGender,
        heightCm: Number(fields.heightCm),
        photoIds: photos.map((p) => p.id!),
        consentRequired: true,
        consentOptional,
        guardianConsent: minor && guardianConsent,
        guardianName: minor ? fields.guardianName : '',
        guardianContact: minor ? fields.guardianContact : '',
        instagram: consentOptional ? fields.instagram : '',
        message: consentOptional ? fields.message : '',
        language,
        website,
      });
      setStatus('success');
    } catch (error) {
      console.error('Sending the application failed', error);
      const reason = error instanceof ApiError ? (error.status === 429 ? t.tooMany : inLanguage(error.message, language)) : '';
      setProblems([reason ? `${t.failed} ${reason}` : t.failed]);
      setStatus('idle');
    }
  };

  return {
    fields,
    setField: (field: ApplyField, value: string) => setFields((current) => ({ ...current, [field]: value })),
    photos,
    addFiles,
    removePhoto,
    retryPhoto,
    consentRequired,
    setConsentRequired,
    consentOptional,
    setConsentOptional,
    guardianConsent,
    setGuardianConsent,
    website,
    setWebsite,
    minor,
    status,
    problems,
    onSubmit,
  };
}
export type ApplyForm = ReturnType<typeof useApplyForm>;
