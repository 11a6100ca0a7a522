import { Link } from 'react-router-dom';
import { Card } from '@app/shared';
import { LINK_TEXTS } from '../../constants';
import { Muted } from '../../common/layout';
import { useResource } from '@app/shared/query';
import { productPaths } from '../products/productDisplay';
import { fetchLinkSummary } from './api';

/** The dashboard's "Broken links: N" figure; it opens the product list filtered to the broken links. */
export function BrokenLinksWidget() {
  const summary = useResource(['products', 'link-summary'], fetchLinkSummary);
  const broken = summary.data?.broken;
  return (
    <Card data-testid="stat-broken-links" aria-busy={summary.loading}>
      <h2>{LINK_TEXTS.brokenLinksTitle}</h2>
      {summary.error ? (
        <Muted role="alert">{summary.error}</Muted>
      ) : broken === undefined ? (
        <p aria-label={LINK_TEXTS.brokenLinksLoading}>…</p>
      ) : (
        <p>
          <Link to={`${productPaths.list}?linkStatus=broken`} aria-label={LINK_TEXTS.brokenLinks(broken)}>
            {broken}
          </Link>
        </p>
      )}
    </Card>
  );
}
