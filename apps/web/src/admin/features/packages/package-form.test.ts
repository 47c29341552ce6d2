import { describe, expect, it } from 'vitest';
import { completeFields } from '@admin/lib/edit-form/merge-edits';
import { addDays, lastOpenDay, packageMergeFields, toggleSelection, toPackageForm } from './package-form';

describe('package form', () => {
  it('shows an expiry at the start of a day as the day before (the last open day)', () => {
    const local = new Date(2026, 11, 15, 0, 0, 0).toISOString();
    expect(lastOpenDay(local)).toBe('2026-12-14');
    expect(lastOpenDay(new Date(2026, 11, 15, 13, 30).toISOString())).toBe('2026-12-15');
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-25', 7)).toBe('2027-01-01');
    expect(addDays('2027-02-27', 2)).toBe('2027-03-01');
  });

  it('keeps "all" as null and lists the chosen items in the artist\'s order', () => {
    const all = ['a', 'b', 'c'];
    expect(toggleSelection(null, all, 'b', false)).toEqual(['a', 'c']);
    expect(toggleSelection(['a', 'c'], all, 'b', true)).toBeNull();
    expect(toggleSelection(['c'], all, 'a', true)).toEqual(['a', 'c']);
    expect(toggleSelection(['a'], all, 'a', false)).toEqual([]);
  });
});

describe('packageMergeFields', () => {
  it('names every value of the form for the merge and reads the artists by name', () => {
    const fields = packageMergeFields(undefined);
    expect(completeFields(fields, toPackageForm(undefined)).filter((field) => field.label === field.path)).toEqual([]);
    const artists = fields.find((field) => field.path === 'artists');
    expect(artists?.format?.([{ artistId: 4, images: null, polaroids: ['/media/a.jpg'], videos: [] }])).toBe('#4 (사진 전체, 폴라로이드 1개, 영상 0개)');
  });
});
