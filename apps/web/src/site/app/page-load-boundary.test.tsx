// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { lazy, Suspense, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PageLoadBoundary } from './page-load-boundary';

function renderLazyPage(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  render(
    <PageLoadBoundary>
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    </PageLoadBoundary>,
  );
}

describe('PageLoadBoundary', () => {
  it('shows a message and a reload button when a page chunk cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderLazyPage(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    expect((await screen.findByRole('alert')).textContent).toContain('페이지를 불러오지 못했습니다.');
    expect(screen.getByRole('button', { name: '새로고침' })).toBeTruthy();
  });

  it('shows the page when it loads', async () => {
    renderLazyPage(async () => ({ default: () => <p>page</p> }));
    expect(await screen.findByText('page')).toBeTruthy();
  });
});
