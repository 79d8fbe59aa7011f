import { containsEmoji, normaliseName, straightenQuotes } from './names';

describe('names (spec §5)', () => {
  it('trims and straightens curly quotes', () => {
    expect(normaliseName('  O’Brien ')).toBe("O'Brien");
    expect(normaliseName('‘Bo’')).toBe("'Bo'");
    expect(straightenQuotes('“Jo” „Ann‟')).toBe('"Jo" "Ann"');
  });

  it.each(['Ana 😀', '👍', 'Flag 🇲🇽', 'Key 1️⃣', 'Tone 👋🏽', '❤️', 'Name©'])('finds the emoji in %p', (name) => {
    expect(containsEmoji(name)).toBe(true);
  });

  it.each(['José', 'Zoë', "D'Angelo", 'Nguyễn', '李', 'Anne-Marie', 'Ana 1'])('finds no emoji in %p', (name) => {
    expect(containsEmoji(name)).toBe(false);
  });
});
