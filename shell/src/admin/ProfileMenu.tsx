import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { MESSAGES, useCurrentUser, useMenuButton } from '@app/shared';
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

const Menu = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 0.25rem);
  min-width: 12rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.md};
  padding: 0.25rem 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  a, button {
    display: block;
    width: 100%;
    text-align: left;
    padding: 0.5rem 1rem;
    background: none;
    border: 0;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    cursor: pointer;
  }
  a:hover, button:hover { background: ${({ theme }) => theme.colors.background}; }
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
        <Menu {...menu.menuProps} aria-label="Profile">
          {id && (
            <Link role="menuitem" {...menu.itemProps} to={`/users/${id}`} onClick={() => menu.close()}>
              My profile
            </Link>
          )}
          <button role="menuitem" type="button" {...menu.itemProps} onClick={signOut}>
            {MESSAGES.signOut}
          </button>
        </Menu>
      )}
    </Wrapper>
  );
}
