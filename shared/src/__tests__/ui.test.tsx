import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { TOAST_AUTO_CLOSE_MS } from '../constants';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { useQueryState } from '../hooks/useQueryState';
import { AppThemeProvider } from '../theme/AppThemeProvider';
import { toast } from '../toast/toastStore';
import { ToastHost } from '../toast/ToastHost';
import { Alert } from '../ui/Alert';
import { ConfirmDialog } from '../ui/Modal';
import { TextField } from '../ui/Field';
import { LocationProbe, renderWithProviders } from '../test';

const themed = (ui: React.ReactNode) => render(<AppThemeProvider withGlobalStyle={false}>{ui}</AppThemeProvider>);

describe('toasts', () => {
  afterEach(() => jest.useRealTimers());

  it('shows a toast and closes it after 5000 ms', () => {
    jest.useFakeTimers();
    themed(<ToastHost placement="top-center" />);
    act(() => {
      toast.success('User created successfully');
    });
    expect(screen.getByRole('status')).toHaveTextContent('User created successfully');
    expect(screen.getByTestId('toast-region')).toHaveAttribute('data-placement', 'top-center');
    act(() => jest.advanceTimersByTime(TOAST_AUTO_CLOSE_MS - 1));
    expect(screen.queryByText('User created successfully')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('User created successfully')).not.toBeInTheDocument();
  });
});

describe('UI kit', () => {
  it('ConfirmDialog is a labelled alertdialog; Escape cancels, confirm calls back', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    function Host() {
      const [open, setOpen] = useState(true);
      return <ConfirmDialog open={open} title="Delete Product" message="This action cannot be undone." confirmLabel="Delete" onConfirm={onConfirm} onCancel={() => setOpen(false)} />;
    }
    themed(<Host />);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Product' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('TextField ties its error text to the input', () => {
    themed(<TextField label="Username" error="Username is required" />);
    const input = screen.getByLabelText('Username');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Username is required');
  });

  it('Alert shows a title and announces errors', () => {
    themed(<Alert title="Error">Boom</Alert>);
    expect(screen.getByRole('alert')).toHaveTextContent('ErrorBoom');
  });
});

describe('hooks', () => {
  it('useDebouncedValue waits for the delay', () => {
    jest.useFakeTimers();
    const { result, rerender } = renderHook(({ v }) => useDebouncedValue(v, 300), { initialProps: { v: 'a' } });
    rerender({ v: 'ab' });
    expect(result.current).toBe('a');
    act(() => jest.advanceTimersByTime(300));
    expect(result.current).toBe('ab');
    jest.useRealTimers();
  });

  it('useQueryState reads defaults, writes changes to the URL and drops defaults', async () => {
    const user = userEvent.setup();
    function List() {
      const [query, setQuery, reset] = useQueryState({ page: '1', sort: '-createdAt', search: '' });
      return (
        <div>
          <span data-testid="state">{JSON.stringify(query)}</span>
          <button onClick={() => setQuery({ search: 'lamp', page: 2 })}>search</button>
          <button onClick={() => setQuery({ page: 1 })}>first</button>
          <button onClick={() => reset()}>reset</button>
        </div>
      );
    }
    renderWithProviders(<List />, { route: '/products?sort=price&x=1' });
    expect(JSON.parse(screen.getByTestId('state').textContent!)).toEqual({ page: '1', sort: 'price', search: '' });
    await user.click(screen.getByText('search'));
    expect(screen.getByTestId('location')).toHaveTextContent('/products?sort=price&x=1&search=lamp&page=2');
    await user.click(screen.getByText('first'));
    expect(screen.getByTestId('location')).toHaveTextContent('/products?sort=price&x=1&search=lamp');
    await user.click(screen.getByText('reset'));
    expect(screen.getByTestId('location')).toHaveTextContent('/products?x=1');
  });
});

// keep MemoryRouter/LocationProbe imports meaningful for type-checking helpers
void MemoryRouter;
void LocationProbe;
