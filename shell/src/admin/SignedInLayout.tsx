import { useCallback, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { getMe, STORAGE_KEYS } from '@app/shared';
import { ProfileMenu } from './ProfileMenu';
import { RequireAuth } from './RequireAuth';
import { Sidebar } from './Sidebar';

const Frame = styled.div`
  display: flex;
  min-height: 100vh;
`;

const Column = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
`;

const TopBar = styled.header`
  display: flex;
  justify-content: flex-end;
  align-items: center;
  padding: 0.75rem 1.5rem;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
`;

const Main = styled.main`
  flex: 1;
  padding: 1.5rem;
`;

/** Checks the stored token once per visit: a rejected one (expired, user deactivated) signs out. */
function SessionCheck() {
  useEffect(() => {
    void getMe();
  }, []);
  return null;
}

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.sidebarCollapsed) === 'true';
  } catch {
    return false;
  }
}

/** The signed-in shell: guard, collapsible sidebar (state remembered), top bar, the area's page. */
export default function SignedInLayout() {
  const [collapsed, setCollapsed] = useState(readCollapsed);

  const toggle = useCallback(() => {
    setCollapsed((value) => {
      const next = !value;
      try {
        window.localStorage.setItem(STORAGE_KEYS.sidebarCollapsed, String(next));
      } catch {
        // storage unavailable: the state just is not remembered
      }
      return next;
    });
  }, []);

  return (
    <RequireAuth>
      <SessionCheck />
      <Frame data-testid="signed-in-layout">
        <Sidebar collapsed={collapsed} onToggle={toggle} />
        <Column>
          <TopBar>
            <ProfileMenu />
          </TopBar>
          <Main>
            <Outlet />
          </Main>
        </Column>
      </Frame>
    </RequireAuth>
  );
}
