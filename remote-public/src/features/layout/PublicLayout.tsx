import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Footer } from './Footer';
import { Header } from './Header';

const SkipLink = styled.a`
  position: absolute;
  left: -999px;
  top: 0;
  z-index: 100;
  background: #fff;
  color: #1d4ed8;
  padding: 0.5rem 1rem;
  &:focus { left: 0.5rem; top: 0.5rem; }
`;

const Main = styled.main`
  min-height: 60vh;
  outline: none;
`;

const Fallback = styled.p`
  max-width: 80rem;
  margin: 0 auto;
  padding: 3rem 1rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Header, the page (lazy pages suspend here, so the header and footer stay), footer; `data-build` names the deployed build. */
export function PublicLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <SkipLink href="#public-main">Skip to content</SkipLink>
      <Header />
      <Main id="public-main" tabIndex={-1} data-remote="remote_public" data-build={__APP_BUILD_ID__}>
        <Suspense key={pathname.split('/')[1]} fallback={<Fallback role="status">Loading...</Fallback>}>
          <Outlet />
        </Suspense>
      </Main>
      <Footer />
    </>
  );
}
