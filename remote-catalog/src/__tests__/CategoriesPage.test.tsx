import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CategoryTreeNode } from '@app/shared';
import { makeUser, renderWithProviders, resetSession, signInAs } from '@app/shared/test-utils';
import CategoriesRoutes from '../pages/CategoriesRoutes';
import { slugify } from '../features/categories/treeUtils';
import { bodyOf, fail, mockApi, ok } from './mockApi';

beforeEach(() => resetSession());

const node = (id: string, name: string, sortOrder: number, extra: Partial<CategoryTreeNode> = {}): CategoryTreeNode => ({
  _id: id,
  name,
  slug: slugify(name),
  description: '',
  isActive: true,
  featured: false,
  parent: null,
  sortOrder,
  productCount: 0,
  createdAt: '',
  updatedAt: '',
  children: [],
  ...extra,
});

const tree = [
  node('a', 'Kitchen', 0, { productCount: 3, children: [node('a1', 'Knives', 0, { parent: 'a' }), node('a2', 'Pans', 1, { parent: 'a' })] }),
  node('b', 'Garden', 1),
];

const render = () => renderWithProviders(<CategoriesRoutes />, { route: '/categories', path: '/categories/*' });

function categoriesApi(write: (method: string, url: string) => ReturnType<typeof ok> = () => ok({})) {
  return mockApi((config) => (config.method === 'get' ? ok({ categoryTree: tree }) : write(config.method!, config.url!)));
}

describe('categories screen', () => {
  it('shows the tree with product counts', async () => {
    signInAs(makeUser({ role: 'admin' }));
    categoriesApi();
    render();
    const kitchen = await screen.findByRole('treeitem', { name: 'Kitchen' });
    expect(within(kitchen).getAllByTestId('category-count')[0]).toHaveTextContent('3 products');
    expect(within(kitchen).getByRole('treeitem', { name: 'Pans' })).toBeInTheDocument();
  });

  it('reorders siblings by sending categoryIds', async () => {
    signInAs(makeUser({ role: 'admin' }));
    const user = userEvent.setup();
    const requests = categoriesApi();
    render();
    expect(await screen.findByRole('button', { name: 'Move up Knives' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move up Pans' }));
    await waitFor(() => expect(requests.find((r) => r.url === '/api/categories/reorder')).toBeTruthy());
    expect(bodyOf(requests.find((r) => r.url === '/api/categories/reorder')!)).toEqual({ categoryIds: ['a2', 'a1'] });
  });

  it('creates a sub-category with a derived slug that can be edited', async () => {
    signInAs(makeUser({ role: 'admin' }));
    const user = userEvent.setup();
    const requests = categoriesApi(() => ({ status: 201, data: { success: true, category: node('n', 'x', 0) } }));
    render();
    await user.click(await screen.findByRole('button', { name: 'Add sub-category Kitchen' }));
    const dialog = screen.getByRole('dialog', { name: 'New Category' });
    await user.type(within(dialog).getByLabelText('Name'), 'Cast Iron Pots!');
    expect(within(dialog).getByLabelText('Slug')).toHaveValue('cast-iron-pots');
    expect(within(dialog).getByLabelText('Parent Category')).toHaveValue('a');
    await user.clear(within(dialog).getByLabelText('Slug'));
    await user.type(within(dialog).getByLabelText('Slug'), 'iron-pots');
    await user.type(within(dialog).getByLabelText('Name'), 'X');
    expect(within(dialog).getByLabelText('Slug')).toHaveValue('iron-pots');
    await user.click(within(dialog).getByRole('button', { name: 'Save Category' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = requests.find((r) => r.method === 'post' && r.url === '/api/categories')!;
    expect(bodyOf(post)).toMatchObject({ name: 'Cast Iron Pots!X', slug: 'iron-pots', parent: 'a', isActive: true, featured: false });
  });

  it('shows the refusal when a category with sub-categories is deleted', async () => {
    signInAs(makeUser({ role: 'admin' }));
    const user = userEvent.setup();
    categoriesApi((method) => (method === 'delete' ? fail(409, 'Cannot delete a category that has sub-categories') : ok({})));
    render();
    await user.click(await screen.findByRole('button', { name: 'Delete Kitchen' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Delete Category' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Cannot delete a category that has sub-categories')).toBeInTheDocument();
  });

  it('toggles featured and updates counts', async () => {
    signInAs(makeUser({ role: 'admin' }));
    const user = userEvent.setup();
    const requests = categoriesApi();
    render();
    await user.click(await screen.findByRole('button', { name: 'Feature Garden' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'patch' && r.url === '/api/categories/feature/b')).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Update Counts' }));
    await waitFor(() => expect(requests.some((r) => r.url === '/api/categories/update-counts')).toBe(true));
  });

  it('is read-only for staff', async () => {
    signInAs(makeUser({ role: 'nurse' }));
    categoriesApi();
    render();
    await screen.findByRole('treeitem', { name: 'Kitchen' });
    expect(screen.queryByRole('button', { name: 'New Category' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Move up/ })).not.toBeInTheDocument();
  });
});
