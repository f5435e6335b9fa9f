import { describe, expect, it } from 'vitest';
import { blockText, inlineText, parseSections, slug } from '../../../client/reference/markdown';

const PAGE = `# Game: rules

Intro line one
and two.

## Setup

- **Deal** 7 cards
- Shuffle the \`stock\`
  and turn one card

| Hand | Points |
| ---- | -----: |
| Pair | 1 |
| _Flush_ | 3 |

### A detail ("Setup")

\`\`\`ts
options = { x: 1 }
\`\`\`
See [the text](https://example.org) for more.
`;

describe('parseSections', () => {
  const sections = parseSections(PAGE);

  it('starts a section at each heading, with its level and a slug id', () => {
    expect(sections.map((s) => [s.level, s.title, s.id])).toEqual([
      [1, 'Game: rules', 'game-rules'],
      [2, 'Setup', 'setup'],
      [3, 'A detail ("Setup")', 'a-detail-setup'],
    ]);
  });

  it('joins the lines of a paragraph', () => {
    expect(sections[0].blocks).toEqual([{ kind: 'paragraph', text: 'Intro line one and two.' }]);
  });

  it('reads lists (with continuation lines) and tables, dropping inline marks and the rule row', () => {
    expect(sections[1].blocks).toEqual([
      { kind: 'list', items: ['Deal 7 cards', 'Shuffle the stock and turn one card'] },
      {
        kind: 'table',
        header: ['Hand', 'Points'],
        rows: [
          ['Pair', '1'],
          ['Flush', '3'],
        ],
      },
    ]);
  });

  it('keeps code as it is and links as their text', () => {
    expect(sections[2].blocks).toEqual([
      { kind: 'code', text: 'options = { x: 1 }' },
      { kind: 'paragraph', text: 'See the text for more.' },
    ]);
  });

  it('numbers repeated titles so that ids stay unique', () => {
    expect(parseSections('## Setup\n\n## Play\n\n### Setup').map((s) => s.id)).toEqual(['setup', 'play', 'setup-2']);
  });

  it('puts text before the first heading in an introduction', () => {
    expect(parseSections('Hello\n\n## A\n\nB').map((s) => [s.title, s.blocks.length])).toEqual([
      ['Introduction', 1],
      ['A', 1],
    ]);
  });
});

describe('inline text and search text', () => {
  it.each([
    ['**bold** and `code`', 'bold and code'],
    ['an _italic_ word, not snake_case_names', 'an italic word, not snake_case_names'],
    ['[link](x.md) here', 'link here'],
  ])('%s -> %s', (md, text) => expect(inlineText(md)).toBe(text));

  it('slugs titles', () => expect(slug('Solo mode ("Solo Mode")')).toBe('solo-mode-solo-mode'));

  it('gives every word of a table and of cards to search', () => {
    expect(blockText({ kind: 'table', header: ['a', 'b'], rows: [['c', 'd']] })).toBe('a b\nc d');
    expect(blockText({ kind: 'cards', cards: [{ id: 'j01', title: 'Joker 1', text: 'ten chips' }] })).toBe('Joker 1 ten chips');
  });
});
