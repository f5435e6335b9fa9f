import { expect, it } from 'vitest';
import { TRASH_POKER_AREA_SECTIONS } from '../../../client/reference/areas';
import { referenceSections } from '../../../client/reference/content';

it('each Trash Poker table area\'s "?" opens a section the reference has', () => {
  const ids = referenceSections('trash-poker').map((s) => s.id);
  for (const [area, section] of Object.entries(TRASH_POKER_AREA_SECTIONS)) expect(ids, area).toContain(section);
});
