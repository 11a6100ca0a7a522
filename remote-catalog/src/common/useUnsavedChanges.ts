import { useCallback, useEffect, useRef } from 'react';
import { PRODUCT_TEXTS } from '../constants';

/**
 * Asks before leaving a form with unsaved changes. The shell uses a BrowserRouter (no data router), so
 * react-router's useBlocker is unavailable: we guard page unloads with `beforeunload` and in-app link
 * clicks (sidebar included) with a capture-phase click listener; `confirmLeave()` guards our own buttons.
 */
export function useUnsavedChanges(dirty: boolean, message: string = PRODUCT_TEXTS.unsavedChanges) {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = message;
      return message;
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('data-skip-unsaved-check')) return;
      if (anchor.origin !== window.location.origin) return;
      if (!window.confirm(message)) {
        event.preventDefault();
        event.stopPropagation();
      } else {
        dirtyRef.current = false;
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, message]);

  /** For in-app buttons that navigate away: true when it is fine to leave. */
  const confirmLeave = useCallback(() => !dirtyRef.current || window.confirm(message), [message]);
  return confirmLeave;
}
