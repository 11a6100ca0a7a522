import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Button, Card, EmptyState, formatDateTime, PageSpinner } from '@app/shared';
import { Figures, PageHeader } from '../../common/layout';
import { useResource } from '@app/shared/query';
import { ClicksChart } from '../dashboard/ClicksChart';
import { productPaths } from '../products/productDisplay';
import { fetchClickStats, type ClickStats, type DayRange } from './api';
import { ClicksTable } from './ClicksTable';
import { DEFAULT_PRESET } from './range';
import { RangePicker, rangeOf, type RangeChoice } from './RangePicker';
import { CLICKS_TEXTS as T } from './texts';

const Tables = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 24rem), 1fr));
  gap: 1rem;
  margin-top: 1rem;
  align-items: start;
`;

const ChartCard = styled(Card)`
  h2 { margin: 0 0 0.75rem; font-size: ${({ theme }) => theme.font.size.md}; }
`;

const percent = (part: number, whole: number) => (whole ? `${Math.round((part / whole) * 1000) / 10}%` : '0%');
const referrerName = (referrer: string) => referrer || T.direct;

function Analytics({ stats, range }: { stats: ClickStats; range: DayRange }) {
  const file = (name: string) => `clicks-${name}-${range.from}-${range.to}.csv`;
  const share = { label: T.columns.share, value: (row: { clicks: number }) => percent(row.clicks, stats.total), numeric: true };
  const clicks = { label: T.columns.clicks, value: (row: { clicks: number }) => row.clicks, numeric: true };
  const nothing = stats.total === 0 && stats.bots === 0;
  const product = { label: T.columns.product, value: (row: { title: string }) => row.title, render: (row: { _id: string; title: string }) => <Link to={productPaths.view(row._id)}>{row.title}</Link> };
  const productId = { label: T.columns.id, value: (row: { _id: string }) => row._id, csvOnly: true };
  // People's clicks per referring page, device and country: one column of names beside the counts.
  const breakdowns = [
    { title: T.referrers, testId: 'clicks-referrers', name: 'referrers', column: T.columns.referrer, rows: stats.referrers.map((row) => ({ key: row.referrer, label: referrerName(row.referrer), clicks: row.clicks })) },
    { title: T.devices, testId: 'clicks-devices', name: 'devices', column: T.columns.device, rows: nothing ? [] : stats.devices.map((row) => ({ key: row.device, label: T.deviceNames[row.device] ?? row.device, clicks: row.clicks })) },
    { title: T.countries, testId: 'clicks-countries', name: 'countries', column: T.columns.country, rows: stats.countries.map((row) => ({ key: row.country, label: row.country || T.unknownCountry, clicks: row.clicks })) },
  ];
  return (
    <>
      <Figures>
        <Card data-testid="clicks-stat-total">
          <h2>{T.total}</h2>
          <p>{stats.total}</p>
        </Card>
        <Card data-testid="clicks-stat-bots">
          <h2>{T.bots}</h2>
          <p>{stats.bots}</p>
        </Card>
        <Card data-testid="clicks-stat-bot-share">
          <h2>{T.botShare}</h2>
          <p>{percent(stats.bots, stats.total + stats.bots)}</p>
        </Card>
        <Card data-testid="clicks-stat-zero">
          <h2>{T.zeroClick}</h2>
          <p>{stats.zeroClickCount}</p>
        </Card>
      </Figures>
      <ChartCard>
        <h2>{T.chartTitle}</h2>
        {nothing ? (
          <EmptyState title={T.empty} description={T.emptyHint} />
        ) : (
          <ClicksChart days={stats.byDay} title={T.chartLabel(range.from, range.to)} />
        )}
      </ChartCard>
      <Tables>
        <ClicksTable
          title={T.topProducts}
          testId="clicks-top-products"
          fileName={file('top-products')}
          rows={stats.topProducts}
          rowKey={(row) => row._id}
          columns={[
            product,
            productId,
            clicks,
            share,
          ]}
        />
        {breakdowns.map((table) => (
          <ClicksTable
            key={table.testId}
            title={table.title}
            testId={table.testId}
            fileName={file(table.name)}
            rows={table.rows}
            rowKey={(row) => row.key}
            columns={[{ label: table.column, value: (row) => row.label }, clicks, share]}
          />
        ))}
        <ClicksTable
          title={T.zeroClickProducts}
          testId="clicks-zero-products"
          fileName={file('zero-click-products')}
          rows={stats.zeroClickProducts}
          rowKey={(row) => row._id}
          empty={T.zeroClickNone}
          columns={[
            product,
            productId,
            { label: T.columns.created, value: (row) => row.createdAt, render: (row) => formatDateTime(row.createdAt) },
          ]}
          footer={
            stats.zeroClickCount > stats.zeroClickProducts.length ? <p>{T.zeroClickShown(stats.zeroClickProducts.length, stats.zeroClickCount)}</p> : null
          }
        />
      </Tables>
    </>
  );
}

/** /products/clicks: click analytics for staff and admins (the API refuses everyone else). */
export default function ClicksPage() {
  const [choice, setChoice] = useState<RangeChoice>({ preset: DEFAULT_PRESET });
  const range = rangeOf(choice);
  const stats = useResource(['clicks', range.from, range.to], () => fetchClickStats(range));
  return (
    <section>
      <PageHeader>
        <div>
          <h1>{T.title}</h1>
          <p>{T.subtitle}</p>
        </div>
      </PageHeader>
      <RangePicker choice={choice} onChange={setChoice} />
      <p data-testid="clicks-range">{T.rangeLabel(range.from, range.to)}</p>
      {stats.loading ? (
        <PageSpinner label={T.loading} />
      ) : stats.error || !stats.data ? (
        <Alert title={T.errorTitle} action={<Button variant="secondary" onClick={stats.reload}>{T.retry}</Button>}>
          {stats.error}
        </Alert>
      ) : (
        <Analytics stats={stats.data} range={range} />
      )}
    </section>
  );
}
