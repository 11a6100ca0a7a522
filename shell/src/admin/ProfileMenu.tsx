import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { MenuItem, MenuPanel, MESSAGES, useCurrentUser, useMenuButton } from '@app/shared';
import { MOUNTS } from '../app/routeTable';

const Wrapper = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  background: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.full};
  padding: 0.375rem 0.875rem;
  cursor: pointer;
`;

/** Top bar profile menu: the username (or 'Guest'), a link to one's own profile, 'Sign out'. */
export function ProfileMenu() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const menu = useMenuButton();

  const signOut = () => {
    menu.close();
    navigate(MOUNTS.logout.path, { replace: true });
  };

  const name = user?.username ?? MESSAGES.guest;
  const id = user?._id ?? user?.id;
  return (
    <Wrapper ref={menu.wrapperRef}>
      <Trigger type="button" {...menu.buttonProps} data-testid="profile-menu">
        <span aria-hidden="true">●</span>
        <span>{name}</span>
      </Trigger>
      {menu.open && (
        <MenuPanel {...menu.menuProps} aria-label="Profile">
          {id && (
            <MenuItem as={Link} role="menuitem" {...menu.itemProps} to={`/users/${id}`} onClick={() => menu.close()}>
              My profile
            </MenuItem>
          )}
          <MenuItem role="menuitem" type="button" {...menu.itemProps} onClick={signOut}>
            {MESSAGES.signOut}
          </MenuItem>
        </MenuPanel>
      )}
    </Wrapper>
  );
}
