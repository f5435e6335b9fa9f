/**
 * Search in the rules reference: a query keeps the sections that mention it, and in card grids
 * only the cards that do (unless the section's title matched, which keeps the whole section).
 * Matching ignores case and runs of spaces.
 */
import { blockText, type Block, type Section } from './markdown';

const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

/** Whether `text` contains `query` (an empty query matches everything). */
export function matches(text: string, query: string): boolean {
  const q = norm(query);
  return q === '' || norm(text).includes(q);
}

function filterBlock(b: Block, query: string): Block | null {
  if (b.kind === 'cards') {
    const cards = b.cards.filter((c) => matches(`${c.title} ${c.text}`, query));
    return cards.length ? { ...b, cards } : null;
  }
  if (b.kind === 'personalities') {
    const cards = b.cards.filter((c) => matches(`${c.name} ${c.text} ${c.lines}`, query));
    return cards.length ? { ...b, cards } : null;
  }
  return b;
}

/**
 * The sections to show for `query`: all of them when it is empty; else those whose title or text
 * mention it, their card grids narrowed to the matching cards (text blocks stay, for context).
 */
export function filterSections(sections: readonly Section[], query: string): Section[] {
  if (norm(query) === '') return [...sections];
  const out: Section[] = [];
  for (const s of sections) {
    if (matches(s.title, query)) {
      out.push(s);
      continue;
    }
    if (!s.blocks.some((b) => matches(blockText(b), query))) continue;
    const blocks = s.blocks.map((b) => filterBlock(b, query)).filter((b): b is Block => b !== null);
    out.push({ ...s, blocks });
  }
  return out;
}
