import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useRouteDecision, type RouteDecision } from './use-route-decision';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

function Screen({
  decision,
  onStay,
  go,
}: {
  decision: RouteDecision;
  onStay?: () => void;
  go?: (to: string) => void;
}) {
  const show = useRouteDecision(decision, { onStay, go });
  return show ? <p>the screen</p> : <p>waiting</p>;
}

function renderAt(decision: RouteDecision, options: { onStay?: () => void; go?: (to: string) => void } = {}) {
  return render(
    <MemoryRouter initialEntries={['/from', '/here']} initialIndex={1}>
      <Routes>
        <Route path="/here" element={<Screen decision={decision} {...options} />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('useRouteDecision, the one guard hook', () => {
  it('shows the screen and reports the stay once', () => {
    const onStay = jest.fn();
    const { rerender } = renderAt({ kind: 'stay' }, { onStay });
    expect(screen.getByText('the screen')).toBeTruthy();
    rerender(
      <MemoryRouter initialEntries={['/here']}>
        <Routes>
          <Route path="/here" element={<Screen decision={{ kind: 'stay' }} onStay={onStay} />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(onStay).toHaveBeenCalledTimes(1);
  });

  it('reports the stay again when its key changes while the guard stays mounted', () => {
    // Pins a bug: parent sign-up's guard stays mounted from /signup to /step3 and reported only /signup.
    const onStay = jest.fn();
    function Keyed({ page }: { page: string }) {
      useRouteDecision({ kind: 'stay' }, { onStay: () => onStay(page), stayKey: page });
      return <p>{page}</p>;
    }
    const { rerender } = render(
      <MemoryRouter>
        <Keyed page="signup" />
      </MemoryRouter>,
    );
    rerender(
      <MemoryRouter>
        <Keyed page="step1" />
      </MemoryRouter>,
    );
    rerender(
      <MemoryRouter>
        <Keyed page="step1" />
      </MemoryRouter>,
    );
    expect(onStay.mock.calls).toEqual([['signup'], ['step1']]);
  });

  it('redirects with the decision state, replacing the entry, and shows nothing meanwhile', async () => {
    const onStay = jest.fn();
    renderAt({ kind: 'redirect', to: '/step2', state: { email: 'ana@example.com' } }, { onStay });
    expect((await screen.findByTestId('where')).textContent).toBe('/step2 {"email":"ana@example.com"}');
    expect(screen.queryByText('the screen')).toBeNull();
    expect(onStay).not.toHaveBeenCalled();
  });

  it('hands a redirect to its own carrier when given one', () => {
    const go = jest.fn();
    renderAt({ kind: 'redirect', to: 'legacyHome' }, { go });
    expect(go).toHaveBeenCalledTimes(1);
    expect(go).toHaveBeenCalledWith('legacyHome', { replace: true, state: undefined });
    expect(screen.getByText('waiting')).toBeTruthy();
  });
});
