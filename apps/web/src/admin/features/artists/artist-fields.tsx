import { ARTIST_FIELDS, ARTIST_FORM_SECTIONS, artistFieldsIn, type ArtistFieldKey, type ArtistFieldSpec, type ArtistFormSection } from '@agency/contract/artist-fields';
import { useFormContext, type FieldErrors } from 'react-hook-form';
import { ImageField } from '@admin/components/fields/image-field';
import { PriorityField } from '@admin/components/fields/priority-field';
import { TextAreaField } from '@admin/components/fields/text-area-field';
import { TextField } from '@admin/components/fields/text-field';
import type { ArtistForm } from './artist-form-model';

export const CAREER_ROWS = 8;

const HINTS: Partial<Record<ArtistFieldKey, string>> = {
  urlName: '공개 주소 /artist/{URL 이름}에 쓰입니다. 영문 소문자, 숫자, 하이픈(-)만 사용하세요.',
};

/** The input of one field of ARTIST_FIELDS, by its kind. */
function ArtistField({ fieldKey }: { fieldKey: ArtistFieldKey }) {
  const { register, control, formState } = useFormContext<ArtistForm>();
  const spec: ArtistFieldSpec = ARTIST_FIELDS[fieldKey];
  const error = (formState.errors as FieldErrors<Record<string, string>>)[fieldKey]?.message;
  switch (spec.kind) {
    case 'image':
      return <ImageField control={control} name={fieldKey} label={spec.adminLabel} />;
    case 'longText':
      return <TextAreaField label={spec.adminLabel} rows={CAREER_ROWS} error={error} {...register(fieldKey)} />;
    case 'link':
      return <TextField label={spec.adminLabel} type="url" inputMode="url" placeholder="https://" error={error} {...register(fieldKey)} />;
    case 'urlName':
      return (
        <TextField label={spec.adminLabel} required={spec.required} autoCapitalize="none" spellCheck={false} hint={HINTS[fieldKey]} error={error} {...register(fieldKey)} />
      );
    default:
      return <TextField label={spec.adminLabel} required={spec.required} error={error} {...register(fieldKey)} />;
  }
}

const GRID_CLASS: Record<ArtistFormSection, string> = {
  basic: 'admin-grid admin-grid--fields',
  links: 'admin-grid admin-grid--fields',
  measurements: 'admin-grid admin-grid--measures',
  career: 'admin-grid',
  images: 'admin-grid',
};

/** Every section of the artist form with the fields the table puts in it (the priority goes with the basics). */
export function ArtistFields() {
  const { register } = useFormContext<ArtistForm>();
  return (
    <>
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
