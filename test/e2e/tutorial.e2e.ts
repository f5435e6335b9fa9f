/**
 * The tutorials through the UI, in real Chromium at the Normal animation speed: "How to play"
 * from the lobby opens a tutorial table, and a human-paced player (human.ts) does what the coach
 * points at, reads each explanation and clicks "Got it", to the end of the game. The Trash Poker
 * tutorial is also left midway by a reload and resumes at the same step. A screenshot of each
 * step goes to docs/screenshots/tutorial-<mode>-<step>.png.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ModeId } from '../../shared/engine/types';
import { TUTORIALS } from '../../shared/tutorial';
import { clickTarget, sceneOf, waitForScene, waitQuiet, waitTableReady, waitUntil } from './driver';
import { chooseAction } from '../../shared/engine/poker-plus/bot';
import type { PokerPlusView } from '../../shared/engine/poker-plus/types';
import { chooseFromView } from '../../shared/engine/trash';
import type { TrashView } from '../../shared/engine/trash/types';
import { botActionFromView } from '../../shared/engine/trash-poker/bot';
import type { TrashPokerView } from '../../shared/engine/trash-poker/view';
import { actionAt, resolveTargets } from '../../shared/tutorial/facts';
import { Human, legalTargetKey, type Policy } from './human';
import { openLobby, shot, useSuite } from './tables';

const suite = useSuite('tutorial');

interface CoachInfo {
  mode: ModeId;
  step: string | null;
  kind: 'read' | 'do' | null;
  index: number;
  target: string | null;
  done: boolean;
}

const coachOf = (page: Page) => page.evaluate(() => (window as any).__tp?.coach?.() ?? null) as Promise<CoachInfo | null>;

const SCENES: Record<ModeId, string> = { 'trash-poker': 'TrashPokerTable', 'poker-plus': 'PokerPlusTable', trash: 'TrashTable' };
/** What the mode's bot would do in the player's place, from the player's view. */
const BOT: Record<ModeId, (view: any) => unknown> = {
  'trash-poker': (v: TrashPokerView) => botActionFromView(v),
  'poker-plus': (v: PokerPlusView) => chooseAction(v),
  trash: (v: TrashView) => chooseFromView(v),
};

type Action = { type: string; card?: string; [k: string]: unknown };

/** Follows the coach on one page: what it showed, in order, and whether a step's panel covered its own target. */
class Pupil {
  readonly shown: string[] = [];
  private now: CoachInfo | null = null;
  private view: unknown = null;
  private polling = true;
  private readonly poller: Promise<void>;

  constructor(
    readonly page: Page,
    readonly mode: ModeId,
    readonly human: Human,
  ) {
    this.poller = this.poll();
  }

  private async poll() {
    while (this.polling) {
      const look = await this.page
        .evaluate(() => ({ coach: (window as any).__tp?.coach?.() ?? null, view: (window as any).__tp?.view?.() ?? null }))
        .catch(() => ({ coach: null, view: null }));
      this.now = look.coach;
      if (look.view) this.view = look.view;
      await this.note();
      await new Promise((r) => setTimeout(r, 60));
    }
  }

  /** The screenshot being taken (the player reads a step only once it is kept). */
  private shooting: Promise<void> = Promise.resolve();

  /** Records a newly shown step, with its screenshot once the table is at rest. */
  private note(): Promise<void> {
    const step = this.now?.step;
    if (!step || this.shown.at(-1) === step) return this.shooting;
    this.shown.push(step);
    this.shooting = this.shoot(step, this.now!.target);
    return this.shooting;
  }

  private async shoot(step: string, target: string | null) {
    await waitQuiet(this.page, 300).catch(() => undefined);
    await shot(this.page, `tutorial-${this.mode}-${step}`);
    if (target) {
      const top = await this.page.evaluate((key) => {
        const t = (window as any).__tp.targets().find((x: { key: string }) => x.key === key);
        return t ? (window as any).__tp.hitTest(t.x, t.y) : key;
      }, target);
      if (top?.startsWith('coach:')) this.human.fail(`coach covers ${step}`, `the coach panel covers its own target ${target} at step ${step}`);
    }
  }

  /** Plays until the coach stops at `stopAt` (a step id) or the tutorial is done. */
  async run(stopAt?: string): Promise<void> {
    const scene = SCENES[this.mode];
    // As the unit test's player (test/shared/tutorial/play-tutorial.ts): the move the coach
    // points at when it is legal, else the bot's move, so the game follows the tested deal.
    const policy: Policy = (d) => {
      // A person reads the coach's explanation before moving on (the loop clicks "Got it").
      if (this.now?.kind === 'read') return null;
      const view = this.view;
      const step = this.now?.kind === 'do' ? TUTORIALS[this.mode].steps.find((s) => s.id === this.now?.step) : undefined;
      let action: Action | null = null;
      for (const key of resolveTargets(this.mode, view, step?.target)) {
        action = actionAt(this.mode, view, key) as Action | null;
        if (action) break;
      }
      action ??= (BOT[this.mode](view) as Action | undefined) ?? null;
      const key = action ? legalTargetKey(this.mode, action, (d.info.selected as string | null | undefined) ?? null) : null;
      return key && d.targets.has(key) ? key : null;
    };
    for (;;) {
      const c = (this.now = await coachOf(this.page));
      await this.note();
      if (c?.done) return;
      if (stopAt && c?.step === stopAt) return;
      if (c?.kind === 'read') {
        await this.page.waitForTimeout(500);
        await clickTarget(this.page, 'coach:next');
        await this.waitCoach((n) => n?.index !== c.index || n.step !== c.step);
        continue;
      }
      if ((await sceneOf(this.page)) !== scene) {
        // The results: the coach's last steps come up there.
        await this.waitCoach((n) => n?.done === true || n?.kind === 'read');
        continue;
      }
      await this.human.play(scene, policy, { until: () => this.now?.kind === 'read' || (stopAt !== undefined && this.now?.step === stopAt) });
    }
  }

  private async waitCoach(done: (c: CoachInfo | null) => boolean) {
    const start = Date.now();
    for (;;) {
      const c = await coachOf(this.page);
      if (done(c)) return;
      if (Date.now() - start > 60_000) throw new Error(`the coach did not move on from ${JSON.stringify(c)}`);
      await this.page.waitForTimeout(100);
    }
  }

  async stop() {
    this.polling = false;
    await this.poller;
  }
}

async function startTutorial(page: Page, mode: ModeId): Promise<void> {
  await clickTarget(page, `mode:${mode}`);
  await waitUntil(page, `the ${mode} form`, (i) => i.mode === mode);
  await clickTarget(page, 'lobby:tutorial');
  await waitForScene(page, SCENES[mode]);
  await waitTableReady(page);
}

describe('tutorials through the UI at Normal speed', () => {
  it('Trash Poker: offered on the first visit; left midway by a reload, resumed at the same step, completed', () =>
    suite.timings.time('trash-poker tutorial', async () => {
      const page = await openLobby(suite.ctx, suite.srv.url);
      await waitQuiet(page);
      const offer = await page.evaluate(() => (window as any).__tp.texts().some((t: { text: string }) => t.text.startsWith('New here?')));
      expect(offer).toBe(true);
      await shot(page, 'tutorial-lobby-offer');
      await startTutorial(page, 'trash-poker');
      const human = new Human(page, 'tutorial', { seed: 'tutorial' });
      expect(await human.speed()).toBe('normal');
      let pupil = new Pupil(page, 'trash-poker', human);
      await pupil.run('pot-trash');
      const before = await coachOf(page);
      await pupil.stop();
      await page.reload();
      await waitForScene(page, 'TrashPokerTable');
      await waitTableReady(page);
      const start = Date.now();
      let after = await coachOf(page);
      while (after?.step !== before?.step && Date.now() - start < 10_000) {
        await page.waitForTimeout(150);
        after = await coachOf(page);
      }
      expect(after).toMatchObject({ step: before!.step, index: before!.index });
      const seenBefore = pupil.shown;
      pupil = new Pupil(page, 'trash-poker', human);
      await pupil.run();
      await pupil.stop();
      const seen = [...seenBefore, ...pupil.shown.filter((s) => s !== seenBefore.at(-1))];
      expect(seen).toEqual(TUTORIALS['trash-poker'].steps.map((s) => s.id));
      expect(human.problems).toEqual([]);
    }));

  // The shorter tutorials end with the game still on (the player plays on alone).
  it.each(['poker-plus', 'trash'] as ModeId[])('%s: completed from How to play', (mode) =>
    suite.timings.time(`${mode} tutorial`, async () => {
      const page = await openLobby(suite.ctx, suite.srv.url);
      await startTutorial(page, mode);
      const human = new Human(page, `${mode} tutorial`, { seed: mode });
      const pupil = new Pupil(page, mode, human);
      await pupil.run();
      await pupil.stop();
      expect((await coachOf(page))?.done).toBe(true);
      expect(pupil.shown).toEqual(TUTORIALS[mode].steps.map((s) => s.id));
      expect(human.problems).toEqual([]);
    }),
  );
});
