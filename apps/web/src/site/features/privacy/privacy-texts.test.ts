import { describe, expect, it } from 'vitest';
import { privacyTexts, type PrivacySettings } from './privacy-texts';

const settings: PrivacySettings = { company: 'ACME', officer: '', officerContact: '', mailHost: '', storageHost: '', effectiveDay: '' };
const section = (language: 'ko' | 'en', s: PrivacySettings, number: number) =>
  privacyTexts[language].sections(s).find((candidate) => candidate.heading.startsWith(`${number}.`))!;

describe('privacy policy texts', () => {
  it('names the mail and storage hosts as processors, or says nothing is entrusted', () => {
    for (const language of ['ko', 'en'] as const) {
      expect(section(language, settings, 6).items).toEqual([]);
      const entrusted = section(language, { ...settings, mailHost: 'smtp.example.com', storageHost: 's3.example.com' }, 6);
      expect(entrusted.items).toHaveLength(2);
      expect(entrusted.items!.join(' ')).toContain('smtp.example.com');
      expect(entrusted.items!.join(' ')).toContain('s3.example.com');
    }
  });

  it('lists the officer and contact only when set, and states the 3-year retention', () => {
    expect(section('ko', settings, 10).items).toEqual([]);
    expect(section('en', { ...settings, officer: 'Privacy Team', officerContact: 'p@example.com' }, 10).items).toEqual([
      'Privacy officer: Privacy Team',
      'Contact: p@example.com',
    ]);
    expect(section('ko', settings, 3).paragraphs[0]).toContain('최대 3년간');
    expect(section('en', settings, 3).paragraphs[0]).toContain('up to 3 years');
  });
});
