import { installPopGate, interceptLeave, setLeaveGuard, setPopGuard } from './leave-guard';

describe('leave guard: the header logo asks the page first', () => {
  it('lets a link go on when no page guards it', () => {
    expect(interceptLeave(() => undefined)).toBe(false);
  });

  it('hands the navigation to the page guard, which proceeds only when the visitor confirms', () => {
    let pending: (() => void) | null = null;
    const remove = setLeaveGuard((proceed) => {
      pending = proceed;
      return true;
    });
    const went: string[] = [];
    expect(interceptLeave(() => went.push('/signup'))).toBe(true);
    expect(went).toEqual([]);
    pending!();
    expect(went).toEqual(['/signup']);
    remove();
    expect(interceptLeave(() => undefined)).toBe(false);
  });

  it('an older page removing its guard does not remove the newer one', () => {
    const removeOld = setLeaveGuard(() => true);
    const removeNew = setLeaveGuard(() => true);
    removeOld();
    expect(interceptLeave(() => undefined)).toBe(true);
    removeNew();
    expect(interceptLeave(() => undefined)).toBe(false);
  });
});

describe('pop gate: Back and Forward reach the page guard before the router', () => {
  it('a move the page holds never reaches a listener added after the gate; others do', () => {
    installPopGate(window);
    const routerHeard: string[] = [];
    const router = () => routerHeard.push(window.location.hash);
    window.addEventListener('popstate', router);
    let hold = true;
    const remove = setPopGuard(() => hold);
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(routerHeard).toHaveLength(0);
    hold = false;
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(routerHeard).toHaveLength(1);
    remove();
    hold = true;
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(routerHeard).toHaveLength(2);
    window.removeEventListener('popstate', router);
  });
});
