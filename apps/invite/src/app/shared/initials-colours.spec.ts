import { initialsColours } from './initials-colours';

describe('initialsColours', () => {
  it('writes white on dark colours and near-black on light ones', () => {
    expect(initialsColours('#1d2530')).toEqual({ background: '#1d2530', color: '#ffffff' });
    expect(initialsColours('#f2a900')).toEqual({ background: '#f2a900', color: '#111111' });
    expect(initialsColours('FFEEAA')).toEqual({ background: '#FFEEAA', color: '#111111' });
  });

  it('understands the short hex form', () => {
    expect(initialsColours('#000')).toEqual({ background: '#000', color: '#ffffff' });
  });

  it('falls back to the brand colour for anything it cannot read', () => {
    expect(initialsColours('tomato')).toEqual({ background: '#0b5f8a', color: '#ffffff' });
    expect(initialsColours(undefined).background).toBe('#0b5f8a');
  });
});
