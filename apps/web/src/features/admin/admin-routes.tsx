import { lazy, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { AdminGuard } from './auth/admin-guard';
import { LoginPage } from './auth/login-page';
import { AdminLayout } from './layout/admin-layout';
import { AdminNotFound } from './layout/admin-not-found';
import { AdminDialogsProvider } from './shared/dialogs/admin-dialogs-provider';
import './admin.css';

/** Each screen is its own chunk; charts (recharts) load only with the dashboard. */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

const DashboardPage = screen(() => import('./dashboard/dashboard-page'), (m) => m.DashboardPage);
const TrafficStatsPage = screen(() => import('./traffic/traffic-stats-page'), (m) => m.TrafficStatsPage);
const AboutEditPage = screen(() => import('./page-editor/page-edit-screens'), (m) => m.AboutEditPage);
const ProductionEditPage = screen(() => import('./page-editor/page-edit-screens'), (m) => m.ProductionEditPage);
const ProductionVideosPage = screen(() => import('./videos/video-manager-screens'), (m) => m.ProductionVideosPage);
const NewsEditPage = screen(() => import('./page-editor/page-edit-screens'), (m) => m.NewsEditPage);
const NewsVideosPage = screen(() => import('./videos/video-manager-screens'), (m) => m.NewsVideosPage);
const ImageManager = screen(() => import('./images/image-manager'), (m) => m.ImageManager);
const ContactEditPage = screen(() => import('./contact/contact-edit-page'), (m) => m.ContactEditPage);
const LinksEditPage = screen(() => import('./links/links-edit-page'), (m) => m.LinksEditPage);
const CreateArtistPage = screen(() => import('./artists/create-artist-page'), (m) => m.CreateArtistPage);
const EditArtistChoosePage = screen(() => import('./artists/edit-artist-choose-page'), (m) => m.EditArtistChoosePage);
const EditArtistPage = screen(() => import('./artists/edit-artist-page'), (m) => m.EditArtistPage);
const ArtistVisibilityPage = screen(() => import('./artists/artist-visibility-page'), (m) => m.ArtistVisibilityPage);
const InboxPage = screen(() => import('./inbox/inbox-page'), (m) => m.InboxPage);
const InquiryPage = screen(() => import('./inbox/inquiry-page'), (m) => m.InquiryPage);

export const ARTIST_LIST_PATH = '/admin/management/editArtistChoose';

function AdminRoutes() {
  return (
    <Routes>
      <Route
        element={
          <AdminGuard>
            <AdminLayout />
          </AdminGuard>
        }
      >
        <Route index element={<DashboardPage />} />
        <Route path="trafficStats" element={<TrafficStatsPage />} />
        <Route path="about/editPage" element={<AboutEditPage />} />
        <Route path="production/editPage" element={<ProductionEditPage />} />
        <Route path="production/manageVideos" element={<ProductionVideosPage />} />
        <Route path="news/editPage" element={<NewsEditPage />} />
        <Route path="news/manageVideos" element={<NewsVideosPage />} />
        <Route path="news/manageImages" element={<ImageManager />} />
        <Route path="contact/editInfo" element={<ContactEditPage />} />
        <Route path="others/editLinks" element={<LinksEditPage />} />
        <Route path="management/createArtist" element={<CreateArtistPage />} />
        <Route path="management/editArtistChoose" element={<EditArtistChoosePage />} />
        <Route path="management/editArtist/:urlName" element={<EditArtistPage />} />
        <Route
          path="management/artistVisibilityManage"
          element={<ArtistVisibilityPage />}
        />
        <Route path="inquiries" element={<InboxPage />} />
        <Route path="inquiries/:id" element={<InquiryPage />} />
        {/* The spec's edit page goes to /admin/artists, which it never defines: it is the artist list. */}
        <Route path="artists" element={<Navigate to={ARTIST_LIST_PATH} replace />} />
        <Route path="*" element={<AdminNotFound />} />
      </Route>
    </Routes>
  );
}

/** Mounted lazily by the app router for `/login` and `/admin/*`, outside the public layout. */
export default function AdminArea() {
  const { pathname } = useLocation();
  return <AdminDialogsProvider>{pathname.startsWith('/login') ? <LoginPage /> : <AdminRoutes />}</AdminDialogsProvider>;
}
