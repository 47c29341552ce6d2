import { IMAGE_SIZES } from '@site/components/media/image-sources';
import { ResponsiveImage } from '@site/components/media/responsive-image';
import { useInView } from '@site/lib/use-in-view';
import type { AboutSection as AboutSectionData } from '../about-content';

/** SPEC section 9: about sections fade in at 20 % visibility after 100 ms. */
const REVEAL = { threshold: 0.2, delayMs: 100 } as const;

type AboutSectionProps = { section: AboutSectionData; index: number; imageAlt: string };

export function AboutSection({ section, index, imageAlt }: AboutSectionProps) {
  const { ref, inView } = useInView<HTMLElement>(REVEAL);
  return (
    <article ref={ref} className="about-section" data-visible={inView} data-side={index % 2 === 0 ? 'start' : 'end'}>
      {section.imageUrl && (
        <ResponsiveImage className="about-section-image" src={section.imageUrl} alt={imageAlt} sizes={IMAGE_SIZES.half} aspect="portrait" />
      )}
      <div className="about-section-text">
        <span className="about-section-index" aria-hidden="true">
          {String(index + 1).padStart(2, '0')}
        </span>
        {section.subtitle && <h2 className="about-section-subtitle">{section.subtitle}</h2>}
        <p>{section.text}</p>
      </div>
    </article>
  );
}
