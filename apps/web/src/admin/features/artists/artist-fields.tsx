import { ARTIST_FIELDS, ARTIST_FORM_SECTIONS, artistFieldsIn, type ArtistFieldKey, type ArtistFieldSpec, type ArtistFormSection } from '@agency/contract/artist-fields';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch, type FieldErrors } from 'react-hook-form';
import { ImageField } from '@admin/components/fields/image-field';
import { PriorityField } from '@admin/components/fields/priority-field';
import { TextAreaField } from '@admin/components/fields/text-area-field';
import { TextField } from '@admin/components/fields/text-field';
import type { ArtistForm } from './artist-form-model';
import { suggestUrlNameFromNames } from './url-name-suggestion';

export const CAREER_ROWS = 8;

const HINTS: Partial<Record<ArtistFieldKey, string>> = {
  urlName: '공개 주소 /artist/{URL 이름}에 쓰입니다. 영문 소문자, 숫자, 하이픈(-)만 사용하세요. 새 아티스트는 영문 이름(없으면 한글 이름의 로마자 표기)에서 제안되며, 고칠 수 있습니다.',
};

/**
 * While creating: the URL name follows the English name (`Hye Jin` → `hye-jin`), or without one the Korean name
 * romanized (`박서준` → `park-seojun`), until the admin types a URL name of their own; clearing it brings the
 * suggestion back.
 */
function UrlNameFromNames() {
  const { control, getValues, setValue } = useFormContext<ArtistForm>();
  const [engName, korName] = useWatch({ control, name: ['engName', 'korName'] });
  const lastSuggestionRef = useRef('');
  useEffect(() => {
    const suggestion = suggestUrlNameFromNames({ engName, korName });
    const current = getValues('urlName');
    if (current === '' || current === lastSuggestionRef.current) setValue('urlName', suggestion, { shouldDirty: true });
    lastSuggestionRef.current = suggestion;
  }, [engName, korName, getValues, setValue]);
  return null;
}

/** The input of one field of ARTIST_FIELDS, by its kind. */
function ArtistField({ fieldKey }: { fieldKey: ArtistFieldKey }) {
  const { register, control, formState } = useFormContext<ArtistForm>();
  const spec: ArtistFieldSpec = ARTIST_FIELDS[fieldKey];
  const error = (formState.errors as FieldErrors<Record<string, string>>)[fieldKey]?.message;
  switch (spec.kind) {
    case 'image':
      return <ImageField control={control} name={fieldKey} label={spec.adminLabel} />;
    case 'longText':
      // The Korean and English careers sit side by side on wide screens.
      return <TextAreaField label={spec.adminLabel} rows={CAREER_ROWS} error={error} maxLength={spec.max} wide={false} {...register(fieldKey)} />;
    case 'link':
      return <TextField label={spec.adminLabel} type="url" inputMode="url" placeholder="https://" error={error} maxLength={spec.max} {...register(fieldKey)} />;
    case 'urlName':
      return (
        <TextField
          label={spec.adminLabel}
          required={spec.required}
          autoCapitalize="none"
          spellCheck={false}
          hint={HINTS[fieldKey]}
          error={error}
          maxLength={spec.max}
          {...register(fieldKey)}
        />
      );
    default:
      return <TextField label={spec.adminLabel} required={spec.required} error={error} maxLength={spec.max} {...register(fieldKey)} />;
  }
}

const GRID_CLASS: Record<ArtistFormSection, string> = {
  basic: 'admin-grid admin-grid--fields',
  links: 'admin-grid admin-grid--fields',
  measurements: 'admin-grid admin-grid--measures',
  career: 'admin-grid',
  images: 'admin-grid',
};

/**
 * Every section of the artist form with the fields the table puts in it (the priority goes with the basics);
 * `suggestUrlName` while creating an artist.
 */
export function ArtistFields({ suggestUrlName: suggest = false }: { suggestUrlName?: boolean }) {
  const { register } = useFormContext<ArtistForm>();
  return (
    <>
      {suggest && <UrlNameFromNames />}
      {(Object.keys(ARTIST_FORM_SECTIONS) as ArtistFormSection[]).map((section) => (
        <section key={section} className="admin-card">
          <h2 className="admin-card-title">{ARTIST_FORM_SECTIONS[section]}</h2>
          <div className={GRID_CLASS[section]}>
            {artistFieldsIn(section).map((key) => (
              <ArtistField key={key} fieldKey={key} />
            ))}
            {section === 'basic' && <PriorityField register={register} name="priority" label="우선순위 (작을수록 앞)" />}
          </div>
        </section>
      ))}
    </>
  );
}
