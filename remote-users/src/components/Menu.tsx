import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, MenuItem as Item, MenuPanel, useMenuButton, type ButtonProps } from '@app/shared';

const Wrapper = styled.div`
  position: relative;
  display: inline-block;
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
        <MenuPanel {...menu.menuProps}>
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
        </MenuPanel>
      )}
    </Wrapper>
  );
}
