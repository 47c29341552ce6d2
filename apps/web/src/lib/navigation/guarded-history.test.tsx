import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link, Route, Routes, unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { createGuardedHistory, type GuardedHistory, type HeldNavigation } from './guarded-history';
import { useNavigationBlocker } from './use-navigation-blocker';

/** popstate comes in a later task after history.back()/go(). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

let history: GuardedHistory;
let stop: () => void;
const seen: string[] = [];

beforeEach(() => {
  window.history.replaceState(null, '', '/start');
  history = createGuardedHistory();
  seen.length = 0;
  stop = history.listen(({ action, location }) => seen.push(`${action} ${location.pathname}`));
});
afterEach(() => stop());

function guardAway(from: string) {
  const held: HeldNavigation[] = [];
  const remove = history.setGuard({
    shouldBlock: ({ currentLocation, nextLocation }) => currentLocation.pathname === from && nextLocation.pathname !== from,
    onBlocked: (navigation) => held.push(navigation),
  });
  return { held, remove };
}

describe('guarded history', () => {
  it('navigates as usual without a guard', () => {
    history.push('/a');
    history.replace('/b');
    expect(seen).toEqual(['PUSH /a', 'REPLACE /b']);
    expect(window.location.pathname).toBe('/b');
  });

  it('holds a push while the guard blocks it; proceed does it, reset leaves it', () => {
    history.push('/form');
    const { held } = guardAway('/form');
    history.push('/elsewhere');
    expect(window.location.pathname).toBe('/form');
    expect(held).toHaveLength(1);
    held[0]!.reset();
    expect(window.location.pathname).toBe('/form');

    history.push('/elsewhere');
    held[1]!.proceed();
    expect(window.location.pathname).toBe('/elsewhere');
    expect(seen).toEqual(['PUSH /form', 'PUSH /elsewhere']);
  });

  it('lets through what the guard does not block, and nothing once the guard is removed', () => {
    history.push('/form');
    const { held, remove } = guardAway('/form');
    history.replace('/form?tab=2');
    expect(held).toHaveLength(0);
    remove();
    history.push('/elsewhere');
    expect(window.location.pathname).toBe('/elsewhere');
  });

  /** The browser's back button on /form (came from /list), while the guard holds leaving /form. */
  async function backFromGuardedForm() {
    history.push('/list');
    history.push('/form');
    const guarded = guardAway('/form');
    await pressBack();
    return guarded;
  }
  async function pressBack() {
    window.history.back();
    await settle(); // the back
    await settle(); // its undoing
  }

  it('undoes a blocked back, then goes back on proceed', async () => {
    const { held } = await backFromGuardedForm();
    expect(window.location.pathname).toBe('/form');
    expect(held).toHaveLength(1);
    expect(seen).toEqual(['PUSH /list', 'PUSH /form']);

    held[0]!.proceed();
    await settle();
    expect(window.location.pathname).toBe('/list');
    expect(seen).toEqual(['PUSH /list', 'PUSH /form', 'POP /list']);
  });

  it('stays after a blocked back that is reset, and still guards the next one', async () => {
    const { held } = await backFromGuardedForm();
    held[0]!.reset();
    await pressBack();
    expect(window.location.pathname).toBe('/form');
    expect(held).toHaveLength(2);
  });
});

function Form() {
  const blocker = useNavigationBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname);
  return (
    <>
      <Link to="/elsewhere">leave</Link>
      {blocker.state === 'blocked' && (
        <>
          <button onClick={blocker.proceed}>proceed</button>
          <button onClick={blocker.reset}>stay</button>
        </>
      )}
    </>
  );
}

describe('useNavigationBlocker', () => {
  it('turns blocked on a link to another page; stay keeps the page, proceed leaves it', async () => {
    stop();
    stop = () => undefined;
    window.history.replaceState(null, '', '/form');
    const routed = createGuardedHistory();
    render(
      <HistoryRouter history={routed}>
        <Routes>
          <Route path="/form" element={<Form />} />
          <Route path="/elsewhere" element={<p>elsewhere</p>} />
        </Routes>
      </HistoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'leave' }));
    fireEvent.click(await screen.findByRole('button', { name: 'stay' }));
    expect(screen.queryByRole('button', { name: 'stay' })).toBeNull();
    expect(window.location.pathname).toBe('/form');

    fireEvent.click(screen.getByRole('link', { name: 'leave' }));
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'proceed' }));
    });
    expect(await screen.findByText('elsewhere')).toBeTruthy();
    expect(window.location.pathname).toBe('/elsewhere');
  });

  it('needs the guarded history', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const plain = { ...createGuardedHistory(), setGuard: undefined } as unknown as GuardedHistory;
    expect(() =>
      render(
        <HistoryRouter history={plain}>
          <Routes>
            <Route path="*" element={<Form />} />
          </Routes>
        </HistoryRouter>,
      ),
    ).toThrow(/guarded-history/);
  });
});
