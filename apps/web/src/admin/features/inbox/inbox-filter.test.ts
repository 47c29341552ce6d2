import { describe, expect, it } from 'vitest';
import { filterFromParams, isFiltered, paramsOf } from './inbox-filter';

describe('inbox filter in the address', () => {
  it('reads search, status and days, dropping what is not valid', () => {
    expect(filterFromParams(new URLSearchParams('q=%20룩북%20&status=new&from=2026-11-01&to=2026-11-30'))).toEqual({
      q: '룩북',
      status: 'new',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(filterFromParams(new URLSearchParams('q=%20&status=open&from=yesterday'))).toEqual({});
  });

  it('drops what the server would refuse: an impossible day, the start of a reversed range', () => {
    expect(filterFromParams(new URLSearchParams('from=2026-02-30&to=2026-11-01'))).toEqual({ to: '2026-11-01' });
    expect(filterFromParams(new URLSearchParams('from=2026-11-30&to=2026-11-01&status=new'))).toEqual({ to: '2026-11-01', status: 'new' });
  });

  it('writes only what is set, and the page after the first', () => {
    expect(paramsOf({ status: 'handled' }, 1)).toEqual({ status: 'handled' });
    expect(paramsOf({ q: 'a', from: '2026-11-01' }, 3)).toEqual({ q: 'a', from: '2026-11-01', page: '3' });
    expect(isFiltered({})).toBe(false);
    expect(isFiltered({ q: 'a' })).toBe(true);
  });
});
