import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, useMenuButton, type ButtonProps } from '@app/shared';

const Wrapper = styled.div`
  position: relative;
  display: inline-block;
`;

const List = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 0.25rem);
  min-width: 11rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.md};
  padding: 0.25rem;
  z-index: 10;
  display: flex;
  flex-direction: column;
`;

const Item = styled.button<{ $danger?: boolean }>`
  background: none;
  border: 0;
  text-align: left;
  padding: 0.5rem 0.75rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  font: inherit;
  color: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.text)};
  &:hover:not(:disabled), &:focus-visible { background: ${({ theme }) => theme.colors.background}; }
  &:disabled { opacity: 0.5; cursor: not-allowed; }
`;

export interface MenuItem {
  key: string;
  label: ReactNode;
  onSelect: () => void;
  danger?: boolean;
  disabled?: boolean;
}

/** A button that opens a small menu of actions (Export, Bulk Actions), with the keyboard of useMenuButton. */
export function Menu({ label, items, buttonProps }: { label: ReactNode; items: MenuItem[]; buttonProps?: Omit<ButtonProps, 'onClick'> }) {
  const menu = useMenuButton();
  return (
    <Wrapper ref={menu.wrapperRef}>
      <Button variant="secondary" {...buttonProps} {...menu.buttonProps}>
        {label} <span aria-hidden="true">▾</span>
      </Button>
      {menu.open && (
        <List {...menu.menuProps}>
          {items.map((item) => (
            <Item
              key={item.key}
              role="menuitem"
              type="button"
              {...menu.itemProps}
              $danger={item.danger}
              disabled={item.disabled}
              onClick={() => {
                menu.close(true);
                item.onSelect();
              }}
            >
              {item.label}
            </Item>
          ))}
        </List>
      )}
    </Wrapper>
  );
}
