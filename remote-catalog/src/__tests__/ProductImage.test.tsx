import { fireEvent, render, screen } from '@testing-library/react';
import { resetSession, TEST_API_BASE_URL } from '@app/shared/test-utils';
import { PRODUCT_IMAGE_FALLBACK as DEFAULT_PRODUCT_IMAGE, ProductImage } from '@app/shared';

beforeEach(() => resetSession());

describe('ProductImage fallback', () => {
  it('shows the default image when the image is missing', () => {
    render(<ProductImage src={null} alt="Lamp" />);
    expect(screen.getByAltText('Lamp')).toHaveAttribute('src', DEFAULT_PRODUCT_IMAGE);
  });

  it('serves relative paths from the API and falls back when the image is broken', () => {
    render(<ProductImage src="/images/products/lamp.svg" alt="Lamp" />);
    const img = screen.getByAltText('Lamp');
    expect(img).toHaveAttribute('src', `${TEST_API_BASE_URL}/images/products/lamp.svg`);
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', DEFAULT_PRODUCT_IMAGE);
    expect(img).toHaveAttribute('data-fallback', 'true');
  });

  it('gives a new source another chance (live preview)', () => {
    const { rerender } = render(<ProductImage src="https://x.test/a.jpg" alt="Preview" />);
    fireEvent.error(screen.getByAltText('Preview'));
    rerender(<ProductImage src="https://x.test/b.jpg" alt="Preview" />);
    expect(screen.getByAltText('Preview')).toHaveAttribute('src', 'https://x.test/b.jpg');
  });
});
