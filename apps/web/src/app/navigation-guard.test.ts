import { describe, expect, it, vi } from 'vitest';
import { createMemoryHistory } from './history';
import { guardHistory, type BlockedNavigation } from './navigation-guard';

/** A guarded memory history at /a, with what the router would hear. */
function setup() {
  const { history, guard } = guardHistory(createMemoryHistory('/a'));
  const heard: string[] = [];
  history.listen(({ location }) => heard.push(location.pathname));
  let blocked: BlockedNavigation | null = null;
  let dirty = true;
  const release = guard.block(
    () => dirty,
    (navigation) => (blocked = navigation),
  );
  return { history, heard, release, blocked: () => blocked, clean: () => (dirty = false) };
}

describe('guardHistory', () => {
  it('holds a push while blocking: stay keeps the location, proceed performs it', () => {
    const t = setup();
    t.history.push('/b');
    expect(t.history.location.pathname).toBe('/a');
    expect(t.heard).toEqual([]);
    t.blocked()?.stay();
    expect(t.history.location.pathname).toBe('/a');
    t.blocked()?.proceed();
    expect(t.history.location.pathname).toBe('/b');
    expect(t.heard).toEqual(['/b']);
  });

  it('holds a replace the same way', () => {
    const t = setup();
    t.history.replace('/b?x=1');
    expect(t.history.location.pathname).toBe('/a');
    t.blocked()?.proceed();
    expect(t.history.location.search).toBe('?x=1');
  });

  it('lets everything through when nothing blocks or after the release', () => {
    const t = setup();
    t.clean();
    t.history.push('/b');
    expect(t.history.location.pathname).toBe('/b');
    const again = setup();
    again.release();
    again.history.push('/c');
    expect(again.history.location.pathname).toBe('/c');
    expect(again.blocked()).toBeNull();
  });

  it('undoes a blocked back unseen by the router and redoes it on proceed', () => {
    const { history, guard } = guardHistory(createMemoryHistory('/a'));
    history.push('/b');
    const heard: string[] = [];
    history.listen(({ location }) => heard.push(location.pathname));
    const onBlocked = vi.fn<(navigation: BlockedNavigation) => void>();
    guard.block(() => true, onBlocked);
    history.go(-1);
    expect(history.location.pathname).toBe('/b');
    expect(heard).toEqual([]);
    onBlocked.mock.calls[0]?.[0].proceed();
    expect(history.location.pathname).toBe('/a');
    expect(heard).toEqual(['/a']);
  });

  it('passes the plain history’s own moves (the stores’ sign-out) to the router unasked', () => {
    const plain = createMemoryHistory('/a');
    const { history, guard } = guardHistory(plain);
    const heard: string[] = [];
    history.listen(({ location }) => heard.push(location.pathname));
    const onBlocked = vi.fn();
    guard.block(() => true, onBlocked);
    plain.push('/login');
    expect(heard).toEqual(['/login']);
    expect(onBlocked).not.toHaveBeenCalled();
  });

  it('asks the latest block first', () => {
    const { history, guard } = guardHistory(createMemoryHistory('/a'));
    const outer = vi.fn();
    const inner = vi.fn();
    guard.block(() => true, outer);
    guard.block(() => true, inner);
    history.push('/b');
    expect(inner).toHaveBeenCalledOnce();
    expect(outer).not.toHaveBeenCalled();
  });
});
