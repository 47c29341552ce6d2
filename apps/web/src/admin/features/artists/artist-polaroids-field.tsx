import { useFormContext } from 'react-hook-form';
import { ImageTiles } from '@admin/components/image-tiles';
import { TextField } from '@admin/components/fields/text-field';
import type { ArtistForm } from './artist-form-model';

/**
 * The artist's polaroids (digitals, issue 17): unretouched pictures, added many at a time like the detail images,
 * and the day they were taken. The public page shows them in its POLAROIDS tab.
 */
export function ArtistPolaroidsField() {
  const { register, formState } = useFormContext<ArtistForm>();
  return (
    <>
      <section className="admin-card" aria-labelledby="artist-polaroids-title">
        <h2 id="artist-polaroids-title" className="admin-card-title">
          폴라로이드
        </h2>
        <p className="admin-hint">보정하지 않은 최근 사진(얼굴, 전신, 측면)을 올리고 촬영일을 적어 주세요. 공개 페이지의 POLAROIDS 탭에 촬영일과 함께 나옵니다.</p>
        <div className="admin-grid admin-grid--fields">
          <TextField label="촬영일" type="date" error={formState.errors.polaroidsTakenOn?.message} {...register('polaroidsTakenOn')} />
        </div>
      </section>
      <ImageTiles name="polaroids" title="폴라로이드 사진" addLabel="폴라로이드 추가" itemLabel={(n) => `폴라로이드 ${n}`} />
    </>
  );
}
