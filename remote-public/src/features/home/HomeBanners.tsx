import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ROUTES, TEXTS } from '../../constants';

const Row = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  margin: 1.5rem 0;
`;

const Banner = styled.section<{ $tone: 'channel' | 'price' }>`
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: 1.25rem;
  color: #fff;
  background: ${({ $tone }) => ($tone === 'channel' ? 'linear-gradient(135deg, #075985, #0369a1)' : 'linear-gradient(135deg, #7c2d12, #9a3412)')};
  h2 { margin: 0 0 0.375rem; font-size: 1.125rem; }
  p { margin: 0 0 0.75rem; }
  a { display: inline-block; background: #fff; color: #111827; font-weight: 700; padding: 0.5rem 0.875rem; border-radius: 0.375rem; text-decoration: none; }
`;

/** The messaging-channel follow banner and the price-tracking promo. */
export function HomeBanners() {
  return (
    <Row>
      <Banner $tone="channel" aria-labelledby="banner-follow">
        <h2 id="banner-follow">{TEXTS.followTitle}</h2>
        <p>{TEXTS.followText}</p>
        <a href="https://t.me/s/telegram" target="_blank" rel="noopener noreferrer">
          {TEXTS.followCta}
        </a>
      </Banner>
      <Banner $tone="price" aria-labelledby="banner-price">
        <h2 id="banner-price">{TEXTS.priceTrackTitle}</h2>
        <p>{TEXTS.priceTrackText}</p>
        <Link to={ROUTES.catalogue}>{TEXTS.priceTrackCta}</Link>
      </Banner>
    </Row>
  );
}
