import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, resetSession } from '@app/shared/test-utils';
import { TEXTS } from '../constants';
import { NewsletterForm } from '../features/layout/NewsletterForm';
import { mockApi } from './mockApi';

beforeEach(() => resetSession());

describe('NewsletterForm', () => {
  it('requires an email-type input', () => {
    renderWithProviders(<NewsletterForm />);
    const input = screen.getByLabelText(TEXTS.emailAddress);
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toBeRequired();
  });

  it('subscribes through POST /api/newsletter and shows the server message', async () => {
    const requests = mockApi(() => ({ status: 201, data: { success: true, message: 'Subscribed to the newsletter' } }));
    renderWithProviders(<NewsletterForm />);
    await userEvent.type(screen.getByLabelText(TEXTS.emailAddress), 'reader@example.com');
    await userEvent.click(screen.getByRole('button', { name: TEXTS.subscribe }));
    expect(await screen.findByText('Subscribed to the newsletter')).toBeInTheDocument();
    expect(requests[0]!.url).toBe('/api/newsletter');
    expect(requests[0]!.method).toBe('post');
    expect(JSON.parse(requests[0]!.data as string)).toEqual({ email: 'reader@example.com' });
    expect(screen.getByLabelText(TEXTS.emailAddress)).toHaveValue('');
  });

  it('shows the error message when subscribing fails', async () => {
    mockApi(() => ({ status: 400, data: { success: false, message: 'Please enter a valid email' } }));
    renderWithProviders(<NewsletterForm />);
    await userEvent.type(screen.getByLabelText(TEXTS.emailAddress), 'reader@example.com');
    await userEvent.click(screen.getByRole('button', { name: TEXTS.subscribe }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email');
  });
});
