// spec §5 Parent step 1: 'Names are trimmed and curly quotes normalised to straight ones', and
// names may not contain emoji. Shared by the schemas and by anything that sends names (§5
// Co-parent: 'names are normalised before sending').

// Typographic single quotes (‘ ’ ‛ and the prime ′) become the apostrophe; double ones the quote.
const CURLY_SINGLE = /[\u2018\u2019\u201A\u201B\u2032]/g;
const CURLY_DOUBLE = /[\u201C\u201D\u201E\u201F\u2033]/g;

/** Straighten curly quotes: O’Brien -> O'Brien (phones type the curly form by default). */
export function straightenQuotes(value: string): string {
  return value.replace(CURLY_SINGLE, "'").replace(CURLY_DOUBLE, '"');
}

/**
 * Trim, straighten quotes and compose accents (NFC), so 'José' typed on a keyboard that sends
 * e + combining accent counts as 4 characters, as the visitor sees it, not 5.
 */
export function normaliseName(value: string): string {
  return straightenQuotes(value.trim()).normalize('NFC');
}

// Pictographs, flags (regional indicator pairs), skin-tone modifiers, keycaps (1️⃣) and the
// emoji presentation selector. © and ® are pictographic too, and have no place in a name.
const EMOJI = /[\p{Extended_Pictographic}\p{Regional_Indicator}\p{Emoji_Modifier}\u20E3\uFE0F]/u;

export function containsEmoji(value: string): boolean {
  return EMOJI.test(value);
}
