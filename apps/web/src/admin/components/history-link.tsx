import { Link } from 'react-router';
import { adminPath } from '../lib/admin-paths';

/** "변경 기록": the history of what a screen edits (`target`: a type such as `artist`, or one target, `artist:12`). */
export function HistoryLink({ target }: { target: string }) {
  return (
    <Link className="admin-button admin-button--ghost" to={`${adminPath('history')}?target=${encodeURIComponent(target)}`}>
      변경 기록 보기
    </Link>
  );
}
