import { useParams } from 'react-router';
import { ArtistEditor } from './artist-editor';

export function EditArtistPage() {
  const { urlName = '' } = useParams();
  // A new key gives a fresh form when the address changes (e.g. after renaming).
  return <ArtistEditor key={urlName} mode="edit" urlName={urlName} />;
}
