import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, type ButtonProps } from '@app/shared';

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

/** A button that opens a small menu of actions (Export, Bulk Actions); Escape or a click outside closes it. */
export function Menu({ label, items, buttonProps }: { label: ReactNode; items: MenuItem[]; buttonProps?: Omit<ButtonProps, 'onClick'> }) {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <Wrapper ref={wrapper}>
      <Button variant="secondary" aria-haspopup="menu" aria-expanded={open} aria-controls={open ? menuId : undefined} {...buttonProps} onClick={() => setOpen((v) => !v)}>
        {label} <span aria-hidden="true">▾</span>
      </Button>
      {open && (
        <List role="menu" id={menuId}>
          {items.map((item) => (
            <Item
              key={item.key}
              role="menuitem"
              type="button"
              $danger={item.danger}
              disabled={item.disabled}
              onClick={() => {
                setOpen(false);
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
