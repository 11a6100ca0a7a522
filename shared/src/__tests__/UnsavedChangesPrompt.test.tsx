import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, Route, useNavigate } from 'react-router-dom';
import { MESSAGES } from '../constants';
import { UnsavedChangesPrompt } from '../ui/UnsavedChangesPrompt';
import { renderWithProviders, resetSession } from '../test';

beforeEach(() => resetSession());

function Form() {
  const [value, setValue] = useState('');
  const navigate = useNavigate();
  return (
    <>
      <UnsavedChangesPrompt when={value !== ''} />
      <input aria-label="Title" value={value} onChange={(e) => setValue(e.target.value)} />
      <button type="button" onClick={() => setValue('')}>Revert</button>
      <button type="button" onClick={() => navigate(-1)}>Back</button>
      <Link to="/elsewhere">Elsewhere</Link>
    </>
  );
}

const render = () =>
  renderWithProviders(<Form />, { route: '/form', path: '/form', routes: <Route path="/elsewhere" element={<p>Elsewhere page</p>} /> });

const location = () => screen.getByTestId('location');

describe('UnsavedChangesPrompt', () => {
  it('lets the user leave freely while nothing is changed', async () => {
    const user = userEvent.setup();
    render();
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Elsewhere page')).toBeInTheDocument();
  });

  it('asks on a link: Stay on page keeps the input, Leave page goes', async () => {
    const user = userEvent.setup();
    render();
    await user.type(screen.getByLabelText('Title'), 'Draft');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('alertdialog', { name: MESSAGES.unsavedChangesTitle });
    expect(dialog).toHaveTextContent(MESSAGES.unsavedChanges);
    await user.click(screen.getByRole('button', { name: MESSAGES.stayOnPage }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(location()).toHaveTextContent('/form');
    expect(screen.getByLabelText('Title')).toHaveValue('Draft');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(await screen.findByRole('button', { name: MESSAGES.leavePage }));
    expect(await screen.findByText('Elsewhere page')).toBeInTheDocument();
  });

  it('asks on Back (a history pop) too', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Form />, { route: '/start', path: '/form', routes: <Route path="/start" element={<Link to="/form">Open form</Link>} /> });
    await user.click(screen.getByRole('link', { name: 'Open form' }));
    await user.type(await screen.findByLabelText('Title'), 'Draft');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(await screen.findByRole('button', { name: MESSAGES.stayOnPage }));
    expect(location()).toHaveTextContent('/form');
    expect(screen.getByLabelText('Title')).toHaveValue('Draft');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(await screen.findByRole('button', { name: MESSAGES.leavePage }));
    await waitFor(() => expect(location()).toHaveTextContent('/start'));
  });

  it('stops asking once the changes are reverted', async () => {
    const user = userEvent.setup();
    render();
    await user.type(screen.getByLabelText('Title'), 'x');
    await user.click(screen.getByRole('button', { name: 'Revert' }));
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Elsewhere page')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("guards reload and tab close with the browser's own prompt while changed", async () => {
    const user = userEvent.setup();
    render();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(screen.getByLabelText('Title'), 'Draft');
    expect(unload()).toBe(true);
  });
});
