/**
 * The coach's drawing: a panel with the step's title and text, its buttons, and a pulsing ring
 * with an arrow at the thing it talks about. Placed by `placePanel` so that it covers neither
 * that thing nor, where it can, anything else the player may click.
 */
import Phaser from 'phaser';
import type { TutorialStep } from '../../shared/tutorial/script';
import { loop } from '../anim/tween';
import { Button } from '../objects/Button';
import { drawPanel } from '../ui/panel';
import { COLORS, FONT, fingerPx, fontPx, isCompact, isUpright, unitOf } from '../ui/theme';
import { edgeToward, overlap, placePanel, type Box } from './placement';

export interface CoachActions {
  next(): void;
  end(): void;
}

/** The ring and arrow's colour. */
const POINTER = 0xffffff;
/** Depth above every table object (cards fly at a few hundred). */
const DEPTH = 5000;

export class CoachPanel extends Phaser.GameObjects.Container {
  private readonly ring: Phaser.GameObjects.Graphics;
  /** Where the panel was put, to keep the arrow attached as the target moves. */
  private box: Box = { x: 0, y: 0, w: 0, h: 0 };

  constructor(
    scene: Phaser.Scene,
    step: TutorialStep,
    position: { index: number; count: number },
    target: Box | null,
    avoid: readonly Box[],
    actions: CoachActions,
  ) {
    super(scene, 0, 0);
    scene.add.existing(this);
    this.setDepth(DEPTH);
    const { width: W, height: H } = scene.scale;
    const u = unitOf(W, H);
    const compact = isCompact(H);
    // Upright, the panel spans the width (a third of it would be a tall column) and its buttons are a finger high.
    const upright = isUpright({ W, H });
    const w = upright ? W - 20 * u : Math.min(W * (compact ? 0.42 : 0.3), 460 * u);
    const pad = 14 * u;
    const title = scene.add.text(pad, pad, step.title, {
      fontFamily: FONT,
      fontStyle: 'bold',
      fontSize: `${fontPx(u, 18)}px`,
      color: COLORS.goldText,
      wordWrap: { width: w - 2 * pad - 60 * u },
    });
    const count = scene.add
      .text(w - pad, pad + title.height / 2, `${position.index + 1} / ${position.count}`, {
        fontFamily: FONT,
        fontSize: `${fontPx(u, 12)}px`,
        color: COLORS.dim,
      })
      .setOrigin(1, 0.5);
    const body = scene.add.text(pad, title.y + title.height + 6 * u, step.text, {
      fontFamily: FONT,
      fontSize: `${fontPx(u, compact ? 13 : 15)}px`,
      color: COLORS.text,
      lineSpacing: 3 * u,
      wordWrap: { width: w - 2 * pad },
    });
    const bh = Math.max(28 * u, fontPx(u, 14) * 2, upright ? fingerPx() : 0);
    const by = body.y + body.height + 10 * u;
    const h = by + bh + pad;
    const bg = scene.add.graphics();
    drawPanel(bg, 0, 0, w, h, u, { fill: COLORS.panel, alpha: 0.96, line: COLORS.gold, lineWidth: 2 * u });
    // The panel takes its own clicks, so none falls through to a card under it.
    const blocker = scene.add.zone(0, 0, w, h).setOrigin(0).setInteractive();
    const bw = (w - 3 * pad) / 2;
    const primary = new Button(scene, pad + bw / 2, by + bh / 2, {
      width: bw,
      height: bh,
      label: step.kind === 'read' ? 'Got it' : 'Skip step',
      style: step.kind === 'read' ? 'primary' : 'ghost',
      key: step.kind === 'read' ? 'coach:next' : 'coach:skip',
      onClick: () => actions.next(),
    });
    const end = new Button(scene, w - pad - bw / 2, by + bh / 2, {
      width: bw,
      height: bh,
      label: 'End tutorial',
      style: 'ghost',
      key: 'coach:end',
      onClick: () => actions.end(),
    });
    this.add([bg, blocker, title, count, body, primary, end]);
    this.box = placePanel(W, H, w, h, 10 * u, target, avoid);
    this.setPosition(this.box.x, this.box.y);
    this.ring = scene.add.graphics().setDepth(DEPTH - 1);
    loop(scene, this.ring, { alpha: 0.65 }, 650, 'Linear');
    this.pointAt(target);
    this.once('destroy', () => this.ring.destroy());
  }

  /** Whether the panel lies over any of `boxes` (a control that came up after it was placed). */
  covers(boxes: readonly Box[]): boolean {
    return boxes.some((b) => overlap(this.box, b) > 0);
  }

  /** Draws the ring and arrow at `target` (or nothing), as it is now. */
  pointAt(target: Box | null): void {
    const g = this.ring;
    g.clear();
    if (!target) return;
    const u = unitOf(this.scene.scale.width, this.scene.scale.height);
    const grow = 6 * u;
    const ring = { x: target.x - grow, y: target.y - grow, w: target.w + 2 * grow, h: target.h + 2 * grow };
    // White: gold already marks every legal move, and the coach points at one thing among them.
    g.lineStyle(7 * u, COLORS.feltDark, 0.8);
    g.strokeRoundedRect(ring.x, ring.y, ring.w, ring.h, 10 * u);
    g.lineStyle(4 * u, POINTER, 1);
    g.strokeRoundedRect(ring.x, ring.y, ring.w, ring.h, 10 * u);
    const from = edgeToward(this.box, ring);
    const to = edgeToward(ring, this.box);
    g.lineStyle(3 * u, POINTER, 0.95);
    g.lineBetween(from.x, from.y, to.x, to.y);
    // The arrow head at the ring's edge.
    const angle = Math.atan2(to.y - from.y, to.x - from.x);
    const head = 12 * u;
    g.fillStyle(POINTER, 1);
    g.fillTriangle(
      to.x,
      to.y,
      to.x - head * Math.cos(angle - 0.45),
      to.y - head * Math.sin(angle - 0.45),
      to.x - head * Math.cos(angle + 0.45),
      to.y - head * Math.sin(angle + 0.45),
    );
  }
}
