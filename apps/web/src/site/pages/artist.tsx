export { ArtistPage as default } from '@site/features/artist/components/artist-page';
