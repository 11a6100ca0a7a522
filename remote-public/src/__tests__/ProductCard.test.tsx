import { screen } from '@testing-library/react';
import { renderWithProviders, resetSession } from '@app/shared/test-utils';
import { ProductCard } from '../common/ProductCard';
import { TEXTS } from '../constants';
import { makeProduct } from './mockApi';

beforeEach(() => resetSession());

describe('ProductCard', () => {
  it('shows the discounted price, You save and the percent OFF badge only when discountPercentage is above 0', () => {
    renderWithProviders(<ProductCard product={makeProduct({ price: 200, discountPercentage: 25, currency: 'USD' })} />);
    expect(screen.getByText('$150.00')).toBeInTheDocument();
    expect(screen.getByText('$200.00')).toBeInTheDocument();
    expect(screen.getByText(`${TEXTS.youSave} $50.00`)).toBeInTheDocument();
    expect(screen.getByText(`25% ${TEXTS.off}`)).toBeInTheDocument();
  });

  it('shows no discount when discountPercentage is 0, and formats in the product currency', () => {
    renderWithProviders(<ProductCard product={makeProduct({ price: 1999, discountPercentage: 0, currency: 'INR' })} />);
    expect(screen.getByText('₹1,999.00')).toBeInTheDocument();
    expect(screen.queryByText(/You save/)).not.toBeInTheDocument();
    expect(screen.queryByText(/% OFF/)).not.toBeInTheDocument();
  });

  it('shows the Limited Stock badge and keeps Buy Now', () => {
    renderWithProviders(<ProductCard product={makeProduct({ stock: 'limited' })} />);
    expect(screen.getByText(TEXTS.limitedStock)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Buy Now/ })).toBeInTheDocument();
  });

  it('shows Out of Stock and hides Buy Now when out of stock', () => {
    renderWithProviders(<ProductCard product={makeProduct({ stock: 'out_of_stock' })} />);
    expect(screen.getByText(TEXTS.outOfStock)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Buy Now/ })).not.toBeInTheDocument();
  });

  it('links to the real affiliate link in a new tab marked sponsored', () => {
    renderWithProviders(<ProductCard product={makeProduct({ affiliateLink: 'https://merchant.example/x' })} />);
    const buy = screen.getByRole('link', { name: /Buy Now/ });
    expect(buy).toHaveAttribute('href', 'https://merchant.example/x');
    expect(buy).toHaveAttribute('target', '_blank');
    expect(buy).toHaveAttribute('rel', 'sponsored nofollow noopener');
  });
});
