import { NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { BRAND_TITLE, SIDEBAR_WIDTH, useCurrentUser } from '@app/shared';
import type { AdminMountId } from '../app/routeTable';
import { AREA_ACCESS } from './AdminPage';

/** `id`: the area whose access rule shows the entry. `notUnder`: a sub-path that has its own entry. */
const NAV: Array<{ id: AdminMountId; to: string; label: string; icon: string; notUnder?: string }> = [
  { id: 'dashboard', to: '/dashboard', label: 'Dashboard', icon: '▦' },
  { id: 'products', to: '/products', label: 'Products', icon: '◫', notUnder: '/products/clicks' },
  { id: 'products', to: '/products/clicks', label: 'Clicks', icon: '↗' },
  { id: 'users', to: '/users', label: 'Users', icon: '☺' },
  { id: 'categories', to: '/categories', label: 'Categories', icon: '≡' },
];

const Aside = styled.aside<{ $collapsed: boolean }>`
  width: ${({ $collapsed }) => ($collapsed ? SIDEBAR_WIDTH.collapsed : SIDEBAR_WIDTH.open)};
  flex-shrink: 0;
  background: ${({ theme }) => theme.colors.sidebar};
  color: ${({ theme }) => theme.colors.sidebarText};
  min-height: 100vh;
  transition: width 0.2s ease;
  overflow: hidden;
  position: sticky;
  top: 0;
  align-self: flex-start;
  height: 100vh;
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  padding: 1rem;
  font-weight: 700;
  white-space: nowrap;
  border-bottom: 1px solid rgba(255, 255, 255, 0.1);
`;

const Toggle = styled.button`
  background: none;
  border: 0;
  color: inherit;
  cursor: pointer;
  font-size: 1.125rem;
  padding: 0.25rem;
`;

const Item = styled(NavLink)`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.75rem 1.25rem;
  color: inherit;
  text-decoration: none;
  white-space: nowrap;
  &:hover { background: rgba(255, 255, 255, 0.08); }
  &.active { background: ${({ theme }) => theme.colors.primary}; color: #fff; }
`;

const Icon = styled.span`
  width: 1.5rem;
  text-align: center;
  flex-shrink: 0;
`;

export function Sidebar({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  return (
    <Aside $collapsed={collapsed} data-testid="sidebar" data-collapsed={collapsed} aria-label="Main navigation">
      <Brand>
        {!collapsed && <span data-testid="brand-title">{BRAND_TITLE}</span>}
        <Toggle type="button" onClick={onToggle} aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'} aria-expanded={!collapsed}>
          {collapsed ? '»' : '«'}
        </Toggle>
      </Brand>
      <nav>
        {NAV.filter((entry) => AREA_ACCESS[entry.id](user)).map((entry) => (
          <Item
            key={entry.to}
            to={entry.to}
            title={entry.label}
            aria-label={collapsed ? entry.label : undefined}
            // Under its own entry's path, the parent entry matches only itself (so one entry is current).
            end={!!entry.notUnder && pathname.startsWith(entry.notUnder)}
          >
            <Icon aria-hidden="true">{entry.icon}</Icon>
            {!collapsed && <span>{entry.label}</span>}
          </Item>
        ))}
      </nav>
    </Aside>
  );
}
