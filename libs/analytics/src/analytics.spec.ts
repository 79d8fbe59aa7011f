import { getAnonymousId, page, segmentIdentify, setAccountLabel, setAnalyticsSink, track } from './analytics';
import { analyticsHub, resetAnalyticsForTests } from './hub';
import { recordingSink } from './testing';

beforeEach(() => {
  resetAnalyticsForTests();
  window.history.replaceState(null, '', '/app/join/step2');
});

describe('page and track', () => {
  it('send version 9 events with the visitor id, the account label and the route', () => {
    const sink = recordingSink();
    setAnalyticsSink(sink);
    setAccountLabel('Parent A');
    page('/step2');
    track('Step 2 Submitted', { children: 2 });
    expect(sink.events).toEqual([
      {
        type: 'page',
        name: '/step2',
        anonymousId: getAnonymousId(),
        account: 'Parent A',
        versionId: 9,
        path: '/step2',
        properties: {},
        at: expect.any(String),
      },
      {
        type: 'track',
        name: 'Step 2 Submitted',
        anonymousId: getAnonymousId(),
        account: 'Parent A',
        versionId: 9,
        path: '/step2',
        properties: { children: 2 },
        at: expect.any(String),
      },
    ]);
  });

  it('never let personal data reach a sink', () => {
    const sink = recordingSink();
    setAnalyticsSink(sink);
    track('Step 1 Failed', {
      email: 'ann@example.com',
      phone: '5125550101',
      reason: 'validation',
      coParent: 'bo@example.com',
    });
    expect(sink.events[0].properties).toEqual({ reason: 'validation' });
  });

  it('keep events sent before a sink is chosen and hand them over in order', () => {
    page('/signup');
    track('Landing Parent Chosen');
    expect(analyticsHub().pending).toHaveLength(2);
    const sink = recordingSink();
    setAnalyticsSink(sink);
    page('/step1');
    expect(sink.events.map((e) => e.name)).toEqual(['/signup', 'Landing Parent Chosen', '/step1']);
    expect(analyticsHub().pending).toHaveLength(0);
  });

  it('keep at most 100 waiting events, dropping the oldest', () => {
    for (let i = 0; i < 105; i += 1) track(`E${i}`);
    const sink = recordingSink();
    setAnalyticsSink(sink);
    expect(sink.events).toHaveLength(100);
    expect(sink.events[0].name).toBe('E5');
  });

  it('never throw when the sink fails', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    setAnalyticsSink({
      send: () => {
        throw new Error('offline');
      },
    });
    expect(() => page('/step3')).not.toThrow();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('share one sink and label between the copies of this lib each bundle carries', () => {
    const sink = recordingSink();
    setAnalyticsSink(sink);
    jest.isolateModules(() => {
      // A second copy, as a remote built separately from the shell would have.
      const copy = jest.requireActual<typeof import('./analytics')>('./analytics');
      copy.setAccountLabel('Parent B');
      copy.page('/invite');
    });
    expect(sink.events).toEqual([expect.objectContaining({ name: '/invite', account: 'Parent B' })]);
  });
});

describe('the anonymous id', () => {
  it('is created once per visitor and kept across loads', () => {
    const id = getAnonymousId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(getAnonymousId()).toBe(id);
    expect(localStorage.getItem('join.anonymousId')).toBe(id);
  });

  it('keeps the account label across a reload of the tab', () => {
    setAccountLabel('Parent A');
    const sink = recordingSink();
    jest.isolateModules(() => {
      // A fresh page: no hub yet, so the label comes back from the tab's storage.
      delete (globalThis as Record<symbol, unknown>)[Symbol.for('join.analytics.hub')];
      const reloaded = jest.requireActual<typeof import('./analytics')>('./analytics');
      reloaded.setAnalyticsSink(sink);
      reloaded.page('/payment');
    });
    expect(sink.events[0].account).toBe('Parent A');
  });

  it('goes with the account label in segmentIdentify (spec §3 registration payload)', () => {
    setAccountLabel('Parent B');
    expect(segmentIdentify()).toEqual({ anonymousId: getAnonymousId(), account: 'Parent B' });
  });
});
