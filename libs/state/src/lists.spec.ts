import { primedList, primeLists } from './lists';

const listKey = (name: string, locale: string) => `${name}|${locale}`;

describe('lists the server rendered with', () => {
  it('are kept per list and language, and anything else is not primed', () => {
    primeLists({ [listKey('titles', 'es')]: [{ value: 'DR', label: 'Dr.' }] });
    expect(primedList('titles|es')).toEqual([{ value: 'DR', label: 'Dr.' }]);
    expect(primedList(listKey('titles', 'en'))).toBeUndefined();
    expect(primedList(listKey('referrals', 'es'))).toBeUndefined();
  });

  it('ignore an unreadable entry from the page', () => {
    primeLists({ [listKey('colleagues', 'en')]: 'nope' as unknown as [] });
    primeLists(undefined);
    expect(primedList(listKey('colleagues', 'en'))).toBeUndefined();
  });
});
