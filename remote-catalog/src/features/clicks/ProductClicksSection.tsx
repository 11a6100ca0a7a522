import styled from 'styled-components';
import { Alert, Button, Card, Spinner } from '@app/shared';
import { Muted } from '../../common/layout';
import { useResource } from '@app/shared/query';
import { ClicksChart } from '../dashboard/ClicksChart';
import { fetchProductClicks } from './api';
import { CLICKS_TEXTS as T } from './texts';

const Section = styled(Card)`
  margin-top: 1.5rem;
  h2 { margin: 0 0 0.75rem; font-size: ${({ theme }) => theme.font.size.lg}; }
`;

/** The product view's own clicks per day (the last 30 days), with the bots that were not counted. */
export function ProductClicksSection({ productId }: { productId: string }) {
  const clicks = useResource(['clicks', 'product', productId], () => fetchProductClicks(productId));
  return (
    <Section aria-labelledby="product-clicks-title" data-testid="product-clicks">
      <h2 id="product-clicks-title">{T.productSection}</h2>
      {clicks.loading ? (
        <Spinner label={T.productSectionLoading} />
      ) : clicks.error || !clicks.data ? (
        <Alert title={T.errorTitle} action={<Button variant="secondary" onClick={clicks.reload}>{T.retry}</Button>}>
          {clicks.error}
        </Alert>
      ) : (
        <>
          <ClicksChart days={clicks.data.byDay} title={T.productSection} />
          {clicks.data.bots > 0 && <Muted data-testid="product-clicks-bots">{T.productBots(clicks.data.bots)}</Muted>}
        </>
      )}
    </Section>
  );
}
