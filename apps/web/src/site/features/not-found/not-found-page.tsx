import { publicPagePath } from '@agency/contract/public-pages';
import { getAppConfig } from '@shared/app-config';
import { useDocumentTitle } from '@shared/use-document-title';
import { useTexts } from '@shared/i18n/use-language';
import type { Dictionary } from '@shared/i18n/language';
import { MissingState } from '@site/components/missing-state/missing-state';

const texts: Dictionary<{ title: string; body: string; home: string }> = {
  ko: { title: '페이지를 찾을 수 없습니다', body: '요청하신 페이지가 없거나 이동되었습니다.', home: '홈으로 가기' },
  en: { title: 'Page not found', body: 'The page you are looking for does not exist or has moved.', home: 'Go to home' },
};

/** Unknown paths (the server answers them with HTTP 404). */
export function NotFoundPage() {
  const t = useTexts(texts);
  useDocumentTitle(`404 | ${getAppConfig().siteName}`);
  return (
    <section className="page">
      <MissingState code="404" title={t.title} body={t.body} link={{ to: publicPagePath('home'), label: t.home }} as="page" />
    </section>
  );
}
