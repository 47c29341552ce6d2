import { ArtistEditor } from './artist-editor';

export function CreateArtistPage() {
  return <ArtistEditor mode="create" />;
}
