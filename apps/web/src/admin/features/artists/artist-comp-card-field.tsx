import { COMP_CARD_BACK_PICTURES } from '@agency/contract/artists';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { call } from '@shared/api/api-client';
import { useAdminDialogs } from '@admin/components/dialogs/dialog-context';
import { withReason } from '@admin/lib/error-message';
import { openBlob } from '@admin/lib/open-blob';
import { ArtistThumb } from '@admin/components/artist-thumb';
import type { ArtistForm } from './artist-form-model';
import './artists.css';

/** Opens (or saves) the generated comp card of the stored artist, hidden or not, through the admin's own call. */
async function openCompCard(urlName: string, lang: 'ko' | 'en', download: boolean): Promise<void> {
  const pdf = (await call('getCompCardPreview', { params: { urlName }, query: { lang, download } })) as Blob;
  openBlob(pdf, `${urlName}-compcard-${lang}.pdf`, download);
}

/**
 * The generated comp card (issue 17): which saved detail images go on its back (up to four; none picked: the
 * first four), and a preview and download in both languages of the card as last saved.
 */
export function ArtistCompCardField({ urlName }: { urlName: string }) {
  const { control, setValue } = useFormContext<ArtistForm>();
  const dialogs = useAdminDialogs();
  const [busy, setBusy] = useState(false);
  // Empty until the form has its loaded values.
  const rows = useWatch({ control, name: 'detailImages' }) ?? [];
  const picked = useWatch({ control, name: 'compCardImages' }) ?? [];
  const stored = rows.filter((row) => row.storedId !== undefined && !row.image.file && row.image.url.trim() !== '').map((row) => row.image.url);
  const toggle = (url: string, on: boolean) =>
    setValue('compCardImages', on ? [...picked, url] : picked.filter((value) => value !== url), { shouldDirty: true, shouldValidate: true });

  const run = async (lang: 'ko' | 'en', download: boolean) => {
    setBusy(true);
    try {
      await openCompCard(urlName, lang, download);
    } catch (error) {
      console.error('Comp card failed', error);
      await dialogs.alert(withReason('컴프카드를 만들지 못했습니다.', error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="admin-card" aria-labelledby="artist-compcard-title">
      <h2 id="artist-compcard-title" className="admin-card-title">
        컴프카드 (자동 생성)
      </h2>
      <p className="admin-hint" id="artist-compcard-hint">
        컴프카드 링크가 비어 있으면 공개 페이지의 COMPCARD는 이 PDF(A5 가로, 앞면 메인 사진과 이름, 뒷면 사진 4장과 신체 사이즈, 연락처)를 엽니다. 뒷면
        사진을 {COMP_CARD_BACK_PICTURES}장까지 고르세요. 고르지 않으면 상세 이미지의 처음 {COMP_CARD_BACK_PICTURES}장이 들어갑니다. 새로 올린 사진은
        저장한 뒤에 고를 수 있고, 미리보기는 저장된 내용으로 만듭니다.
      </p>
      {stored.length > 0 && (
        <fieldset className="admin-compcard-picks" aria-describedby="artist-compcard-hint">
          <legend className="visually-hidden">컴프카드 뒷면 사진</legend>
          {stored.map((url, index) => {
            const on = picked.includes(url);
            return (
              <label key={url} className="admin-compcard-pick">
                <input type="checkbox" checked={on} disabled={!on && picked.length >= COMP_CARD_BACK_PICTURES} onChange={(event) => toggle(url, event.target.checked)} />
                <ArtistThumb src={url} name={`상세 이미지 ${index + 1}`} />
                <span>상세 이미지 {index + 1}</span>
              </label>
            );
          })}
        </fieldset>
      )}
      <div className="admin-compcard-actions">
        <button type="button" className="admin-button admin-button--ghost admin-button--small" disabled={busy} onClick={() => void run('ko', false)}>
          미리보기 (KOR)
        </button>
        <button type="button" className="admin-button admin-button--ghost admin-button--small" disabled={busy} onClick={() => void run('en', false)}>
          미리보기 (ENG)
        </button>
        <button type="button" className="admin-button admin-button--ghost admin-button--small" disabled={busy} onClick={() => void run('ko', true)}>
          PDF 다운로드 (KOR)
        </button>
        <button type="button" className="admin-button admin-button--ghost admin-button--small" disabled={busy} onClick={() => void run('en', true)}>
          PDF 다운로드 (ENG)
        </button>
      </div>
    </section>
  );
}
