import { screen } from '@testing-library/react';
import { renderWithProviders } from '@app/shared/test-utils';
import { AppErrorBoundary, APP_ERROR_TEXTS } from '../app/AppErrorBoundary';

function Broken(): never {
  throw new Error('layout bug');
}

describe('AppErrorBoundary', () => {
  it('shows a message and a reload instead of a blank page when the shell itself fails', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(APP_ERROR_TEXTS.title);
    expect(screen.getByRole('button', { name: APP_ERROR_TEXTS.reload })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('[shell] the page failed', expect.any(Error), expect.anything());
    consoleError.mockRestore();
  });

  it('renders its children while nothing fails', () => {
    renderWithProviders(
      <AppErrorBoundary>
        <p>Page</p>
      </AppErrorBoundary>,
    );
    expect(screen.getByText('Page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
