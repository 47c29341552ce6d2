import { ENTRY_VIEW, NOT_FOUND_VIEW, PUBLIC_PAGES, type PublicPageView } from '@agency/contract/public-pages';
import { lazy, Suspense, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { PublicLayout } from './public-layout';
import HomeView from '@site/pages/home';
import { PageLoadBoundary } from './page-load-boundary';

/**
 * The page modules (`src/site/pages/<view>.tsx`) of the contract's page table, each its own chunk; the landing
 * page is drawn by the entry script itself. The build's bundle budget and route preloads follow the same
 * convention (apps/web/vite.config.ts).
 */
const lazyPages = import.meta.glob<{ default: ComponentType }>(['../pages/*.tsx', '!../pages/home.tsx']);

const views = new Map<string, ComponentType>([[ENTRY_VIEW, HomeView]]);

/** A view's page, created once (React.lazy keeps its loaded module). */
function viewComponent(view: PublicPageView | typeof NOT_FOUND_VIEW): ComponentType {
  let component = views.get(view);
  if (!component) {
    const load = lazyPages[`../pages/${view}.tsx`];
    if (!load) throw new Error(`No page module src/site/pages/${view}.tsx for the view ${view}`);
    component = lazy(load);
    views.set(view, component);
  }
  return component;
}

function viewRoute(path: string, view: PublicPageView | typeof NOT_FOUND_VIEW): RouteObject {
  const View = viewComponent(view);
  return path === '/' ? { index: true, element: <View /> } : { path, element: <View /> };
}

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <PublicLayout />,
    children: [...Object.values(PUBLIC_PAGES).map((page) => viewRoute(page.path, page.view)), viewRoute('*', NOT_FOUND_VIEW)],
  },
];

/**
 * The public site under react-router's declarative router (docs/decisions/063): its data router is twice the
 * size. Until a page's chunk has arrived nothing is drawn on first load; later navigations run in a
 * transition, so the current page stays until the next one is ready.
 */
export function AppRoutes() {
  return (
    <PageLoadBoundary>
      <Suspense fallback={null}>{useRoutes(routes)}</Suspense>
    </PageLoadBoundary>
  );
}
