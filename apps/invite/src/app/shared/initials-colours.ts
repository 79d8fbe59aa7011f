// The family members' colours come from the account (spec §3 Family member: color). Text on
// them must stay readable (WCAG AA 4.5:1), so the ink is chosen from the background.

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;
const FALLBACK_BACKGROUND = '#0b5f8a';

function channels(hex: string): [number, number, number] | null {
  const match = HEX.exec(hex.trim());
  if (!match) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrastRatio(a: number, b: number): number {
  const [hi, lo] = a > b ? [a, b] : [b, a];
  return (hi + 0.05) / (lo + 0.05);
}

/** Background and ink for an initials badge; unknown colour formats get the brand colour. */
export function initialsColours(color: string | null | undefined): { background: string; color: string } {
  const rgb = channels(color ?? '');
  const background = rgb ? `#${(color ?? '').trim().replace(/^#/, '')}` : FALLBACK_BACKGROUND;
  const lum = luminance(rgb ?? (channels(FALLBACK_BACKGROUND) as [number, number, number]));
  const onWhite = contrastRatio(lum, 1);
  const onBlack = contrastRatio(lum, 0);
  return { background, color: onWhite >= onBlack ? '#ffffff' : '#111111' };
}
