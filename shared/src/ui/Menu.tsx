import styled from 'styled-components';

/** The drop-down of a menu button (see useMenuButton), under its button's right edge. */
export const MenuPanel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 0.25rem);
  min-width: 11rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.md};
  padding: 0.25rem;
  z-index: ${({ theme }) => theme.zIndex.header};
  display: flex;
  flex-direction: column;
`;

/** One entry of a MenuPanel: a button, or a link with `as={Link}`. */
export const MenuItem = styled.button<{ $danger?: boolean }>`
  display: block;
  background: none;
  border: 0;
  text-align: left;
  text-decoration: none;
  padding: 0.5rem 0.75rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  font: inherit;
  color: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.text)};
  &:hover:not(:disabled), &:focus-visible { background: ${({ theme }) => theme.colors.background}; }
  &:disabled { opacity: 0.5; cursor: not-allowed; }
`;
