import { ImagePicker } from '../shared/image-picker';
import { PriorityField } from '../shared/priority-field';
import { TextAreaField } from '../shared/text-area-field';
import { TextField } from '../shared/text-field';
import type { ArtistForm, ArtistFormErrors, ArtistTextField } from './artist-form-model';

export const CAREER_ROWS = 8;

type ArtistFieldsProps = {
  form: ArtistForm;
  errors: ArtistFormErrors;
  onChange: (change: Partial<ArtistForm>) => void;
};

const LINKS: [ArtistTextField, string][] = [
  ['compCard', '컴프카드 링크'],
  ['instagram', '인스타그램 링크'],
  ['youtube', '유튜브 링크'],
];

const MEASUREMENTS: [ArtistTextField, string][] = [
  ['height', '키 (cm)'],
  ['bust', '가슴'],
  ['waist', '허리'],
  ['hips', '엉덩이'],
  ['shoe', '신발 (mm)'],
];

/** Names, priority, links, measurements, career and the two main images of an artist. */
export function ArtistFields({ form, errors, onChange }: ArtistFieldsProps) {
  const text = (field: ArtistTextField) => ({ value: form[field], onChange: (value: string) => onChange({ [field]: value }) });
  return (
    <>
      <section className="admin-card">
        <h2 className="admin-card-title">기본 정보</h2>
        <div className="admin-grid admin-grid--fields">
          <TextField
            label="URL 이름"
            name="urlName"
            required
            autoCapitalize="none"
            spellCheck={false}
            hint="공개 주소 /artist/{URL 이름}에 쓰입니다. 영문 소문자, 숫자, 하이픈(-)만 사용하세요."
            error={errors.urlName}
            {...text('urlName')}
          />
          <TextField label="한글 이름" name="korName" required error={errors.korName} {...text('korName')} />
          <TextField label="영문 이름" name="engName" {...text('engName')} />
          <PriorityField value={form.priority} onChange={(priority) => onChange({ priority })} label="우선순위 (작을수록 앞)" />
        </div>
      </section>

      <section className="admin-card">
        <h2 className="admin-card-title">링크</h2>
        <div className="admin-grid admin-grid--fields">
          {LINKS.map(([field, label]) => (
            <TextField key={field} label={label} type="url" inputMode="url" placeholder="https://" {...text(field)} />
          ))}
        </div>
      </section>

      <section className="admin-card">
        <h2 className="admin-card-title">신체 사이즈</h2>
        <div className="admin-grid admin-grid--measures">
          {MEASUREMENTS.map(([field, label]) => (
            <TextField key={field} label={label} {...text(field)} />
          ))}
        </div>
      </section>

      <section className="admin-card">
        <h2 className="admin-card-title">활동 이력</h2>
        <div className="admin-grid">
          <TextAreaField label="활동 이력 (한국어)" rows={CAREER_ROWS} {...text('career')} />
          <TextAreaField label="활동 이력 (영문)" rows={CAREER_ROWS} {...text('careerENG')} />
        </div>
      </section>

      <section className="admin-card">
        <h2 className="admin-card-title">대표 이미지</h2>
        <div className="admin-grid">
          <ImagePicker label="메인 이미지 (목록 썸네일)" value={form.mainImage} onChange={(mainImage) => onChange({ mainImage })} />
          <ImagePicker label="상세 메인 이미지" value={form.detailMainImage} onChange={(detailMainImage) => onChange({ detailMainImage })} />
        </div>
      </section>
    </>
  );
}
