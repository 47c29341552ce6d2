import { useController } from 'react-hook-form';
import { packageTexts as t } from './package-texts';
import { toggleSelection, type MediaKind, type PackageForm } from './package-form';

type Props = { index: number; kind: MediaKind; available: readonly string[]; name: string };

/** Which of one kind of an artist's media (portfolio, polaroids, videos) the package shows: every item checked by default. */
export function PackageMediaChooser({ index, kind, available, name }: Props) {
  const { field } = useController<PackageForm, `artists.${number}.${MediaKind}`>({ name: `artists.${index}.${kind}` });
  const selection = field.value;
  const shown = selection === null ? available.length : available.filter((url) => selection.includes(url)).length;
  return (
    <fieldset className="admin-package-media">
      <legend>
        {t.mediaKinds[kind]} <span className="admin-muted">({available.length === 0 ? t.noneAvailable : shown === available.length ? t.allShown : t.someShown(shown, available.length)})</span>
      </legend>
      {available.length > 0 && (
        <ul className={kind === 'videos' ? 'admin-package-media-videos' : 'admin-package-media-grid'}>
          {available.map((url, position) => (
            <li key={url}>
              <label className="admin-package-media-item">
                <input
                  type="checkbox"
                  checked={selection === null || selection.includes(url)}
                  onChange={(event) => field.onChange(toggleSelection(selection, available, url, event.target.checked))}
                  aria-label={`${name} ${t.mediaKinds[kind]} ${position + 1}`}
                />
                {kind === 'videos' ? <span className="admin-package-media-url">{url}</span> : <img src={url} alt="" loading="lazy" width={72} height={90} />}
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
