/**
 * The coach's progress through a script, as pure functions of the player's view: which step is
 * showing, when a `do` step is done, and which steps a view lets the coach skip. Progress is
 * plain data so the client can keep it in localStorage and resume at the same step.
 */
import { factsOf } from './facts';
import type { Condition, Fact, TutorialScript, TutorialStep } from './script';

/** Where the player is in a script: step `index`, and whether it has come up (`shown`). */
export interface Progress {
  index: number;
  shown: boolean;
}

export const START: Progress = { index: 0, shown: false };

/** Whether every fact `when` lists holds. */
export function holds(when: Condition, facts: Record<string, Fact>): boolean {
  return Object.entries(when).every(([name, want]) => {
    const have = facts[name];
    const wanted: readonly unknown[] = Array.isArray(want) ? want : [want];
    if (Array.isArray(have)) return have.some((x) => wanted.includes(x));
    return wanted.includes(have);
  });
}

/** The step showing now, or null (waiting for the next one's moment, or finished). */
export function currentStep(script: TutorialScript, p: Progress): TutorialStep | null {
  return p.shown ? (script.steps[p.index] ?? null) : null;
}

export function finished(script: TutorialScript, p: Progress): boolean {
  return p.index >= script.steps.length;
}

/**
 * The progress after the player's view is `view`. A `do` step showing is done once its
 * condition stops holding; a step not yet shown comes up when its condition holds. A step whose
 * moment has passed unseen (the player moved on while reading, or chose another card) is skipped
 * when a later step's moment comes, so the coach follows the game rather than blocking it.
 */
export function observe(script: TutorialScript, p: Progress, view: unknown): Progress {
  const facts = factsOf(script.mode, view);
  let at = p;
  if (at.shown) {
    const step = script.steps[at.index];
    if (!step || step.kind === 'read' || holds(step.when, facts)) return at;
    at = { index: at.index + 1, shown: false };
  }
  for (let i = at.index; i < script.steps.length; i++) {
    if (holds(script.steps[i].when, facts)) return { index: i, shown: true };
  }
  return at;
}

/** The player clicked "Got it" on a `read` step (or skipped a `do` step). */
export function acknowledge(p: Progress): Progress {
  return { index: p.index + 1, shown: false };
}

/** Progress as stored: anything unreadable starts over. */
export function parseProgress(raw: unknown, script: TutorialScript): Progress {
  const r = raw as Partial<Progress> | null;
  if (!r || !Number.isInteger(r.index) || (r.index as number) < 0 || (r.index as number) > script.steps.length) return START;
  return { index: r.index as number, shown: r.shown === true };
}
