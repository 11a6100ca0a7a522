import { NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { BRAND_TITLE, SIDEBAR_WIDTH, useCurrentUser } from '@app/shared';
import { canOpen, SIDEBAR } from '../app/routeTable';

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
        {SIDEBAR.filter((entry) => canOpen(entry.mount, user?.role)).map((entry) => (
          <Item
            key={entry.path}
            to={entry.path}
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
