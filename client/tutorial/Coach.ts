/**
 * The tutorial coach: a scene over the table that follows a tutorial table's script. It reads the
 * view the table scene draws, moves the progress on (shared/tutorial/coach.ts), keeps it per mode
 * in localStorage, and shows the current step in a `CoachPanel` pointing at its target (found the
 * way `__tp.targets()` finds targets). It is idle at any other table.
 */
import Phaser from 'phaser';
import type { ModeId } from '../../shared/engine/types';
import { TUTORIALS } from '../../shared/tutorial';
import { acknowledge, currentStep, finished, observe } from '../../shared/tutorial/coach';
import { resolveTargets } from '../../shared/tutorial/facts';
import type { TutorialScript } from '../../shared/tutorial/script';
import { TABLE_SCENES } from '../modes/registry';
import { TableConnection } from '../net/TableConnection';
import { shownTargets, type TargetBox } from '../testHook';
import { CoachPanel } from './CoachPanel';
import { progressIn, saveTutorial, type SavedTutorial } from './progress';

const TICK_MS = 150;
/** Scenes the coach may show over: the tutorial's table, and its results at the end. */
const RESULTS_SCENE = 'Results';

export class Coach extends Phaser.Scene {
  private script: TutorialScript | null = null;
  private saved: SavedTutorial | null = null;
  private lastView: unknown = null;
  private panel: CoachPanel | null = null;
  /** What the panel shows (step, canvas size): it is rebuilt only when that changes. */
  private drawn = '';
  private target: TargetBox | null = null;

  constructor() {
    super('Coach');
  }

  create() {
    this.time.addEvent({ delay: TICK_MS, loop: true, callback: () => this.tick() });
  }

  /** For `__tp.coach()`: the step showing and the key it points at. */
  info(): { mode: ModeId; step: string | null; kind: string | null; index: number; target: string | null; done: boolean } | null {
    if (!this.script || !this.saved) return null;
    const step = currentStep(this.script, this.saved.progress);
    return {
      mode: this.script.mode,
      step: step?.id ?? null,
      kind: step?.kind ?? null,
      index: this.saved.progress.index,
      target: this.panel ? (this.target?.key ?? null) : null,
      done: this.saved.done,
    };
  }

  private tick() {
    this.follow();
    const script = this.script;
    const saved = this.saved;
    if (!script || !saved || saved.done || !this.onStage(script.mode)) return this.hide();
    const view = this.tableView(script.mode) ?? this.lastView;
    this.lastView = view;
    if (view) {
      const next = observe(script, saved.progress, view);
      if (next !== saved.progress) this.store({ ...saved, progress: next });
    }
    if (finished(script, this.saved!.progress)) {
      this.store({ ...this.saved!, done: true });
      return this.hide();
    }
    const step = currentStep(script, this.saved!.progress);
    if (!step) return this.hide();
    const keys = resolveTargets(script.mode, view, step.target);
    const all = shownTargets(this.game).filter((t) => !t.key.startsWith('coach:'));
    this.target = keys.map((k) => all.find((t) => t.key === k)).find((t) => t !== undefined) ?? null;
    const key = `${this.saved!.progress.index}:${this.scale.width}x${this.scale.height}`;
    const avoid = all.filter((t) => t.enabled);
    // A control that came up under the panel (Confirm, once five cards are picked) moves it.
    if (this.panel && key === this.drawn && !this.panel.covers(avoid)) return this.panel.pointAt(this.target);
    this.hide();
    this.drawn = key;
    this.scene.bringToTop();
    this.panel = new CoachPanel(this, step, { index: this.saved!.progress.index, count: script.steps.length }, this.target, avoid, {
      next: () => this.store({ ...this.saved!, progress: acknowledge(this.saved!.progress) }),
      end: () => {
        this.store({ ...this.saved!, done: true });
        this.hide();
      },
    });
  }

  /** Picks up the tutorial of the table the player sits at, if it is one. */
  private follow() {
    const conn = TableConnection.current;
    const w = conn?.welcome;
    if (!conn || !w?.table.tutorial || w.seat === null) return;
    const roomId = conn.room.roomId;
    const mode = w.mode as ModeId;
    if (this.saved?.roomId === roomId && this.script?.mode === mode) return;
    this.script = TUTORIALS[mode];
    this.saved = progressIn(mode, roomId);
    this.lastView = null;
  }

  /** The tutorial's table or its results are showing. */
  private onStage(mode: ModeId): boolean {
    return this.scene.isActive(TABLE_SCENES[mode]) || this.scene.isActive(RESULTS_SCENE);
  }

  /** The view the table scene draws now (it follows the animations, as the banner does). */
  private tableView(mode: ModeId): unknown {
    if (!this.scene.isActive(TABLE_SCENES[mode])) return null;
    return (this.scene.get(TABLE_SCENES[mode]) as unknown as { view?: unknown }).view ?? null;
  }

  private store(saved: SavedTutorial) {
    this.saved = saved;
    saveTutorial(this.script!.mode, saved);
    // The panel follows the progress at the next tick.
    if (this.panel) this.drawn = '';
  }

  private hide() {
    this.panel?.destroy();
    this.panel = null;
    this.drawn = '';
  }
}
