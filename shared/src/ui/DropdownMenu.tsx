import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, type ButtonProps } from '@app/shared/public';
import { useMenuButton } from '../hooks/useMenuButton';
import { MenuItem as Item, MenuPanel } from './Menu';

const Wrapper = styled.div`
  position: relative;
  display: inline-block;
`;

export interface DropdownMenuItem {
  key: string;
  label: ReactNode;
  onSelect: () => void;
  danger?: boolean;
  disabled?: boolean;
}

/** A button that opens a small menu of actions (Export, Bulk Actions), with the keyboard of useMenuButton. */
export function DropdownMenu({ label, items, buttonProps }: { label: ReactNode; items: DropdownMenuItem[]; buttonProps?: Omit<ButtonProps, 'onClick'> }) {
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
