/**
 * Which section of the Trash Poker rules reference explains each table area (the "?" marks of
 * client/objects/AreaHelp.ts). Section ids are the headings' slugs in docs/rules/trash-poker.md
 * and the reference's own sections (content.ts); test/client/reference checks they exist.
 */
import type { HelpArea } from '../objects/AreaHelp';

export const TRASH_POKER_AREA_SECTIONS = {
  track: 'scoring-tables',
  pot: '3-collecting-the-pot',
  upgrades: 'upgrades',
  trash: '4-cleaning-up',
} as const;

type Areas = Record<keyof typeof TRASH_POKER_AREA_SECTIONS, HelpArea['box']>;

export function trashPokerHelpAreas(boxes: Areas): HelpArea[] {
  return (Object.keys(TRASH_POKER_AREA_SECTIONS) as (keyof Areas)[]).map((key) => ({ key, box: boxes[key], section: TRASH_POKER_AREA_SECTIONS[key] }));
}
