import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ROUTES, SITE_NAME, TEXTS } from '../../constants';
import { BLOG_LINK_LIST, SERVICE_LINK_LIST } from '../content/links';
import { NewsletterForm } from './NewsletterForm';

const Wrapper = styled.footer`
  background: #111827;
  color: #e5e7eb;
  margin-top: 3rem;
  a { color: #e5e7eb; text-decoration: none; }
  a:hover, a:focus-visible { color: #fff; text-decoration: underline; }
  h2 { color: #fff; font-size: 1rem; margin: 0 0 0.75rem; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.5rem; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;

const Grid = styled.div`
  max-width: 80rem;
  margin: 0 auto;
  padding: 2.5rem 1rem 1.5rem;
  display: grid;
  gap: 2rem;
  grid-template-columns: repeat(auto-fit, minmax(13rem, 1fr));
`;

const Row = styled.div`
  max-width: 80rem;
  margin: 0 auto;
  padding: 1rem;
  border-top: 1px solid #374151;
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  align-items: center;
  justify-content: space-between;
  font-size: 0.875rem;
`;

const Badges = styled.ul`
  display: flex !important;
  flex-wrap: wrap;
  gap: 0.5rem !important;
  li { border: 1px solid #4b5563; border-radius: 9999px; padding: 0.25rem 0.75rem; font-size: 0.8125rem; }
`;

const TopButton = styled.button`
  border: 1px solid #4b5563;
  background: transparent;
  color: #f9fafb;
  border-radius: 0.375rem;
  padding: 0.375rem 0.75rem;
  cursor: pointer;
  font: inherit;
`;

const SOCIAL = [
  { href: 'https://www.facebook.com/', label: 'Facebook' },
  { href: 'https://x.com/', label: 'X (Twitter)' },
  { href: 'https://www.instagram.com/', label: 'Instagram' },
  { href: 'https://www.linkedin.com/', label: 'LinkedIn' },
];

const QUICK_LINKS = [
  { to: ROUTES.home, label: 'Home' },
  { to: ROUTES.catalogue, label: 'Products' },
  { to: ROUTES.search, label: 'Search' },
  { to: ROUTES.about, label: 'About Us' },
  { to: ROUTES.contact, label: 'Contact' },
  { to: ROUTES.portfolio, label: 'Portfolio' },
  { to: ROUTES.blog, label: 'Blog' },
  { to: ROUTES.privacy, label: 'Privacy Policy' },
  { to: ROUTES.terms, label: 'Terms of Service' },
  { to: ROUTES.sitemap, label: 'Sitemap' },
];

/** Public footer: blurb, links, recent posts, newsletter, social links, trust badges, copyright, back to top. */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <Wrapper>
      <Grid>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">{SITE_NAME}</h2>
          <p>
            Honest rankings of products worth buying, and a small digital agency building fast websites, apps and
            campaigns.
          </p>
          <ul aria-label="Social links" style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
            {SOCIAL.map((s) => (
              <li key={s.href}>
                <a href={s.href} target="_blank" rel="noopener noreferrer">
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick">Quick Links</h2>
          <ul>
            {QUICK_LINKS.map((link) => (
              <li key={link.to}><Link to={link.to}>{link.label}</Link></li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services">{TEXTS.services}</h2>
          <ul>
            {SERVICE_LINK_LIST.map((service) => (
              <li key={service.path}><Link to={service.path}>{service.title}</Link></li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-posts">
          <h2 id="footer-posts">Recent Posts</h2>
          <ul>
            {BLOG_LINK_LIST.slice(0, 3).map((post) => (
              <li key={post.path}><Link to={post.path}>{post.title}</Link></li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter">{TEXTS.newsletterTitle}</h2>
          <p>{TEXTS.newsletterText}</p>
          <NewsletterForm />
        </section>
      </Grid>
      <Row>
        <Badges aria-label="Trust badges">
          <li>✔ Independent rankings</li>
          <li>🔒 Secure merchant checkout</li>
          <li>★ Verified reviews</li>
        </Badges>
        <p style={{ margin: 0 }}>
          © {year} {SITE_NAME}. All rights reserved.
        </p>
        <TopButton type="button" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
          ↑ {TEXTS.backToTop}
        </TopButton>
      </Row>
    </Wrapper>
  );
}
