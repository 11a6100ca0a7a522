// Blocking in-app navigation (a page with unsaved changes asks first) for a declarative router. The shell routes
// with <HistoryRouter> over a history made by createGuardedHistory, not with a data router: the data router, which
// has useBlocker built in, is 17 KB gzip more JavaScript on every visitor's page. One registry for the whole
// application: the kit is a federation singleton, so a remote's page blocks the shell's history.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { HistoryRouterProps, Path } from 'react-router-dom';

/** react-router's History (browser or memory), which <HistoryRouter> takes. */
export type History = HistoryRouterProps['history'];

export interface BlockerArgs {
  currentLocation: Path;
  nextLocation: Path;
}
export type ShouldBlock = (args: BlockerArgs) => boolean;

/** What a blocked navigation waits for: go on with it, or stay. */
interface Pending {
  proceed(): void;
  reset(): void;
}

interface Registered {
  shouldBlock: ShouldBlock;
  onBlocked(pending: Pending | null): void;
}

const blockers = new Set<Registered>();

function firstBlocker(args: BlockerArgs): Registered | undefined {
  for (const blocker of blockers) if (blocker.shouldBlock(args)) return blocker;
  return undefined;
}

const pathOf = ({ pathname, search, hash }: Path): Path => ({ pathname, search, hash });

/**
 * The same history, with navigation asked of the registered blockers first. push and replace (links,
 * `navigate()`) wait until the blocker proceeds. Back and Forward (a pop the browser has already made) are
 * undone at once, so the address bar stays on the page while it asks, and made again if it proceeds.
 * The history must notify its listener of pushes (react-router's `v5Compat: true`), as <HistoryRouter> needs.
 */
export function createGuardedHistory(base: History): History {
  /** The location the router shows (a blocked pop changed the browser's for a moment only). */
  let shown = pathOf(base.location);
  /** The next pop is the guard's own: undoing a blocked pop, or making it again after proceed. */
  let ownPop: 'undo' | 'redo' | null = null;

  /** Asks the blockers about leaving for `next`: true when one blocks it (it then waits for proceed or reset). */
  const blocks = (next: Path, proceed: () => void): boolean => {
    const blocker = firstBlocker({ currentLocation: shown, nextLocation: next });
    if (!blocker) return false;
    blocker.onBlocked({
      proceed: () => {
        blocker.onBlocked(null);
        proceed();
      },
      reset: () => blocker.onBlocked(null),
    });
    return true;
  };

  return {
    get action() {
      return base.action;
    },
    get location() {
      return base.location;
    },
    createHref: (to) => base.createHref(to),
    createURL: (to) => base.createURL(to),
    encodeLocation: (to) => base.encodeLocation(to),
    go: (delta) => base.go(delta),
    listen(listener) {
      return base.listen((update) => {
        if (update.action === 'POP') {
          const own = ownPop;
          ownPop = null;
          if (own === 'undo') return;
          const { delta } = update;
          const redo = () => {
            ownPop = 'redo';
            base.go(delta!);
          };
          if (own !== 'redo' && delta && blocks(pathOf(update.location), redo)) {
            ownPop = 'undo';
            base.go(-delta);
            return;
          }
        }
        shown = pathOf(update.location);
        listener(update);
      });
    },
    push(to, state) {
      const go = () => base.push(to, state);
      if (!blocks(pathOf(base.encodeLocation(to)), go)) go();
    },
    replace(to, state) {
      const go = () => base.replace(to, state);
      if (!blocks(pathOf(base.encodeLocation(to)), go)) go();
    },
  };
}

export type BlockerState = { state: 'unblocked'; proceed?: undefined; reset?: undefined } | { state: 'blocked'; proceed(): void; reset(): void };

/**
 * Blocks in-app navigation while `shouldBlock` says so (it is asked with the current and the next location);
 * a blocked navigation waits for `proceed()` or `reset()`, as react-router's useBlocker does. Needs the guarded
 * history (the shell's router, renderWithProviders in tests); a reload or closing the tab is not in-app navigation.
 */
export function useNavigationBlocker(shouldBlock: ShouldBlock): BlockerState {
  const latest = useRef(shouldBlock);
  latest.current = shouldBlock;
  const [pending, setPending] = useState<Pending | null>(null);
  const ask = useCallback((args: BlockerArgs) => latest.current(args), []);

  useEffect(() => {
    const registered: Registered = { shouldBlock: ask, onBlocked: setPending };
    blockers.add(registered);
    return () => {
      blockers.delete(registered);
    };
  }, [ask]);

  return pending ? { state: 'blocked', proceed: pending.proceed, reset: pending.reset } : { state: 'unblocked' };
}
