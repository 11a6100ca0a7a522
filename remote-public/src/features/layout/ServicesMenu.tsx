import { useEffect, useId, useRef, useState } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { TEXTS } from '../../constants';
import { SERVICE_LINK_LIST } from '../content/links';

const Wrapper = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  background: none;
  border: 0;
  font: inherit;
  font-weight: 600;
  color: inherit;
  cursor: pointer;
  padding: 0.5rem 0.75rem;
  border-radius: ${({ theme }) => theme.radius.md};
  &:hover { background: rgba(0, 0, 0, 0.05); }
`;

const Menu = styled.ul<{ $inline: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0.375rem;
  min-width: 15rem;
  background: ${({ theme }) => theme.colors.surface};
  ${({ $inline, theme }) =>
    $inline
      ? 'position: static; padding-left: 1rem;'
      : `position: absolute; top: 100%; left: 0; border: 1px solid ${theme.colors.border}; border-radius: ${theme.radius.md}; box-shadow: ${theme.shadow.md}; z-index: 5;`}
  a { display: block; padding: 0.5rem 0.75rem; color: ${({ theme }) => theme.colors.text}; text-decoration: none; border-radius: ${({ theme }) => theme.radius.sm}; }
  a:hover, a:focus-visible { background: ${({ theme }) => theme.colors.background}; }
`;

/** Disclosure menu: a button with aria-expanded; Escape or a click outside closes it. */
export function ServicesMenu({ inline = false, onNavigate }: { inline?: boolean; onNavigate?: () => void }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        setOpen(false);
        triggerRef.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) setOpen(false);
    };
    const onFocus = (event: FocusEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) setOpen(false);
    };
    ref.current?.addEventListener('keydown', onKey);
    const node = ref.current;
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('focusin', onFocus);
    return () => {
      node?.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open]);

  return (
    <Wrapper ref={ref}>
      <Trigger ref={triggerRef} type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((v) => !v)}>
        {TEXTS.services} <span aria-hidden="true">▾</span>
      </Trigger>
      <Menu id={id} $inline={inline} hidden={!open}>
        {SERVICE_LINK_LIST.map((service) => (
          <li key={service.path}>
            <NavLink
              to={service.path}
              onClick={() => {
                setOpen(false);
                onNavigate?.();
              }}
            >
              {service.title}
            </NavLink>
          </li>
        ))}
      </Menu>
    </Wrapper>
  );
}
