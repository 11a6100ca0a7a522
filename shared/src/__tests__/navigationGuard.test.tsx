/**
 * The guarded history (navigation/guard.ts) under a declarative router: pushes and pops asked of the page's
 * blocker first, a blocked pop undone at once (the address stays), proceed and reset.
 */
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { UNSAFE_createMemoryHistory as createMemoryHistory, unstable_HistoryRouter as HistoryRouter, useLocation } from 'react-router-dom';
import { createGuardedHistory, useNavigationBlocker, type BlockerState } from '../navigation/guard';

let blocker: BlockerState;
function Page({ block }: { block: boolean }) {
  const state = useNavigationBlocker(({ nextLocation }) => block && nextLocation.pathname !== '/allowed');
  useEffect(() => {
    blocker = state;
  });
  return <p data-testid="at">{useLocation().pathname}</p>;
}

function setUp(block = true) {
  const base = createMemoryHistory({ initialEntries: ['/first', '/start', '/form'], initialIndex: 2, v5Compat: true });
  const history = createGuardedHistory(base);
  const view = render(
    <HistoryRouter history={history}>
      <Page block={block} />
    </HistoryRouter>,
  );
  const at = () => screen.getByTestId('at').textContent;
  return { base, history, view, at };
}

describe('createGuardedHistory', () => {
  it('passes navigation through while nothing blocks', () => {
    const { history, base, at } = setUp(false);
    act(() => history.go(-1));
    expect(at()).toBe('/start');
    expect(base.location.pathname).toBe('/start');
    act(() => history.push('/elsewhere'));
    expect(at()).toBe('/elsewhere');
    act(() => history.go(-1));
    expect(at()).toBe('/start');
    expect(blocker.state).toBe('unblocked');
  });

  it('holds a push until the blocker proceeds; reset stays', () => {
    const { history, base, at } = setUp();
    act(() => history.push('/elsewhere'));
    expect(blocker.state).toBe('blocked');
    expect(at()).toBe('/form');
    act(() => blocker.reset!());
    expect(blocker.state).toBe('unblocked');
    expect(base.location.pathname).toBe('/form');
    act(() => history.replace('/elsewhere'));
    act(() => blocker.proceed!());
    expect(at()).toBe('/elsewhere');
    expect(blocker.state).toBe('unblocked');
  });

  it('lets through what the blocker does not block', () => {
    const { history, at } = setUp();
    act(() => history.push('/allowed'));
    expect(at()).toBe('/allowed');
  });

  it('undoes a blocked pop at once (the address stays), and makes it again on proceed', () => {
    const { history, base, at } = setUp();
    act(() => history.go(-1));
    expect(blocker.state).toBe('blocked');
    expect(base.location.pathname).toBe('/form');
    expect(at()).toBe('/form');
    act(() => blocker.reset!());
    expect(base.location.pathname).toBe('/form');
    act(() => history.go(-1));
    act(() => blocker.proceed!());
    expect(at()).toBe('/start');
    expect(base.location.pathname).toBe('/start');
    expect(blocker.state).toBe('unblocked');
  });

  it('forgets a blocker whose page is gone', () => {
    const { history, view, base } = setUp();
    view.unmount();
    history.push('/elsewhere');
    expect(base.location.pathname).toBe('/elsewhere');
  });
});
