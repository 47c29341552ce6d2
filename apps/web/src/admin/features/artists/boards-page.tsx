import { BOARD_NAME_MAX, BOARD_SLUG_MAX, boardInputSchema, type AdminBoard, type BoardInput } from '@agency/contract/boards';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { ApiError } from '@shared/api/api-client';
import { adminTexts } from '@admin/admin-texts';
import { AdminPage } from '@admin/components/admin-page';
import { FailureNotice } from '@admin/components/failure-notice';
import { useAdminDialogs } from '@admin/components/dialogs/dialog-context';
import { TextField } from '@admin/components/fields/text-field';
import { LoadStatus } from '@admin/components/load-status';
import { formResolver } from '@admin/lib/edit-form/form-resolver';
import { withReason } from '@admin/lib/error-message';
import { sitePaths } from '@admin/lib/site-links';
import { VisibilityToggle } from './visibility-toggle';
import { useBoards, useDeleteBoard, useOrderBoards, useSaveBoard } from './api/boards-api';
import { boardTexts } from './board-texts';
import './artists.css';
import './boards.css';

type BoardFormValues = { slug: string; korName: string; engName: string; isHidden: boolean };

/** Adds a board, or renames one (`board`); the server's 409 (a taken address, another admin's edit) shows under the form. */
function BoardForm({ board, onDone }: { board?: AdminBoard; onDone: () => void }) {
  const save = useSaveBoard();
  const dialogs = useAdminDialogs();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<BoardFormValues, unknown, BoardInput>({
    resolver: formResolver(boardInputSchema),
    defaultValues: { slug: board?.slug ?? '', korName: board?.korName ?? '', engName: board?.engName ?? '', isHidden: board?.isHidden ?? false },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      await save.mutateAsync({ id: board?.id, input, version: board?.version });
    } catch (error) {
      setFailure(error instanceof ApiError && error.status === 409 ? error.message : withReason(adminTexts.saveFailed, error));
      return;
    }
    dialogs.notify(board ? boardTexts.saved(input.korName) : boardTexts.created(input.korName));
    if (!board) form.reset();
    onDone();
  });
  return (
    <FormProvider {...form}>
    <form className="admin-board-form" onSubmit={(event) => void onSubmit(event)} aria-label={board ? boardTexts.editLabel(board.korName) : boardTexts.addTitle} noValidate>
      <div className="admin-grid admin-grid--fields">
        <TextField label={boardTexts.korName} required maxLength={BOARD_NAME_MAX} error={errors.korName?.message} {...form.register('korName')} />
        <TextField label={boardTexts.engName} required maxLength={BOARD_NAME_MAX} error={errors.engName?.message} {...form.register('engName')} />
        <TextField
          label={boardTexts.slug}
          required
          maxLength={BOARD_SLUG_MAX}
          hint={boardTexts.slugHint}
          autoCapitalize="none"
          spellCheck={false}
          error={errors.slug?.message}
          {...form.register('slug')}
        />
      </div>
      <FailureNotice text={failure} />
      <div className="admin-board-form-actions">
        <button type="submit" className="admin-button" disabled={save.isPending}>
          {board ? adminTexts.save : boardTexts.add}
        </button>
        {board && (
          <button type="button" className="admin-button admin-button--ghost" onClick={onDone}>
            {boardTexts.cancel}
          </button>
        )}
      </div>
    </form>
    </FormProvider>
  );
}

/**
 * The roster's boards (decision 079): add, rename, show or hide, move up or down, delete. The order is the tabs'
 * order on the public MANAGEMENT page; artists are put on boards on their edit screen.
 */
export function BoardsPage() {
  const boards = useBoards();
  const save = useSaveBoard();
  const order = useOrderBoards();
  const remove = useDeleteBoard();
  const dialogs = useAdminDialogs();
  const [editing, setEditing] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  /** Runs a write; a 409 (another admin first) reloads the list and says so. */
  const attempt = async (work: () => Promise<unknown>, failed: string) => {
    setFailure(null);
    try {
      await work();
      return true;
    } catch (error) {
      console.error(failed, error);
      setFailure(error instanceof ApiError && error.status === 409 ? error.message : withReason(failed, error));
      if (error instanceof ApiError && error.status === 409) void boards.refetch();
      return false;
    }
  };

  const move = (list: AdminBoard[], index: number, by: -1 | 1) => {
    const ids = list.map((b) => b.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    void attempt(() => order.mutateAsync({ ids, version: list[0]!.orderVersion }), boardTexts.orderFailed).then((ok) => ok && dialogs.notify(boardTexts.moved(list[index]!.korName)));
  };

  const toggle = (board: AdminBoard) =>
    void attempt(
      () => save.mutateAsync({ id: board.id, version: board.version, input: { slug: board.slug, korName: board.korName, engName: board.engName, isHidden: !board.isHidden } }),
      adminTexts.saveFailed,
    );

  const onDelete = async (board: AdminBoard) => {
    if (!(await dialogs.confirm(boardTexts.confirmDelete(board.korName), { confirmLabel: boardTexts.delete, danger: true }))) return;
    if (await attempt(() => remove.mutateAsync({ id: board.id, version: board.version }), adminTexts.deleteFailed)) dialogs.notify(boardTexts.deleted(board.korName));
  };

  const busy = order.isPending || save.isPending || remove.isPending;
  return (
    <AdminPage title={boardTexts.title} description={boardTexts.description} historyTarget="board">
      <FailureNotice text={failure} />
      <section className="admin-card" aria-labelledby="boards-list-title">
        <h2 id="boards-list-title" className="admin-card-title">
          {boardTexts.listTitle}
        </h2>
        {boards.isPending && <LoadStatus kind="loading" />}
        {boards.isError && <LoadStatus kind="error" text={boardTexts.loadFailed} />}
        {boards.isSuccess && boards.data.length === 0 && <p className="admin-empty">{boardTexts.empty}</p>}
        {boards.isSuccess && boards.data.length > 0 && (
          <ol className="admin-board-list">
            {boards.data.map((board, index, list) => (
              <li key={board.id} className={`admin-board-row${board.isHidden ? ' is-hidden' : ''}`}>
                {editing === board.id ? (
                  <BoardForm board={board} onDone={() => setEditing(null)} />
                ) : (
                  <>
                    <span className="admin-board-names">
                      <strong>{board.korName}</strong>
                      <span>
                        {board.engName} ·{' '}
                        <a href={sitePaths.board(board.slug)} target="_blank" rel="noreferrer">
                          /management/{board.slug}
                        </a>{' '}
                        · {boardTexts.artistCount(board.artistCount)}
                      </span>
                    </span>
                    <span className="admin-board-actions">
                      <button type="button" className="admin-button admin-button--ghost admin-button--small" disabled={busy || index === 0} aria-label={boardTexts.moveUp(board.korName)} onClick={() => move(list, index, -1)}>
                        ↑
                      </button>
                      <button
                        type="button"
                        className="admin-button admin-button--ghost admin-button--small"
                        disabled={busy || index === list.length - 1}
                        aria-label={boardTexts.moveDown(board.korName)}
                        onClick={() => move(list, index, 1)}
                      >
                        ↓
                      </button>
                      <VisibilityToggle label={boardTexts.visibleLabel(board.korName)} checked={!board.isHidden} busy={busy} onToggle={() => toggle(board)} />
                      <button type="button" className="admin-button admin-button--ghost admin-button--small" onClick={() => setEditing(board.id)}>
                        {boardTexts.edit}
                      </button>
                      <button type="button" className="admin-button admin-button--danger admin-button--small" disabled={busy} onClick={() => void onDelete(board)}>
                        {boardTexts.delete}
                      </button>
                    </span>
                  </>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
      <section className="admin-card" aria-labelledby="boards-add-title">
        <h2 id="boards-add-title" className="admin-card-title">
          {boardTexts.addTitle}
        </h2>
        <BoardForm onDone={() => undefined} />
      </section>
    </AdminPage>
  );
}
