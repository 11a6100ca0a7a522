import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, type DataColumn } from '@app/shared';
import { renderWithProviders } from '../test';

interface Row {
  id: string;
  name: string;
  clicks: number;
}

const rows: Row[] = [
  { id: 'a', name: 'Lamp', clicks: 3 },
  { id: 'b', name: 'Chair', clicks: 12 },
];
const columns: DataColumn<Row>[] = [
  { key: 'name', header: 'Name', sortField: 'name', cell: (row) => row.name },
  { key: 'clicks', header: 'Clicks', numeric: true, cell: (row) => row.clicks },
];

describe('<DataTable>', () => {
  it('shows the rows under their headers; a sortable header says which way it sorts and asks to sort', async () => {
    const user = userEvent.setup();
    const onSort = jest.fn();
    renderWithProviders(<DataTable columns={columns} rows={rows} rowKey={(row) => row.id} sort={{ field: 'name', desc: true }} onSort={onSort} testId="t" />);
    const table = screen.getByTestId('t');
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual(['Name▼Clicks', 'Lamp3', 'Chair12']);
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Clicks' })).not.toHaveAttribute('aria-sort');
    await user.click(screen.getByRole('button', { name: /Name/ }));
    expect(onSort).toHaveBeenCalledWith('name');
  });

  it('selects rows and all rows, never a locked one', async () => {
    const user = userEvent.setup();
    const toggle = jest.fn();
    const toggleAll = jest.fn();
    renderWithProviders(
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        selection={{ selected: new Set(['a']), allSelected: false, someSelected: true, toggle, toggleAll, lockedId: 'b', selectAllLabel: 'Select all', selectRowLabel: (row) => `Select ${row.name}` }}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Select Lamp' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Chair' })).toBeDisabled();
    expect((screen.getByRole('checkbox', { name: 'Select all' }) as HTMLInputElement).indeterminate).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Select Lamp' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(toggle).toHaveBeenCalledWith('a');
    expect(toggleAll).toHaveBeenCalled();
  });

  it('shows its loading, error and empty states instead of the table', () => {
    const loading = renderWithProviders(<DataTable columns={columns} rows={[]} rowKey={(row) => row.id} loading loadingLabel="Loading rows" />);
    expect(screen.getByText('Loading rows')).toBeInTheDocument();
    loading.unmount();
    const failed = renderWithProviders(<DataTable columns={columns} rows={[]} rowKey={(row) => row.id} error="The list could not be loaded" />);
    expect(screen.getByRole('alert')).toHaveTextContent('The list could not be loaded');
    failed.unmount();
    renderWithProviders(<DataTable columns={columns} rows={[]} rowKey={(row) => row.id} empty={<p>No rows yet</p>} />);
    expect(screen.getByText('No rows yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
