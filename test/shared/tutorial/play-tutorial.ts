/**
 * Plays a tutorial's table on the engine as a player who follows the coach: at each decision it
 * makes the move the coach points at when that is a legal action, otherwise the bot's move;
 * every other seat is the mode's bot, as in the room, and acts first when both may. Records the steps in the order they showed.
 */
import { modes } from '../../../shared/engine';
import { acknowledge, currentStep, finished, observe, START, type Progress } from '../../../shared/tutorial/coach';
import { actionAt, resolveTargets } from '../../../shared/tutorial/facts';
import type { TutorialScript } from '../../../shared/tutorial/script';

export interface Played {
  shown: string[];
  /** Per `do` step shown: the target keys the coach pointed at. */
  targets: Record<string, string[]>;
  progress: Progress;
}

const PLAYER = 0;
const MAX_ACTIONS = 5000;

export function playTutorial(script: TutorialScript, seed = script.table.seed): Played {
  const mode = modes[script.mode];
  let s = mode.setup({ players: script.table.seats, seed, options: script.table.options });
  let p = START;
  const shown: string[] = [];
  const targets: Record<string, string[]> = {};
  const look = () => {
    const view = mode.view(s, PLAYER);
    p = observe(script, p, view);
    const step = currentStep(script, p);
    if (step && shown.at(-1) !== step.id) {
      shown.push(step.id);
      targets[step.id] = resolveTargets(script.mode, view, step.target);
    }
    return { view, step };
  };
  for (let n = 0; n < MAX_ACTIONS && !mode.isOver(s); n++) {
    const { view, step } = look();
    if (step?.kind === 'read') {
      p = acknowledge(p);
      continue;
    }
    // Bots answer within a moment while the player reads: when both may act, the bots go first,
    // as at the table (the order matters where both shuffle with the game's one RNG).
    const actors = mode.actors(s);
    const seat = actors.find((x) => x !== PLAYER) ?? PLAYER;
    let action: unknown = null;
    if (seat === PLAYER && step) {
      for (const key of resolveTargets(script.mode, view, step.target)) {
        action = actionAt(script.mode, view, key);
        if (action) break;
      }
    }
    action ??= mode.botAction(s, seat);
    const r = mode.apply(s, seat, action);
    if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.error}`);
    s = r.state;
  }
  while (!finished(script, p)) {
    const { step } = look();
    if (!step) break;
    p = acknowledge(p);
  }
  return { shown, targets, progress: p };
}
