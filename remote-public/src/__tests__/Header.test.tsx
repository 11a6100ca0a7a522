import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig } from '@app/shared';
import { renderWithProviders, resetSession } from '@app/shared/test-utils';
import { HEADER_SCROLL_THRESHOLD_PX, MOBILE_BREAKPOINT_PX, TEXTS } from '../constants';
import { Header } from '../features/layout/Header';

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  fireEvent(window, new Event('resize'));
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  fireEvent.scroll(window);
}

beforeEach(() => {
  resetSession();
  setRuntimeConfig({ apiBaseUrl: 'http://api.test', contact: { phone: '+1 555 0100', email: 'hi@example.com' } });
  scrollTo(0);
  setWidth(800);
  document.body.style.overflow = '';
});

describe('Header', () => {
  it('shows the contact phone and email from the runtime config and the company links', () => {
    renderWithProviders(<Header />);
    expect(screen.getByRole('link', { name: /\+1 555 0100/ })).toHaveAttribute('href', 'tel:+15550100');
    expect(screen.getByRole('link', { name: /hi@example.com/ })).toHaveAttribute('href', 'mailto:hi@example.com');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    // The desktop navigation is hidden by a media query jsdom does not evaluate: include hidden elements.
    expect(screen.getAllByRole('link', { name: TEXTS.getAQuote, hidden: true })[0]).toHaveAttribute('href', '/login');
  });

  it('turns solid only after the page scrolls more than 20 px', () => {
    renderWithProviders(<Header />);
    const header = screen.getByTestId('public-header');
    expect(header).toHaveAttribute('data-solid', 'false');
    act(() => scrollTo(HEADER_SCROLL_THRESHOLD_PX));
    expect(header).toHaveAttribute('data-solid', 'false');
    act(() => scrollTo(HEADER_SCROLL_THRESHOLD_PX + 1));
    expect(header).toHaveAttribute('data-solid', 'true');
  });

  it('mobile menu: aria-expanded, locks page scroll, closes on Escape and at the 1024 px breakpoint', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    const button = screen.getByRole('button', { name: TEXTS.menu });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(document.body.style.overflow).toBe('hidden');
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeVisible();

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.overflow).toBe('');

    await user.click(button);
    act(() => setWidth(MOBILE_BREAKPOINT_PX - 1));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    act(() => setWidth(MOBILE_BREAKPOINT_PX));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.overflow).toBe('');
  });

  it('services submenu is a disclosure button that Escape closes', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    await user.click(screen.getByRole('button', { name: TEXTS.menu }));
    const trigger = screen.getByRole('button', { name: /Services/ });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Website Development' })).toHaveAttribute('href', '/services/website-development');
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
    // The first Escape closed only the submenu, not the mobile menu around it.
    expect(screen.getByRole('button', { name: TEXTS.menu })).toHaveAttribute('aria-expanded', 'true');
  });
});
