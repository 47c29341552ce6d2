import type { ReactNode } from 'react';
import './page-hero.css';

type PageHeroProps = { imageUrl: string; imageAlt: string; title: string; description?: string; children?: ReactNode };

/** Top image with the page title and its introduction text (production, news). */
export function PageHero({ imageUrl, imageAlt, title, description, children }: PageHeroProps) {
  return (
    <header className="page-hero">
      {imageUrl ? (
        <img className="page-hero-image" src={imageUrl} alt={imageAlt} width={1600} height={900} fetchPriority="high" />
      ) : (
        <div className="page-hero-image page-hero-image--empty" aria-hidden="true" />
      )}
      <div className="page-hero-text">
        <h1 className="display-title">{title}</h1>
        {description && <p className="page-hero-description">{description}</p>}
        {children}
      </div>
    </header>
  );
}
