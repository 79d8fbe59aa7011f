import type { AnalyticsEvent } from './hub';
import { createSegmentSink, loadSegment, segmentScriptUrl } from './segment-sink';

type FakeWindow = Window & { analytics?: any };
const w = window as FakeWindow;
const event = (over: Partial<AnalyticsEvent> = {}): AnalyticsEvent => ({
  type: 'page',
  name: '/step1',
  anonymousId: 'visitor-abcdef',
  account: 'Parent A',
  versionId: 9,
  path: '/step1',
  properties: { variant: 'new' },
  at: new Date().toISOString(),
  ...over,
});

beforeEach(() => {
  delete w.analytics;
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

const page = { url: 'http://localhost/app/join/step1', search: '', referrer: '', title: '' };
const context = { page: { ...page, path: '/app/join/step1' } };

describe('Segment sink', () => {
  it('passes page and track calls to window.analytics with our anonymous id, version 9 and the label', () => {
    const calls: unknown[][] = [];
    window.history.replaceState(null, '', '/app/join/step1');
    w.analytics = {
      page: (...a: unknown[]) => calls.push(['page', ...a]),
      track: (...a: unknown[]) => calls.push(['track', ...a]),
      setAnonymousId: (id: string) => calls.push(['setAnonymousId', id]),
    };
    const sink = createSegmentSink();
    sink.send(event());
    sink.send(event({ type: 'track', name: 'Step 1 Succeeded', properties: { signupId: 's1' } }));
    expect(calls).toEqual([
      ['setAnonymousId', 'visitor-abcdef'],
      [
        'page',
        '/step1',
        { variant: 'new', versionId: 9, account: 'Parent A', path: '/step1', ...page },
        { context },
      ],
      [
        'track',
        'Step 1 Succeeded',
        { signupId: 's1', versionId: 9, account: 'Parent A', path: '/step1' },
        { context },
      ],
    ]);
  });

  it('never hands analytics.js a token, an email or the fragment of the address', () => {
    const calls: unknown[][] = [];
    window.history.replaceState(
      null,
      '',
      '/app/join/invite?userId=u_1&inviteToken=tok-secret&email=a%40b.example&lang=es#inviteToken=frag-secret',
    );
    w.analytics = {
      page: (...a: unknown[]) => calls.push(['page', ...a]),
      track: (...a: unknown[]) => calls.push(['track', ...a]),
      setAnonymousId: () => undefined,
    };
    createSegmentSink().send(event({ name: '/invite', path: '/invite' }));
    const sent = JSON.stringify(calls);
    for (const secret of ['tok-secret', 'frag-secret', 'a%40b.example', 'a@b.example'])
      expect(sent).not.toContain(secret);
    expect(sent).toContain('/app/join/invite?userId=u_1&lang=es');
  });

  it('loads the library once, queueing calls on a stand-in until it arrives', () => {
    loadSegment('wk_123');
    loadSegment('wk_123');
    const scripts = document.head.querySelectorAll(`script[src="${segmentScriptUrl('wk_123')}"]`);
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).async).toBe(true);
    createSegmentSink().send(event());
    // analytics.js replays the stand-in's queue: [method, ...args] entries.
    expect(Array.from(w.analytics as unknown[][]).map((c) => c[0])).toEqual(['setAnonymousId', 'page']);
    expect(w.analytics._writeKey).toBe('wk_123');
  });

  it('leaves a real window.analytics in place', () => {
    const real = { page: jest.fn(), track: jest.fn() };
    w.analytics = real;
    expect(loadSegment('wk_9')).toBe(real);
    createSegmentSink().send(event({ type: 'track', name: 'Payment Submitted' }));
    expect(real.track).toHaveBeenCalledWith(
      'Payment Submitted',
      expect.objectContaining({ versionId: 9 }),
      expect.anything(),
    );
  });

  it('puts the write key into the library URL safely', () => {
    expect(segmentScriptUrl('a/b c')).toBe(
      'https://cdn.segment.com/analytics.js/v1/a%2Fb%20c/analytics.min.js',
    );
  });
});
