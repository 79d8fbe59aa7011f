import { tabHasStoredState } from './persist';

// Pins the /step2 reload that went back to /step1 under server rendering: a tab with stored
// progress was hydrated from the server's empty stores. This check decides against hydrating.
function storage(entries: Record<string, string>) {
  const keys = Object.keys(entries);
  return {
    length: keys.length,
    key: (i: number) => keys[i] ?? null,
    getItem: (k: string) => entries[k] ?? null,
  };
}

describe('tabHasStoredState', () => {
  it('is false for an empty tab, other sites keys and a configuration without flag overrides', () => {
    expect(tabHasStoredState(storage({}))).toBe(false);
    expect(
      tabHasStoredState(storage({ other: '1', 'join.config': '{"state":{"overrides":{}},"version":1}' })),
    ).toBe(false);
  });

  it('is true once a store kept progress or the tab holds flag overrides', () => {
    expect(
      tabHasStoredState(storage({ 'join.registration': '{"state":{"lastCompletedStep":1},"version":1}' })),
    ).toBe(true);
    expect(
      tabHasStoredState(storage({ 'join.config': '{"state":{"overrides":{"Venmo":"Off"}},"version":1}' })),
    ).toBe(true);
  });

  it('is false when the storage cannot be read (nothing can have been kept)', () => {
    const blocked = {
      get length(): number {
        throw new Error('SecurityError');
      },
      key: () => null,
      getItem: () => null,
    };
    expect(tabHasStoredState(blocked)).toBe(false);
  });
});
