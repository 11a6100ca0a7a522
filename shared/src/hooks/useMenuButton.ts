import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

const ITEMS = '[role="menuitem"]:not(:disabled):not([aria-disabled="true"])';

/**
 * A button that opens a menu, with the keyboard of the WAI-ARIA menu button pattern: Enter, Space or
 * ArrowDown open it on the first item, ArrowUp on the last; ArrowDown/ArrowUp move (and wrap), Home/End
 * jump; Escape closes and returns focus to the button; Tab or a click outside closes.
 * Spread `buttonProps` on the button, `menuProps` on the element with role="menu" (rendered while `open`),
 * and `itemProps` on each role="menuitem". `wrapperRef` goes on an element holding both.
 */
export function useMenuButton() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  // Which item takes focus once the menu has rendered.
  const focusOnOpen = useRef<'first' | 'last' | null>(null);

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>(ITEMS) ?? []);
  const focusItem = (which: 'first' | 'last' | number) => {
    const list = items();
    if (!list.length) return;
    const index = which === 'first' ? 0 : which === 'last' ? list.length - 1 : (which + list.length) % list.length;
    list[index].focus();
  };

  const close = useCallback((returnFocus = false) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  const openAt = (which: 'first' | 'last') => {
    if (open) focusItem(which);
    else {
      focusOnOpen.current = which;
      setOpen(true);
    }
  };

  useEffect(() => {
    if (!open) return undefined;
    if (focusOnOpen.current) focusItem(focusOnOpen.current);
    focusOnOpen.current = null;
    const onMouseDown = (event: globalThis.MouseEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') close(wrapperRef.current?.contains(document.activeElement) ?? false);
    };
    document.addEventListener('mousedown', onMouseDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onMouseDown);
      document.removeEventListener('keydown', onKeyDown);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the refs are stable; listeners are re-bound only when open or close change
  }, [open, close]);

  const buttonProps = {
    ref: buttonRef,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': open,
    'aria-controls': open ? menuId : undefined,
    onClick: () => (open ? close() : openAt('first')),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        openAt(event.key === 'ArrowDown' ? 'first' : 'last');
      }
    },
  };

  const menuProps = {
    ref: menuRef,
    id: menuId,
    role: 'menu' as const,
    onKeyDown: (event: KeyboardEvent) => {
      const current = items().indexOf(document.activeElement as HTMLElement);
      const moves: Record<string, 'first' | 'last' | number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 'first', End: 'last' };
      if (event.key in moves) {
        event.preventDefault();
        focusItem(moves[event.key]);
      } else if (event.key === 'Tab') close();
    },
  };

  return { open, close, buttonProps, menuProps, itemProps: { tabIndex: -1 }, wrapperRef };
}
