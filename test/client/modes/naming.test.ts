import { describe, expect, it } from 'vitest';
import { presenceWord, saysBot, withoutBotSuffix } from '../../../client/modes/naming';

describe('naming a bot once', () => {
  it('says BOT only where the name does not', () => {
    const bot = { bot: true, connected: true };
    expect(presenceWord('Cleo (bot)', bot)).toBe('');
    // A person's seat a bot plays on for them (they went to watch) keeps their own name.
    expect(presenceWord('Robin', bot)).toBe('BOT');
    expect(presenceWord('Robin', { bot: false, connected: false })).toBe('AWAY');
    expect(presenceWord('Robin', { bot: false, connected: true })).toBe('');
    expect(presenceWord('Robin', undefined)).toBe('');
  });

  it("takes off only the room's own suffix", () => {
    expect(saysBot('Cleo (bot)')).toBe(true);
    expect(withoutBotSuffix('Cleo (bot)')).toBe('Cleo');
    expect(withoutBotSuffix('Robin (bot) fan')).toBe('Robin (bot) fan');
    expect(withoutBotSuffix('Robin')).toBe('Robin');
  });
});
