import { describe, expect, it } from 'vitest';
import { DEVELOPER_SECTIONS, RULES_PAGES, dataSections, jokerCard, referenceSections } from '../../../client/reference/content';
import { parseSections } from '../../../client/reference/markdown';
import { filterSections } from '../../../client/reference/search';
import { FINAL_JOKER, STARTING_JOKERS, UNLOCKABLE_JOKERS } from '../../../shared/engine/trash-poker/jokers';
import { PERSONALITY_CARDS } from '../../../shared/engine/trash-poker/house-data';
import { SCORING_TABLE } from '../../../shared/engine/poker-plus/hands';
import type { ModeId } from '../../../shared/engine/types';

const MODES = Object.keys(RULES_PAGES) as ModeId[];

describe.each(MODES)('the %s reference', (mode) => {
  const page = parseSections(RULES_PAGES[mode]);
  const sections = referenceSections(mode);

  it('names only developer sections that are headings of the rules page', () => {
    const titles = page.map((s) => s.title);
    for (const t of DEVELOPER_SECTIONS[mode]) expect(titles).toContain(t);
  });

  it("shows every other section of the page, in the page's order, with its text", () => {
    const hidden = new Set(DEVELOPER_SECTIONS[mode]);
    const extra = new Set(dataSections(mode).map((d) => d.section.id));
    const fromPage = sections.filter((s) => !extra.has(s.id));
    expect(fromPage.length).toBeGreaterThan(5);
    expect(fromPage.some((s) => hidden.has(s.title))).toBe(false);
    const byId = new Map(page.map((p, i) => [p.id, i]));
    const at = fromPage.map((s) => byId.get(s.id) ?? -1);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    for (const s of fromPage) expect(s).toEqual(page[byId.get(s.id)!]);
  });

  it('places each data section right after the section (and subsections) it belongs to', () => {
    for (const { after, section } of dataSections(mode)) {
      const at = sections.findIndex((s) => s.id === section.id);
      const anchor = sections.findIndex((s) => s.title === after);
      expect(anchor, `"${after}" is a heading of docs/rules/${mode}.md`).toBeGreaterThanOrEqual(0);
      expect(at).toBeGreaterThan(anchor);
      for (const between of sections.slice(anchor + 1, at)) expect(between.level).toBeGreaterThan(sections[anchor].level);
    }
  });
});

describe('Trash Poker data sections', () => {
  const sections = referenceSections('trash-poker');
  const cards = sections.flatMap((s) => s.blocks.flatMap((b) => (b.kind === 'cards' ? b.cards : [])));

  it("opens on the game in brief, in the rulebook's order", () => {
    expect(sections.slice(0, 4).map((s) => s.title)).toEqual(['How to play', 'Overview and goal', 'Setup', 'Round sequence']);
  });

  it('shows every starting and unlockable joker and the Final Joker, each with its effect', () => {
    expect(cards.map((c) => c.id)).toEqual([...STARTING_JOKERS.map((j) => j.id), ...UNLOCKABLE_JOKERS.map((j) => j.id), FINAL_JOKER.id]);
    for (const j of [...STARTING_JOKERS, ...UNLOCKABLE_JOKERS]) expect(cards.find((c) => c.id === j.id)?.text).toBe(j.text);
  });

  it('titles starting jokers so that a search for one finds only it', () => {
    expect(jokerCard(STARTING_JOKERS[11]).title).toBe('Joker 12 · 6♥ 6♥');
    const found = filterSections(sections, 'Joker 12').flatMap((s) => s.blocks.flatMap((b) => (b.kind === 'cards' ? b.cards.map((c) => c.id) : [])));
    expect(found).toEqual(['j12']);
  });

  it('explains every House personality card with its lines', () => {
    const shown = sections.flatMap((s) => s.blocks.flatMap((b) => (b.kind === 'personalities' ? b.cards : [])));
    expect(shown.map((p) => p.name)).toEqual(PERSONALITY_CARDS.map((p) => p.name));
    expect(shown[0].lines.split(' ')).toHaveLength(15);
  });
});

describe('Poker+ scoring', () => {
  it("the rules page's scoring table lists the engine's hands with the engine's points", () => {
    const table = parseSections(RULES_PAGES['poker-plus'])
      .find((s) => s.title === 'Scoring')
      ?.blocks.find((b) => b.kind === 'table');
    expect(table?.kind).toBe('table');
    if (table?.kind !== 'table') return;
    const name = table.header.indexOf('Hand');
    const points = table.header.indexOf('Points');
    expect(table.rows.map((r) => [r[name], Number(r[points])])).toEqual(SCORING_TABLE.map((h) => [h.name, h.points]));
  });
});
