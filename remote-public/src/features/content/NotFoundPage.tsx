import { Link } from 'react-router-dom';
import { usePageMeta } from '../../common/usePageMeta';
import { ROUTES, TEXTS } from '../../constants';
import { useHttpStatus } from '../../ssr/pageData';
import { PageFrame } from './PageFrame';

export function NotFoundPage() {
  useHttpStatus(404);
  usePageMeta(TEXTS.pageNotFound, TEXTS.pageNotFoundText);
  return (
    <PageFrame title={TEXTS.pageNotFound}>
      <p>{TEXTS.pageNotFoundText}</p>
      <p>
        <Link to={ROUTES.home}>{TEXTS.goHome}</Link> · <Link to={ROUTES.catalogue}>Browse products</Link> ·{' '}
        <Link to={ROUTES.sitemap}>See the sitemap</Link>
      </p>
    </PageFrame>
  );
}
