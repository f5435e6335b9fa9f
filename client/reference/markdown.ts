/**
 * The rules pages (docs/rules/<mode>.md) read as sections of blocks, the shape the in-game
 * reference draws: headings start sections, and inside one there are paragraphs, bullet lists,
 * tables and code. Only the markdown those pages use is understood; inline marks are dropped,
 * since the reference draws plain text.
 */

/** A table: header cells and rows of cells, plain text. */
export interface TableBlock {
  kind: 'table';
  header: string[];
  rows: string[][];
}

/** What a section holds, in reading order. `cards` and `personalities` come from engine data. */
export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'code'; text: string }
  | TableBlock
  | { kind: 'cards'; cards: ReferenceCard[] }
  | { kind: 'personalities'; cards: PersonalityEntry[] };

/** A card drawn with its effect: `id` is the card id the art paints. */
export interface ReferenceCard {
  id: string;
  title: string;
  text: string;
}

/** A House personality card: its name, what it is after and its lines, top first. */
export interface PersonalityEntry {
  id: string;
  name: string;
  text: string;
  lines: string;
}

/** One section of the reference: `level` 1 is a page's introduction, 2 and 3 its headings. */
export interface Section {
  id: string;
  title: string;
  level: 1 | 2 | 3;
  blocks: Block[];
}

/** Plain text of one line of markdown: links keep their text; bold, italics and code marks go. */
export function inlineText(md: string): string {
  return md
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(^|[\s(])_(\S(?:.*?\S)?)_(?=[\s).,;:!?]|$)/g, '$1$2')
    .replace(/(^|[\s(])\*(\S(?:.*?\S)?)\*(?=[\s).,;:!?]|$)/g, '$1$2');
}

/** A stable id for a heading: lower case words joined by dashes. */
export function slug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9+]+/g, '-')
    .replace(/^-|-$/g, '');
}

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => inlineText(c.trim()));

const isRule = (line: string) => /^\s*\|?\s*:?-{3,}/.test(line);

/** Splits a rules page into sections (`#`, `##`, `###`), each with its blocks. */
export function parseSections(markdown: string): Section[] {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const sections: Section[] = [];
  let current: Section | null = null;
  let i = 0;
  const push = (b: Block) => {
    if (!current) sections.push((current = { id: 'introduction', title: 'Introduction', level: 1, blocks: [] }));
    current.blocks.push(b);
  };
  while (i < lines.length) {
    const line = lines[i];
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    if (heading) {
      const title = inlineText(heading[2].trim());
      // Pages repeat some titles ("Setup"): later ones get a number, so ids stay unique.
      const base = slug(title);
      let id = base;
      for (let n = 2; sections.some((s) => s.id === id); n++) id = `${base}-${n}`;
      current = { id, title, level: heading[1].length as 1 | 2 | 3, blocks: [] };
      sections.push(current);
      i++;
    } else if (line.startsWith('```')) {
      const body: string[] = [];
      for (i++; i < lines.length && !lines[i].startsWith('```'); i++) body.push(lines[i]);
      i++;
      push({ kind: 'code', text: body.join('\n') });
    } else if (line.trim().startsWith('|')) {
      const rows: string[][] = [];
      for (; i < lines.length && lines[i].trim().startsWith('|'); i++) if (!isRule(lines[i])) rows.push(cells(lines[i]));
      push({ kind: 'table', header: rows[0] ?? [], rows: rows.slice(1) });
    } else if (/^\s*([-*]|\d+\.)\s+/.test(line)) {
      const items: string[] = [];
      for (; i < lines.length && lines[i].trim() !== '' && !/^#{1,3}\s/.test(lines[i]); i++) {
        const item = /^\s*([-*]|\d+\.)\s+(.*)$/.exec(lines[i]);
        if (item && !/^\s{4,}/.test(lines[i])) items.push(inlineText(item[2]));
        else items[items.length - 1] += ` ${inlineText(lines[i].trim())}`;
      }
      push({ kind: 'list', items });
    } else if (line.trim() === '') {
      i++;
    } else {
      const para: string[] = [];
      for (; i < lines.length && lines[i].trim() !== '' && !/^(#{1,3}\s|```|\s*\||\s*([-*]|\d+\.)\s)/.test(lines[i]); i++) para.push(lines[i].trim());
      push({ kind: 'paragraph', text: inlineText(para.join(' ')) });
    }
  }
  return sections;
}

/** Every word a block shows, for search. */
export function blockText(b: Block): string {
  switch (b.kind) {
    case 'paragraph':
    case 'code':
      return b.text;
    case 'list':
      return b.items.join('\n');
    case 'table':
      return [b.header, ...b.rows].map((r) => r.join(' ')).join('\n');
    case 'cards':
      return b.cards.map((c) => `${c.title} ${c.text}`).join('\n');
    case 'personalities':
      return b.cards.map((c) => `${c.name} ${c.text} ${c.lines}`).join('\n');
  }
}
