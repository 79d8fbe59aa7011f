import { containsEmoji, normaliseName, straightenQuotes } from './names';

describe('names (spec §5)', () => {
  it('trims and straightens curly quotes', () => {
    expect(normaliseName('  O’Brien ')).toBe("O'Brien");
    expect(normaliseName('‘Bo’')).toBe("'Bo'");
    expect(straightenQuotes('“Jo” „Ann‟')).toBe('"Jo" "Ann"');
  });

  it('composes accents so a name is as long as it looks', () => {
    const decomposed = 'Jose\u0301';
    expect(decomposed).toHaveLength(5);
    expect(normaliseName(decomposed)).toBe('José');
    expect(normaliseName(decomposed)).toHaveLength(4);
  });

  it.each(['Ana 😀', '👍', 'Flag 🇲🇽', 'Key 1️⃣', 'Tone 👋🏽', '❤️', 'Name©'])(
    'finds the emoji in %p',
    (name) => {
      expect(containsEmoji(name)).toBe(true);
    },
  );

  it.each(['José', 'Zoë', "D'Angelo", 'Nguyễn', '李', 'Anne-Marie', 'Ana 1'])(
    'finds no emoji in %p',
    (name) => {
      expect(containsEmoji(name)).toBe(false);
    },
  );
});
