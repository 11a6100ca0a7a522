import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination, pageItems, pageRange, pageWindow } from '@app/shared/public';
import { renderWithProviders } from '../test';

describe('page items', () => {
  it('pageItems: first, last, the current page plus or minus the radius, and gaps', () => {
    expect(pageItems(5, 10)).toEqual([1, 'gap-start', 4, 5, 6, 'gap-end', 10]);
    expect(pageItems(1, 10)).toEqual([1, 2, 'gap-end', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'gap-start', 9, 10]);
    expect(pageItems(3, 10)).toEqual([1, 2, 3, 4, 'gap-end', 10]);
    expect(pageItems(2, 3)).toEqual([1, 2, 3]);
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(6, 12, 2)).toEqual([1, 'gap-start', 4, 5, 6, 7, 8, 'gap-end', 12]);
    // A gap of one page shows that page.
    expect(pageItems(4, 10, 1)).toEqual([1, 2, 3, 4, 5, 'gap-end', 10]);
  });

  it('pageWindow: up to `size` consecutive pages, sliding once the current page passes the middle', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(3, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(4, 12)).toEqual([2, 3, 4, 5, 6]);
    expect(pageWindow(7, 12)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(12, 12)).toEqual([8, 9, 10, 11, 12]);
    for (let page = 1; page <= 12; page++) expect(pageWindow(page, 12)).toHaveLength(5);
  });

  it('pageRange: the first and last item a page shows', () => {
    expect(pageRange(1, 10, 95)).toEqual({ from: 1, to: 10 });
    expect(pageRange(10, 10, 95)).toEqual({ from: 91, to: 95 });
    expect(pageRange(1, 10, 0)).toEqual({ from: 0, to: 0 });
  });
});

describe('<Pagination>', () => {
  it('is not shown for a single page', () => {
    renderWithProviders(<Pagination page={1} totalPages={1} onChange={() => undefined} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('changes page through numbers, Previous/Next and First/Last, never to the current page or out of range', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithProviders(<Pagination page={1} totalPages={9} onChange={onChange} withEnds summary="Page 1 of 9" label="Results pages" />);
    const nav = screen.getByRole('navigation', { name: 'Results pages' });
    expect(nav).toHaveTextContent('Page 1 of 9');
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'First' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Last' }));
    await user.click(screen.getByRole('button', { name: 'Page 9' }));
    expect(onChange.mock.calls).toEqual([[2], [9], [9]]);
  });

  it('shows the page buttons the list asks for', () => {
    renderWithProviders(<Pagination page={7} totalPages={12} onChange={() => undefined} items={pageWindow} />);
    const numbers = screen.getAllByRole('button', { name: /^Page \d+$/ }).map((button) => button.textContent);
    expect(numbers).toEqual(['5', '6', '7', '8', '9']);
    expect(screen.queryByRole('button', { name: 'First' })).not.toBeInTheDocument();
  });
});
