import { Link } from 'react-router-dom';
import { notFoundHead } from '../../seo/pageHeads';
import { PageHead } from '../../seo/PageHead';
import { ROUTES, TEXTS } from '../../constants';
import { useHttpStatus } from '../../ssr/pageData';
import { PageFrame } from './PageFrame';

export function NotFoundPage() {
  useHttpStatus(404);
  return (
    <PageFrame title={TEXTS.pageNotFound}>
      <PageHead {...notFoundHead()} />
      <p>{TEXTS.pageNotFoundText}</p>
      <p>
        <Link to={ROUTES.home}>{TEXTS.goHome}</Link> · <Link to={ROUTES.catalogue}>Browse products</Link> ·{' '}
        <Link to={ROUTES.sitemap}>See the sitemap</Link>
      </p>
    </PageFrame>
  );
}
