import type { CreateArtistRequest } from '@agency/contract/artists';

let sequence = 0;

/** A valid createArtist body; every field can be overridden. */
export function artistInput(overrides: Partial<CreateArtistRequest> = {}): CreateArtistRequest {
  sequence += 1;
  return {
    urlName: `artist-${sequence}`,
    korName: `아티스트 ${sequence}`,
    engName: `Artist ${String(sequence).padStart(3, '0')}`,
    priority: 0,
    compCard: 'https://cdn.example.com/compcard.pdf',
    instagram: 'https://instagram.com/artist',
    youtube: 'https://youtube.com/@artist',
    career: '2024 광고',
    careerENG: '2024 commercial',
    height: '178',
    bust: '32',
    waist: '24',
    hips: '34',
    shoe: '250',
    mainImage: '/media/artists/main.jpg',
    detailMainImage: '/media/artists/detail-main.jpg',
    detailImages: [
      { priority: 2, imageUrl: '/media/artists/2.jpg' },
      { priority: 1, imageUrl: '/media/artists/1.jpg' },
    ],
    detailVideos: [{ priority: 0, videoUrl: 'https://www.youtube.com/watch?v=abc' }],
    views: 0,
    ...overrides,
  };
}
