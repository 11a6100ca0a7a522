import styled from 'styled-components';
import { Card } from '@app/shared';
import { PRODUCT_TEXTS } from '../../../constants';

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: 1rem;
  margin-bottom: 1.5rem;
`;

const Figure = styled.p`
  margin: 0.25rem 0 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: 700;
`;

const Label = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function SummaryCards({ total, featured }: { total: number | null; featured: number | null }) {
  return (
    <Row>
      <Card data-testid="summary-total">
        <Label>{PRODUCT_TEXTS.totalProducts}</Label>
        <Figure>{total ?? '…'}</Figure>
      </Card>
      <Card data-testid="summary-featured">
        <Label>{PRODUCT_TEXTS.featured}</Label>
        <Figure>{featured ?? '…'}</Figure>
      </Card>
    </Row>
  );
}
