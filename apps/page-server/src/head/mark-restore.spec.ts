/**
 * @jest-environment jsdom
 */
import { RESTORE_ATTRIBUTE } from '@join/page-contract';
import { markRestore, type TabSources } from './mark-restore';

function mark(
  stored: Record<string, string>,
  { rendered = 'en', chosen = null as string | null, languages = ['en-US'], search = '' } = {},
) {
  document.documentElement.lang = rendered;
  document.documentElement.removeAttribute(RESTORE_ATTRIBUTE);
  const entries = Object.entries(stored);
  const tab: TabSources = {
    sessionStorage: () => ({
      length: entries.length,
      key: (i) => entries[i]?.[0] ?? null,
      getItem: (k) => stored[k] ?? null,
    }),
    localStorage: () => ({ getItem: () => chosen }),
    navigator: { languages },
    search,
  };
  markRestore(document, tab);
  return document.documentElement.getAttribute(RESTORE_ATTRIBUTE);
}

const progress = { 'join.registration': '{"state":{"lastCompletedStep":1}}' };

describe('markRestore', () => {
  it('leaves a tab with nothing stored, in the rendered language, to be hydrated', () => {
    expect(mark({})).toBeNull();
    expect(mark({ 'other.key': 'x', 'join.config': '{"state":{"overrides":{}}}' })).toBeNull();
    expect(mark({}, { rendered: 'es', languages: ['es-MX', 'en'] })).toBeNull();
  });

  it('says why the browser renders the tab: its stores, its language or flag overrides', () => {
    expect(mark(progress)).toBe('stores');
    expect(mark(progress, { chosen: 'es' })).toBe('lang');
    expect(mark({}, { languages: ['es-ES'] })).toBe('lang');
    expect(mark({}, { rendered: 'es', chosen: 'en', languages: ['es'] })).toBe('lang');
    expect(mark(progress, { search: '?flags=GROW872:Control' })).toBe('flags');
    expect(mark({ ...progress, 'join.config': '{"state":{"overrides":{"GROW872":"Control"}}}' })).toBe(
      'flags',
    );
  });

  it('reads the browser’s languages when storage is blocked, and marks nothing when sessionStorage is', () => {
    document.documentElement.lang = 'en';
    document.documentElement.removeAttribute(RESTORE_ATTRIBUTE);
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    markRestore(document, {
      sessionStorage: () => ({ length: 0, key: () => null, getItem: () => null }),
      localStorage: blocked,
      navigator: { languages: ['es'] },
      search: '',
    });
    expect(document.documentElement.getAttribute(RESTORE_ATTRIBUTE)).toBe('lang');
    document.documentElement.removeAttribute(RESTORE_ATTRIBUTE);
    expect(() =>
      markRestore(document, {
        sessionStorage: blocked,
        localStorage: blocked,
        navigator: { languages: ['es'] },
        search: '',
      }),
    ).not.toThrow();
    expect(document.documentElement.getAttribute(RESTORE_ATTRIBUTE)).toBeNull();
  });
});
