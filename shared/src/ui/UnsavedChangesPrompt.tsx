import { useEffect } from 'react';
import { MESSAGES, useNavigationBlocker, type ShouldBlock } from '@app/shared/public';
import { ConfirmDialog } from './Modal';

export interface UnsavedChangesPromptProps {
  /** True while the page holds changes that leaving would lose. */
  when: boolean;
  message?: string;
}

/**
 * Asks before leaving a page with unsaved changes: any in-app navigation (links, the sidebar, the browser's
 * Back and Forward buttons, `navigate()`) waits for this dialog; a reload or closing the tab gets the
 * browser's own prompt. Needs the shell's guarded history (navigation/guard.ts), which every page routes with.
 */
export function UnsavedChangesPrompt({ when, message = MESSAGES.unsavedChanges }: UnsavedChangesPromptProps) {
  const shouldBlock: ShouldBlock = ({ currentLocation, nextLocation }) =>
    when && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search);
  const blocker = useNavigationBlocker(shouldBlock);

  useEffect(() => {
    if (!when) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = message;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when, message]);

  // Saved or reverted while the dialog was open: nothing is lost any more, so go on.
  useEffect(() => {
    if (blocker.state === 'blocked' && !when) blocker.proceed();
  }, [blocker, when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={MESSAGES.unsavedChangesTitle}
      message={message}
      confirmLabel={MESSAGES.leavePage}
      cancelLabel={MESSAGES.stayOnPage}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
