import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PageLoadBoundary } from './page-load-boundary';

describe('PageLoadBoundary', () => {
  it('shows a message and a reload button when a page chunk cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Page = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    render(
      <PageLoadBoundary>
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      </PageLoadBoundary>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('페이지를 불러오지 못했습니다.');
    expect(screen.getByRole('button', { name: '새로고침' })).toBeTruthy();
  });

  it('shows the page when it loads', async () => {
    const Page = lazy(async () => ({ default: () => <p>page</p> }));
    render(
      <PageLoadBoundary>
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      </PageLoadBoundary>,
    );
    expect(await screen.findByText('page')).toBeTruthy();
  });
});
