import { describe, expect, it } from 'vitest';
import { modes } from '../../../shared/engine';
import { acknowledge, observe, parseProgress, START } from '../../../shared/tutorial/coach';
import { TUTORIALS } from '../../../shared/tutorial';
import { optionsProblem } from '../../../shared/protocol/table-options';
import { playTutorial } from './play-tutorial';

describe.each(Object.values(TUTORIALS))('$title', (script) => {
  it('sets up a table the server accepts', () => {
    expect(optionsProblem(script.mode, script.table.options, script.table.seats)).toBeNull();
  });

  it('has unique step ids and a "do" step only where it points at something', () => {
    const ids = script.steps.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const step of script.steps) if (step.kind === 'do') expect(step.target?.length, step.id).toBeGreaterThan(0);
  });

  it('shows every step, in order, to a player who follows the coach on its seed', () => {
    const played = playTutorial(script);
    expect(played.shown).toEqual(script.steps.map((s) => s.id));
    expect(played.progress.index).toBe(script.steps.length);
  });

  it('points every "do" step at a target the table shows', () => {
    const played = playTutorial(script);
    for (const step of script.steps.filter((s) => s.kind === 'do')) expect(played.targets[step.id], step.id).not.toEqual([]);
  });
});

describe('coach progress', () => {
  const script = TUTORIALS['trash-poker'];
  const opening = modes['trash-poker'].view(modes['trash-poker'].setup({ players: 2, seed: script.table.seed, options: script.table.options }), 0);

  it('shows a step when its moment comes and keeps a read step until acknowledged', () => {
    const p = observe(script, START, opening);
    expect(p).toEqual({ index: 0, shown: true });
    expect(observe(script, p, opening)).toEqual(p);
    expect(observe(script, acknowledge(p), opening)).toEqual({ index: 1, shown: true });
  });

  it('resumes stored progress and starts over on anything unreadable', () => {
    expect(parseProgress({ index: 3, shown: true }, script)).toEqual({ index: 3, shown: true });
    for (const raw of [null, 'x', { index: -1 }, { index: 1.5 }, { index: script.steps.length + 1 }]) expect(parseProgress(raw, script)).toEqual(START);
  });
});
