import { Link } from 'react-router';
import { Controller, useFormContext } from 'react-hook-form';
import { LoadStatus } from '@admin/components/load-status';
import { adminPath } from '@admin/lib/admin-paths';
import { useBoards } from './api/boards-api';
import { boardTexts } from './board-texts';
import type { ArtistForm } from './artist-form-model';
import './boards.css';

/** The boards the artist is on (decision 079): a checkbox per board, in the boards' order. */
export function ArtistBoardsField() {
  const boards = useBoards();
  const { control } = useFormContext<ArtistForm>();
  return (
    <section className="admin-card" aria-labelledby="artist-boards-title">
      <div className="admin-row-head">
        <h2 id="artist-boards-title" className="admin-card-title">
          {boardTexts.fieldTitle}
        </h2>
        <Link to={adminPath('boards')} className="admin-button admin-button--ghost admin-button--small">
          {boardTexts.manageBoards}
        </Link>
      </div>
      <p className="admin-hint" id="artist-boards-hint">
        {boardTexts.fieldHint}
      </p>
      {boards.isPending && <LoadStatus kind="loading" />}
      {boards.isError && <LoadStatus kind="error" text={boardTexts.loadFailed} />}
      {boards.isSuccess && boards.data.length === 0 && <p className="admin-muted">{boardTexts.noBoards}</p>}
      {boards.isSuccess && boards.data.length > 0 && (
        <Controller
          control={control}
          name="boardIds"
          render={({ field }) => (
            <fieldset className="admin-board-choices" aria-describedby="artist-boards-hint">
              <legend className="visually-hidden">{boardTexts.fieldTitle}</legend>
              {boards.data.map((board) => (
                <label key={board.id} className="admin-board-choice">
                  <input
                    type="checkbox"
                    checked={field.value.includes(board.id)}
                    onChange={(event) => field.onChange(event.target.checked ? [...field.value, board.id] : field.value.filter((id) => id !== board.id))}
                    onBlur={field.onBlur}
                  />
                  {board.korName} ({board.engName}){board.isHidden ? boardTexts.hiddenSuffix : ''}
                </label>
              ))}
            </fieldset>
          )}
        />
      )}
    </section>
  );
}
