import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Card, DataTable } from '@app/shared';
import { Muted } from '../../common/layout';
import { downloadCsv } from './csv';
import { CLICKS_TEXTS as T } from './texts';

export interface Column<Row> {
  label: string;
  /** The cell on screen (defaults to the CSV value). */
  render?: (row: Row) => ReactNode;
  /** The cell in the CSV file. */
  value: (row: Row) => string | number;
  numeric?: boolean;
  /** In the CSV file only (e.g. ids, for joining with other sheets). */
  csvOnly?: boolean;
}

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  margin-bottom: 0.75rem;
  h2 { margin: 0; font-size: ${({ theme }) => theme.font.size.md}; }
`;

/** A titled table of the analytics whose rows download as a CSV file (with the csvOnly columns). */
export function ClicksTable<Row>({
  title,
  fileName,
  columns,
  rows,
  rowKey,
  testId,
  empty = T.noRows,
  footer,
}: {
  title: string;
  fileName: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  testId: string;
  empty?: string;
  footer?: ReactNode;
}) {
  const exportCsv = () =>
    downloadCsv(
      fileName,
      columns.map((column) => column.label),
      rows.map((row) => columns.map((column) => column.value(row))),
    );
  const shown = columns.filter((column) => !column.csvOnly);
  return (
    <Card data-testid={testId} aria-label={title}>
      <Head>
        <h2>{title}</h2>
        <Button variant="secondary" size="sm" onClick={exportCsv} disabled={!rows.length} aria-label={T.exportLabel(title)}>
          {T.exportCsv}
        </Button>
      </Head>
      <DataTable
        compact
        columns={shown.map((column) => ({
          key: column.label,
          header: column.label,
          numeric: column.numeric,
          cell: (row: Row) => (column.render ? column.render(row) : column.value(row)),
        }))}
        rows={rows}
        rowKey={rowKey}
        empty={<Muted>{empty}</Muted>}
      />
      {footer}
    </Card>
  );
}
