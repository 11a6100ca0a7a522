import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Hero = styled.div`
  background: linear-gradient(135deg, #1e3a8a, #1d4ed8);
  color: #fff;
  padding: 2.5rem 1rem;
  > div { max-width: 60rem; margin: 0 auto; }
  h1 { margin: 0.5rem 0 0; font-size: 2rem; }
  nav ol { display: flex; gap: 0.5rem; list-style: none; margin: 0; padding: 0; font-size: 0.875rem; }
  nav li + li::before { content: '/'; margin-right: 0.5rem; }
  a { color: #fff; }
`;

const Body = styled.article`
  max-width: 60rem;
  margin: 0 auto;
  padding: 2rem 1rem;
  line-height: 1.65;
  color: ${({ theme }) => theme.colors.text};
  h2 { font-size: 1.25rem; margin: 1.5rem 0 0.5rem; }
  a { color: ${({ theme }) => theme.colors.primaryHover}; }
`;

/** A content page: banner with breadcrumb and title, then the body. */
export function PageFrame({ title, crumbs = [], children }: { title: string; crumbs?: Array<{ label: string; to?: string }>; children: ReactNode }) {
  return (
    <>
      <Hero>
        <div>
          <nav aria-label="Breadcrumb">
            <ol>
              <li><Link to="/">Home</Link></li>
              {crumbs.map((crumb) => (
                <li key={crumb.label}>{crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : crumb.label}</li>
              ))}
              <li aria-current="page">{title}</li>
            </ol>
          </nav>
          <h1>{title}</h1>
        </div>
      </Hero>
      <Body>{children}</Body>
    </>
  );
}
