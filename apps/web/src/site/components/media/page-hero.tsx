import type { ReactNode } from 'react';
import { IMAGE_SIZES } from './image-sources';
import { ResponsiveImage } from './responsive-image';
import './page-hero.css';

type PageHeroProps = {
  imageUrl: string;
  imageAlt: string;
  title: string;
  /** The section's English name (the menu's word): shown above a title of another wording (decision 114). */
  section: string;
  description?: string;
  children?: ReactNode;
};

/**
 * Top image (the page's first large image: loaded with priority) with the page title and its introduction text
 * (production, news). The title is the content's, in the page's language; the section's English name stands above it
 * unless the title is that name already (decision 114's heading rule).
 */
export function PageHero({ imageUrl, imageAlt, title, section, description, children }: PageHeroProps) {
  return (
    <header className="page-hero">
      {imageUrl ? (
        <ResponsiveImage
          className="page-hero-image"
          src={imageUrl}
          alt={imageAlt}
          sizes={IMAGE_SIZES.pageWidth}
          aspect="hero"
          loading="priority"
        />
      ) : (
        <div className="page-hero-image page-hero-image--empty" aria-hidden="true" />
      )}
      <div className="page-hero-text">
        {title.trim().toUpperCase() !== section.toUpperCase() && <p className="eyebrow">{section}</p>}
        <h1 className="display-title">{title}</h1>
        {description && <p className="page-hero-description">{description}</p>}
        {children}
      </div>
    </header>
  );
}
