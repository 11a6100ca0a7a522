import { useEffect } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useRuntimeConfig } from '@app/shared/public';
import { MOBILE_BREAKPOINT_PX, ROUTES, TEXTS } from '../../constants';
import { ServicesMenu } from './ServicesMenu';
import { useMobileMenu, useScrolledPast } from './useHeaderBehaviour';

const desktop = `@media (min-width: ${MOBILE_BREAKPOINT_PX}px)`;

const TopBar = styled.div`
  background: #111827;
  color: #f9fafb;
  font-size: 0.8125rem;
  a { color: #f9fafb; text-decoration: none; }
  a:hover { text-decoration: underline; }
  > div { max-width: 80rem; margin: 0 auto; padding: 0.375rem 1rem; display: flex; flex-wrap: wrap; gap: 0.5rem 1.25rem; justify-content: space-between; }
  ul { display: flex; gap: 1rem; list-style: none; margin: 0; padding: 0; flex-wrap: wrap; }
`;

const Bar = styled.header<{ $solid: boolean }>`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${({ $solid }) => ($solid ? '#ffffff' : 'rgba(255, 255, 255, 0.92)')};
  box-shadow: ${({ $solid, theme }) => ($solid ? theme.shadow.md : 'none')};
  border-bottom: 1px solid ${({ $solid, theme }) => ($solid ? 'transparent' : theme.colors.border)};
  transition: box-shadow 0.2s ease, background 0.2s ease;
`;

const Inner = styled.div`
  max-width: 80rem;
  margin: 0 auto;
  padding: 0.75rem 1rem;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
`;

const Logo = styled(Link)`
  font-size: 1.25rem;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  span { color: ${({ theme }) => theme.colors.primary}; }
`;

const DesktopNav = styled.nav`
  display: none;
  ${desktop} { display: flex; align-items: center; gap: 0.25rem; }
  > a { padding: 0.5rem 0.75rem; color: ${({ theme }) => theme.colors.text}; font-weight: 600; text-decoration: none; border-radius: ${({ theme }) => theme.radius.md}; }
  > a.active { color: ${({ theme }) => theme.colors.primaryHover}; }
  > a:hover { background: rgba(0, 0, 0, 0.05); }
`;

const QuoteLink = styled(Link)`
  display: inline-block;
  padding: 0.5rem 1rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff !important;
  font-weight: 700;
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.colors.primaryHover}; }
`;

const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: #fff;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  ${desktop} { display: none; }
`;

const MobilePanel = styled.nav`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: #fff;
  max-height: calc(100vh - 4rem);
  overflow-y: auto;
  padding: 0.5rem 1rem 1rem;
  ${desktop} { display: none; }
  ul { list-style: none; margin: 0; padding: 0; }
  li > a { display: block; padding: 0.75rem 0.5rem; color: ${({ theme }) => theme.colors.text}; font-weight: 600; text-decoration: none; }
`;

const MAIN_LINKS = [
  { to: ROUTES.home, label: 'Home', end: true },
  { to: ROUTES.catalogue, label: 'Products', end: false },
  { to: ROUTES.blog, label: 'Blog', end: false },
  { to: ROUTES.portfolio, label: 'Portfolio', end: false },
  { to: ROUTES.about, label: 'About', end: false },
  { to: ROUTES.contact, label: 'Contact', end: false },
];

/** Public header: contact top bar, logo, navigation with the services submenu, mobile menu under 1024 px. */
export function Header() {
  const { contact } = useRuntimeConfig();
  const solid = useScrolledPast();
  const menu = useMobileMenu();
  const location = useLocation();
  const { close } = menu;

  useEffect(() => close(), [location.pathname, close]);

  return (
    <>
      <TopBar>
        <div>
          <ul aria-label="Contact">
            {contact?.phone && (
              <li>
                <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>
                  <span aria-hidden="true">☎ </span>
                  {contact.phone}
                </a>
              </li>
            )}
            {contact?.email && (
              <li>
                <a href={`mailto:${contact.email}`}>
                  <span aria-hidden="true">✉ </span>
                  {contact.email}
                </a>
              </li>
            )}
          </ul>
          <nav aria-label="Company">
            <ul>
              <li><Link to={ROUTES.privacy}>Privacy Policy</Link></li>
              <li><Link to={ROUTES.about}>About</Link></li>
              <li><Link to={ROUTES.contact}>Contact</Link></li>
            </ul>
          </nav>
        </div>
      </TopBar>
      <Bar $solid={solid} data-solid={solid ? 'true' : 'false'} data-testid="public-header">
        <Inner>
          <Logo to={ROUTES.home}>
            Affiliate <span>Catalogue</span>
          </Logo>
          <DesktopNav aria-label="Main">
            {MAIN_LINKS.slice(0, 2).map((link) => (
              <NavLink key={link.to} to={link.to} end={link.end}>{link.label}</NavLink>
            ))}
            <ServicesMenu />
            {MAIN_LINKS.slice(2).map((link) => (
              <NavLink key={link.to} to={link.to} end={link.end}>{link.label}</NavLink>
            ))}
            <QuoteLink to={ROUTES.login}>{TEXTS.getAQuote}</QuoteLink>
          </DesktopNav>
          <MenuButton type="button" aria-expanded={menu.open} aria-controls="public-mobile-menu" onClick={menu.toggle}>
            <span aria-hidden="true">{menu.open ? '✕' : '☰'}</span>
            {TEXTS.menu}
          </MenuButton>
        </Inner>
        <MobilePanel id="public-mobile-menu" aria-label="Mobile" hidden={!menu.open}>
            <ul>
              {MAIN_LINKS.map((link) => (
                <li key={link.to}><NavLink to={link.to} end={link.end}>{link.label}</NavLink></li>
              ))}
              <li><ServicesMenu inline onNavigate={menu.close} /></li>
              <li><QuoteLink to={ROUTES.login}>{TEXTS.getAQuote}</QuoteLink></li>
            </ul>
        </MobilePanel>
      </Bar>
    </>
  );
}
