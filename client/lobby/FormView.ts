import Phaser from 'phaser';
import type { ModeId } from '../../shared/engine/types';
import { Button } from '../objects/Button';
import { Choice, Stepper, Toggle } from '../objects/Controls';
import { MODE_ORDER, modeInfo } from '../modes/registry';
import { registerTarget } from '../testHook';
import { fitWidth } from '../ui/fit';
import { drawPanel } from '../ui/panel';
import { COLORS, FONT, SERIF, minFont } from '../ui/theme';
import { formRows, type Form, type FormRow } from './form';
import type { Rect } from './layout';

/** What the form's controls ask of the lobby. */
export interface FormActions {
  /** A row or mode tile changed the form. */
  change(next: Form): void;
  selectMode(mode: ModeId): void;
  create(): void;
}

/** Share of a row's height taken by the one-line explanation under a row that has one. */
const HINT_H = 0.5;

/**
 * The create form: the three modes as tiles with their description, the rows `formRows` gives
 * for the current values, and the Create button. Drawn at its usual row height, or with shorter
 * rows when that would run past the bottom of its rectangle.
 */
export class FormView extends Phaser.GameObjects.Container {
  constructor(
    scene: Phaser.Scene,
    private r: Rect,
    private u: number,
    private actions: FormActions,
  ) {
    super(scene, 0, 0);
    scene.add.existing(this);
  }

  /** Draws `form` with rows of height `rh`, shorter if need be. */
  draw(form: Form, unlocked: string[], rh: number) {
    const end = this.drawAt(form, unlocked, rh);
    const { y, h } = this.r;
    if (end > y + h) this.drawAt(form, unlocked, (rh * h) / (end - y));
  }

  private drawAt(form: Form, unlocked: string[], rh: number): number {
    this.removeAll(true);
    const { x, y, w } = this.r;
    let row = this.drawModes(form.mode, x, y, w, rh) + rh * 0.3;
    const cx = x + w / 2;
    for (const spec of formRows(form, unlocked)) {
      this.add(this.control(spec, cx, row + rh / 2, w, rh));
      row += rh;
      if (spec.hint) {
        const hint = this.scene.add.text(x, row - rh * 0.12, spec.hint, {
          fontFamily: FONT,
          fontSize: `${Math.max(minFont(8), Math.round(rh * 0.3))}px`,
          color: COLORS.muted,
        });
        fitWidth(hint, w);
        this.add(hint);
        row += rh * HINT_H;
      }
    }
    row += rh * 0.3;
    this.add(
      new Button(this.scene, cx, row + rh * 0.6, {
        width: Math.min(w, 360 * this.u),
        height: rh * 1.2,
        label: `Create a ${modeInfo(form.mode).name} table`,
        style: 'primary',
        key: 'lobby:create',
        onClick: () => this.actions.create(),
      }),
    );
    return row + rh * 1.2;
  }

  private control(spec: FormRow, x: number, y: number, width: number, height: number): Phaser.GameObjects.Container {
    const { change } = this.actions;
    const base = { label: spec.label, width, height, key: spec.key };
    switch (spec.kind) {
      case 'stepper':
        return new Stepper(this.scene, x, y, { ...base, min: spec.min, max: spec.max, value: spec.value, onChange: (v) => change(spec.set(v)) });
      case 'choice':
        return new Choice(this.scene, x, y, { ...base, choices: spec.choices, value: spec.value, onChange: (v) => change(spec.set(v)) });
      case 'toggle':
        return new Toggle(this.scene, x, y, { ...base, value: spec.value, onChange: (v) => change(spec.set(v)) });
    }
  }

  /**
   * The mode tiles, each with its description where it fits at a readable size; where it does
   * not (a phone), the tiles show names only and the chosen mode's description runs below them.
   * Returns where they end.
   */
  private drawModes(selected: ModeId, x: number, y: number, w: number, rh: number): number {
    const { scene, u } = this;
    const gap = 10 * u;
    const tileW = (w - gap * 2) / 3;
    const inset = 10 * u;
    const descSize = Math.max(minFont(9), Math.round(rh * 0.29));
    const descStyle = { fontFamily: FONT, fontSize: `${descSize}px`, color: COLORS.dim, wordWrap: { width: tileW - 2 * inset } };
    const tileH = rh * 2.3;
    const descTop = 8 * u + rh * 0.62;
    const descRoom = tileH - descTop - inset * 0.6;
    const fits = MODE_ORDER.every((id) => {
      const t = scene.add.text(0, 0, modeInfo(id).description, descStyle);
      const ok = t.height <= descRoom;
      t.destroy();
      return ok;
    });
    const h = fits ? tileH : rh * 1.15;
    MODE_ORDER.forEach((id, i) => {
      const mi = modeInfo(id);
      const on = id === selected;
      const tile = scene.add.container(x + i * (tileW + gap) + tileW / 2, y + h / 2);
      const bg = scene.add.graphics();
      drawPanel(bg, -tileW / 2, -h / 2, tileW, h, u, {
        fill: on ? 0x1d5a43 : 0x0b2219,
        alpha: 0.95,
        line: on ? COLORS.gold : COLORS.panelLine,
        lineWidth: on ? 3 * u : 1.5 * u,
      });
      const nameY = fits ? -h / 2 + 8 * u : 0;
      const name = scene.add
        .text(-tileW / 2 + inset, nameY, mi.name, {
          fontFamily: SERIF,
          fontStyle: 'bold',
          fontSize: `${Math.round(rh * 0.46)}px`,
          color: on ? COLORS.goldText : COLORS.text,
        })
        .setOrigin(0, fits ? 0 : 0.5);
      const players = scene.add
        .text(tileW / 2 - inset, nameY + (fits ? rh * 0.06 : 0), `${mi.minPlayers}–${mi.maxPlayers}`, {
          fontFamily: FONT,
          fontSize: `${Math.round(rh * 0.3)}px`,
          color: COLORS.dim,
        })
        .setOrigin(1, fits ? 0 : 0.5);
      const nameRoom = tileW - 2 * inset - players.width - 6 * u;
      fitWidth(name, nameRoom);
      tile.add([bg, name, players]);
      if (fits) tile.add(scene.add.text(-tileW / 2 + inset, -h / 2 + descTop, mi.description, descStyle));
      tile.setSize(tileW, h).setInteractive({ useHandCursor: true });
      tile.on('pointerup', () => this.actions.selectMode(id));
      registerTarget(scene, `mode:${id}`, tile);
      this.add(tile);
    });
    if (fits) return y + h;
    const desc = scene.add.text(x, y + h + rh * 0.15, modeInfo(selected).description, { ...descStyle, wordWrap: { width: w } });
    this.add(desc);
    return desc.y + desc.height;
  }
}
