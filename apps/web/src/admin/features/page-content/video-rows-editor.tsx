import { useId } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { ImageField } from '@admin/components/fields/image-field';
import { PriorityField } from '@admin/components/fields/priority-field';
import { TextField } from '@admin/components/fields/text-field';
import { RemoveRowButton, RowList } from '@admin/components/row-list';
import { SortableRow } from '@admin/components/sortable/sortable-row';
import { useRowOrder } from '@admin/components/sortable/use-row-order';
import { useRevealRow } from '@admin/components/use-reveal-row';
import { hasImage, imageFromUrl } from '@admin/lib/image-value';
import { localToday } from '@admin/lib/local-day';
import { isYoutubeStill, youtubeThumbnail } from '@shared/video/video-embed';
import { videoLinkPlatform } from '@agency/contract/video-links';
import { VIDEO_TITLE_MAX } from '@agency/contract/page-content';
import { newVideoRow, type VideoRow } from './video-rows';

const videoTexts = {
  urlHint: 'URL이 비어 있는 영상은 저장하지 않습니다. YouTube와 Vimeo 링크만 넣을 수 있으며, 붙여 넣으면 플랫폼이 자동으로 선택됩니다.',
  useYoutubeThumbnail: 'YouTube 썸네일 사용',
  titleEnHint: '비워 두면 ENG 페이지에도 한국어 제목이 보입니다.',
  dateHint: '뉴스 목록과 영상 페이지에 표시됩니다. 비워 두면 날짜를 보이지 않습니다.',
};

type VideoForm = { rows: VideoRow[] };

/** A whole address with a path (a pasted link), not one being typed. */
const looksComplete = (value: string) => /^https?:\/\/[^/\s]+\.[^/\s]+\/\S/i.test(value.trim());

/** One video of a list: URL (the platform follows a pasted link), platform, priority, title and thumbnail. */
function VideoRowFields({ id, index, onRemove }: { id: string; index: number; onRemove: () => void }) {
  const { control, register, formState, getValues, setValue, trigger } = useFormContext<VideoForm>();
  const platformId = useId();
  const [title, videoUrl, thumbnail] = useWatch({ control, name: [`rows.${index}.title`, `rows.${index}.videoUrl`, `rows.${index}.thumbnail`] });
  const name = (title ?? '').trim() || `영상 ${index + 1}`;
  const errors = formState.errors.rows?.[index];
  // Offered for a row without a thumbnail, or one still showing another YouTube video's still.
  const youtubeStill = youtubeThumbnail(videoUrl ?? '');
  const current = thumbnail ?? { url: '' };
  const offeredThumbnail = youtubeStill && (!hasImage(current) || (isYoutubeStill(current.url) && current.url !== youtubeStill)) ? youtubeStill : null;
  const urlField = register(`rows.${index}.videoUrl`, {
    onChange: (event: { target: { value: string } }) => {
      const platform = videoLinkPlatform(event.target.value);
      if (platform && platform !== getValues(`rows.${index}.platform`)) setValue(`rows.${index}.platform`, platform, { shouldDirty: true });
      // A pasted link of another platform is refused at once, naming the supported ones (issue 35): the platform
      // is never silently kept. A link still being typed is checked when the field is left.
      if (platform || errors?.videoUrl || looksComplete(event.target.value)) void trigger(`rows.${index}.videoUrl`);
    },
    onBlur: () => void trigger(`rows.${index}.videoUrl`),
  });
  return (
    <SortableRow id={id} label={name} className="admin-card admin-row">
      <div className="admin-row-head">
        <h2 className="admin-card-title">{name}</h2>
        <RemoveRowButton name={name} onRemove={onRemove} />
      </div>
      <div className="admin-row-body">
        <div className="admin-thumbnail-field">
          <ImageField control={control} name={`rows.${index}.thumbnail`} label="썸네일" compact />
          {offeredThumbnail && (
            <button
              type="button"
              className="admin-button admin-button--small"
              onClick={() => setValue(`rows.${index}.thumbnail`, imageFromUrl(offeredThumbnail), { shouldDirty: true })}
            >
              {videoTexts.useYoutubeThumbnail}
            </button>
          )}
        </div>
        <div className="admin-grid admin-grid--fields">
          <TextField
            label="영상 URL"
            className="admin-field--wide"
            type="url"
            inputMode="url"
            placeholder="https://www.youtube.com/watch?v=..."
            hint={videoTexts.urlHint}
            error={errors?.videoUrl?.message}
            data-row-focus
            {...urlField}
          />
          <div className="admin-field admin-field--narrow">
            <label htmlFor={platformId} className="admin-label">
              플랫폼
            </label>
            <select id={platformId} className="admin-input" {...register(`rows.${index}.platform`)}>
              <option value="youtube">YouTube</option>
              <option value="vimeo">Vimeo</option>
            </select>
          </div>
          <PriorityField register={register} name={`rows.${index}.priority`} />
          <TextField label="제목" className="admin-field--wide" error={errors?.title?.message} maxLength={VIDEO_TITLE_MAX} {...register(`rows.${index}.title`)} />
          <TextField
            label="영문 제목 (ENG)"
            className="admin-field--wide"
            lang="en"
            hint={videoTexts.titleEnHint}
            error={errors?.titleENG?.message}
            maxLength={VIDEO_TITLE_MAX}
            {...register(`rows.${index}.titleENG`)}
          />
          <TextField label="게시일" type="date" hint={videoTexts.dateHint} error={errors?.date?.message} {...register(`rows.${index}.date`)} />
        </div>
      </div>
    </SortableRow>
  );
}

/** The videos of a production or news list; `datedRows` starts new rows at today's date (news). */
export function VideoRowsEditor({ datedRows = false }: { datedRows?: boolean }) {
  const { control, getValues } = useFormContext<VideoForm>();
  const rows = useFieldArray({ control, name: 'rows' });
  const order = useRowOrder(rows, 'rows');
  const { listRef, revealRow } = useRevealRow();
  return (
    <RowList
      listRef={listRef}
      title="영상 목록"
      framed={false}
      count={rows.fields.length}
      listClassName="admin-rows"
      sortable={{ ...order, labelOf: (index) => (getValues(`rows.${index}.title`) ?? '').trim() || `영상 ${index + 1}` }}
      add={
        <button type="button" className="admin-button" onClick={() => {
            revealRow(rows.fields.length);
            rows.append(newVideoRow(getValues('rows'), datedRows ? localToday() : ''), { shouldFocus: false });
          }}>
          영상 추가
        </button>
      }
    >
      {rows.fields.map((field, index) => (
        <VideoRowFields key={field.id} id={field.id} index={index} onRemove={() => rows.remove(index)} />
      ))}
    </RowList>
  );
}
