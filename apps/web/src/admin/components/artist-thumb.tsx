/** Small square profile image, or the initial when there is none. */
export function ArtistThumb({ src, name }: { src: string; name: string }) {
  return src ? (
    <img className="admin-thumb" src={src} alt="" loading="lazy" width={56} height={56} />
  ) : (
    <span className="admin-thumb admin-thumb--empty" aria-hidden="true">
      {name.slice(0, 1)}
    </span>
  );
}
