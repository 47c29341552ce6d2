const SCHEMA_ORG = 'https://schema.org';

const httpLinks = (links: string[]) => [...new Set(links.map((l) => l.trim()).filter((l) => /^https?:\/\/\S+$/i.test(l)))];

/** Organization (home page): name, url, contact e-mail and the profiles it links to. */
export function organizationJsonLd(input: { siteName: string; origin: string; sameAs: string[]; email?: string; logoUrl?: string }): object {
  const sameAs = httpLinks(input.sameAs);
  const email = input.email?.trim();
  return {
    '@context': SCHEMA_ORG,
    '@type': 'Organization',
    name: input.siteName,
    url: `${input.origin}/`,
    ...(input.logoUrl ? { logo: input.logoUrl } : {}),
    ...(email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? { email } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

/** Person (artist page): names, photo, page, height in centimetres when it is a number. */
export function personJsonLd(input: {
  name: string;
  alternateName?: string;
  imageUrl?: string;
  pageUrl: string;
  height: string;
  sameAs: string[];
  siteName: string;
  origin: string;
}): object {
  const sameAs = httpLinks(input.sameAs);
  const height = input.height.trim();
  return {
    '@context': SCHEMA_ORG,
    '@type': 'Person',
    name: input.name,
    ...(input.alternateName ? { alternateName: input.alternateName } : {}),
    ...(input.imageUrl ? { image: input.imageUrl } : {}),
    url: input.pageUrl,
    ...(/^\d+(\.\d+)?$/.test(height) ? { height: { '@type': 'QuantitativeValue', value: Number(height), unitCode: 'CMT' } } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
    affiliation: { '@type': 'Organization', name: input.siteName, url: `${input.origin}/` },
  };
}
