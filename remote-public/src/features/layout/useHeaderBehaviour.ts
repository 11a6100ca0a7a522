import { useCallback, useEffect, useState } from 'react';
import { HEADER_SCROLL_THRESHOLD_PX, MOBILE_BREAKPOINT_PX } from '../../constants';

/** True once the page has scrolled more than the threshold (the header turns solid). */
export function useScrolledPast(threshold = HEADER_SCROLL_THRESHOLD_PX): boolean {
  // Starts unscrolled, as on the server (a hydrated page must render what the server sent); the effect then
  // reads the real offset.
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return scrolled;
}

/**
 * The mobile menu: while open it locks page scroll; it closes by itself when the window reaches the
 * desktop breakpoint (1024 px), on Escape, and on navigation (the caller closes it on route change).
 */
export function useMobileMenu(breakpoint = MOBILE_BREAKPOINT_PX) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return undefined;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onResize = () => {
      if (window.innerWidth >= breakpoint) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('resize', onResize);
    document.addEventListener('keydown', onKey);
    onResize();
    return () => {
      document.body.style.overflow = previous;
      window.removeEventListener('resize', onResize);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, breakpoint]);

  const toggle = useCallback(() => setOpen((v) => !v), []);
  const close = useCallback(() => setOpen(false), []);
  return { open, toggle, close };
}
