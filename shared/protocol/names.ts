/**
 * Player names as they enter the server (join options, the profile API): text a person typed,
 * kept as text. Clients must still treat every name as text, never as markup.
 */

/** Longest name, in characters (code points), after normalising. */
export const MAX_NAME_LENGTH = 24;
/** Longest raw input read at all: anything longer is refused before it is normalised. */
export const MAX_RAW_NAME_LENGTH = 200;

// Control characters, and the bidirectional overrides, embeddings and isolates that can make a
// name display backwards or spill its direction into the text around it (a log line, a listing).
const INVISIBLE = /[\p{Cc}\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/gu;

/**
 * Trims, collapses every run of whitespace to one space, removes control and bidi-override
 * characters and caps the length (without splitting a character). May return '' (refuse it).
 */
export function normalizeName(raw: string): string {
  const clean = raw.normalize('NFC').replace(/\s+/gu, ' ').replace(INVISIBLE, '').replace(/ {2,}/g, ' ').trim();
  return Array.from(clean).slice(0, MAX_NAME_LENGTH).join('').trim();
}
