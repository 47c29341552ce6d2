import { PRIORITY_CARDS } from '@agency/contract/images';
import { StatusText } from '@shared/ui/status-text';
import { getAppConfig } from '@shared/app-config';
import { commonTexts } from '@shared/i18n/common-texts';
import { useTexts } from '@shared/i18n/use-language';
import { useDocumentTitle } from '@shared/use-document-title';
import { useLogError } from '@site/lib/use-log-error';
import { ArtistCard } from '@site/components/artist-card/artist-card';
import { sortByPriority } from '@site/lib/artist-path';
import { useArtists } from '@site/lib/get-artists';
import { managementTexts } from '../management-texts';
import { PagePlaceholder } from '@site/components/loading/page-placeholder';
import '../management.css';

/** The first PRIORITY_CARDS cards (a phone's first screen, a wide screen's first row) load with priority, preloaded by the server. */
export function ManagementPage() {
  const t = useTexts(managementTexts);
  const common = useTexts(commonTexts);
  const { data, error, isLoading } = useArtists();
  useLogError(error, 'artists');
  useDocumentTitle(`MANAGEMENT | ${getAppConfig().siteName}`);

  let body;
  if (isLoading) body = <PagePlaceholder label={common.loading} cards={{ count: 8, aspect: 'portrait', gridClassName: 'artist-grid balanced-2-3-4' }} />;
  else if (error || !data) body = <StatusText kind="error">{t.loadFailed}</StatusText>;
  else if (data.length === 0) body = <StatusText kind="empty">{t.empty}</StatusText>;
  else
    body = (
      <ul className="artist-grid balanced-2-3-4">
        {sortByPriority(data).map((artist, index) => (
          <ArtistCard key={artist.id} artist={artist} loading={index < PRIORITY_CARDS ? 'priority' : 'lazy'} />
        ))}
      </ul>
    );

  return (
    <section className="page management">
      <h1 className="display-title management-title">MANAGEMENT</h1>
      {body}
    </section>
  );
}
