import Phaser from 'phaser';
import { loop } from '../anim/tween';
import type { ModeId } from '../../shared/engine/types';
import { Button } from '../objects/Button';
import { MODE_ORDER } from '../modes/registry';
import type { RoomListing } from '../net/LobbyConnection';
import { drawPanel } from '../ui/panel';
import { COLORS, FONT, SERIF, seatColor } from '../ui/theme';
import type { Rect } from './layout';
import { moreTables, roomDetail } from './roomText';

/** What a row's buttons do. */
export interface RoomActions {
  watch(roomId: string): void;
  join(roomId: string): void;
}

/**
 * The open tables, live: one row per table (mode, host, what sets its rules apart, seats and
 * status) with Watch (Results once it is over) and, while it waits for players, Join. It keeps
 * `bottomSpace` free at the bottom of its panel for the join-by-code row.
 */
export class RoomList extends Phaser.GameObjects.Container {
  constructor(
    scene: Phaser.Scene,
    private r: Rect,
    private u: number,
    private rh: number,
    private bottomSpace: number,
    private actions: RoomActions,
  ) {
    super(scene, 0, 0);
    scene.add.existing(this);
  }

  /** Draws the list again (rooms come and go, the connection goes up and down). */
  draw(rooms: RoomListing[], online: boolean) {
    this.removeAll(true);
    const { x, y, w, h } = this.r;
    const { u, rh } = this;
    const pad = 16 * u;
    const fs = Math.round(rh * 0.4);
    this.add(
      this.scene.add.text(x + pad, y + pad, 'Open tables', {
        fontFamily: SERIF,
        fontStyle: 'bold',
        fontSize: `${Math.round(rh * 0.5)}px`,
        color: COLORS.goldText,
      }),
    );
    const dot = this.scene.add.circle(x + w - pad - 6 * u, y + pad + rh * 0.3, 5 * u, online ? COLORS.ok : COLORS.danger);
    this.add(dot);
    this.add(
      this.scene.add
        .text(x + w - pad - 16 * u, y + pad + rh * 0.3, online ? 'live' : 'connecting…', {
          fontFamily: FONT,
          fontSize: `${Math.round(fs * 0.8)}px`,
          color: COLORS.dim,
        })
        .setOrigin(1, 0.5),
    );
    if (online) loop(this.scene, dot, { alpha: 0.3 }, 900);
    let ry = y + pad + rh * 0.9;
    const rowH = rh * 1.45;
    const rowGap = 6 * u;
    // Rows that fit above the code row; one line stays free for "+ n more tables".
    const room = y + h - this.bottomSpace - ry;
    const fitAll = Math.floor((room + rowGap) / (rowH + rowGap));
    const maxRows = Math.max(1, rooms.length > fitAll ? Math.floor((room - fs * 1.3 + rowGap) / (rowH + rowGap)) : fitAll);
    if (rooms.length === 0) {
      const empty = online ? 'No open tables yet. Create one, or come back when someone has.' : 'Reaching the server…';
      this.add(
        this.scene.add.text(x + pad, ry + rh * 0.3, empty, { fontFamily: FONT, fontSize: `${fs}px`, color: COLORS.muted, wordWrap: { width: w - pad * 2 } }),
      );
    }
    for (const listing of rooms.slice(0, maxRows)) {
      this.drawRow(listing, x + pad, ry, w - pad * 2, rowH);
      ry += rowH + rowGap;
    }
    if (rooms.length > maxRows) {
      this.add(this.scene.add.text(x + pad, ry, moreTables(rooms.length - maxRows), { fontFamily: FONT, fontSize: `${fs}px`, color: COLORS.muted }));
    }
  }

  private drawRow(listing: RoomListing, x: number, y: number, w: number, h: number) {
    const { scene, u } = this;
    const md = listing.metadata!;
    const over = md.phase === 'over';
    const joinable = md.phase === 'waiting' && md.free > 0;
    // A finished table reads as such: greyed, "Finished", and its button shows the results.
    const c = scene.add.container(0, 0).setAlpha(over ? 0.6 : 1);
    this.add(c);
    const g = scene.add.graphics();
    drawPanel(g, x, y, w, h, u, { fill: over ? 0x1a2420 : 0x0f2e22, alpha: 0.95, radius: 8 * u });
    c.add(g);
    const fs = Math.round(h * 0.27);
    c.add(scene.add.rectangle(x + 4 * u, y + h / 2, 5 * u, h - 12 * u, over ? 0x5b6b64 : seatColor(MODE_ORDER.indexOf(md.mode as ModeId))));
    const bw = Math.min(96 * u, w * 0.2);
    const room = w - bw * (joinable ? 2 : 1) - 34 * u;
    const title = scene.add.text(x + 14 * u, y + h * 0.14, `${md.modeName}${md.host ? ` · ${md.host}` : ''}${over ? ' · Finished' : ''}`, {
      fontFamily: FONT,
      fontStyle: 'bold',
      fontSize: `${fs}px`,
      color: over ? COLORS.dim : COLORS.text,
    });
    if (title.width > room) title.setScale(Math.max(0.6, room / title.width));
    c.add(title);
    if (md.rules) this.addRules(c, md.rules, title, room - title.displayWidth - 8 * u, fs);
    const detail = scene.add.text(x + 14 * u, y + h * 0.56, roomDetail(md), { fontFamily: FONT, fontSize: `${Math.round(fs * 0.82)}px`, color: COLORS.dim });
    if (detail.width > room) detail.setScale(Math.max(0.6, room / detail.width));
    c.add(detail);
    const watch = new Button(scene, x + w - bw / 2 - 6 * u, y + h / 2, {
      width: bw,
      height: h * 0.62,
      label: over ? 'Results' : 'Watch',
      icon: over ? undefined : 'icon-eye',
      style: 'ghost',
      key: `room:${listing.roomId}:${over ? 'results' : 'watch'}`,
      // The server sends a finished game's result to whoever joins: watching it opens the results.
      onClick: () => this.actions.watch(listing.roomId),
    });
    this.add(watch);
    if (joinable) {
      this.add(
        new Button(scene, x + w - bw * 1.5 - 14 * u, y + h / 2, {
          width: bw,
          height: h * 0.62,
          label: 'Join',
          style: 'primary',
          key: `room:${listing.roomId}:join`,
          onClick: () => this.actions.join(listing.roomId),
        }),
      );
    }
  }

  /**
   * What sets a table's rules apart ("vs the House (Normal)"), after its name, in `left` pixels:
   * too long, its first parts (the House comes first) and an ellipsis, then smaller type.
   */
  private addRules(c: Phaser.GameObjects.Container, text: string, after: Phaser.GameObjects.Text, left: number, fs: number) {
    const rules = this.scene.add
      .text(after.x + after.displayWidth + 8 * this.u, after.y + after.displayHeight / 2, text, {
        fontFamily: FONT,
        fontSize: `${Math.round(fs * 0.82)}px`,
        color: COLORS.goldText,
      })
      .setOrigin(0, 0.5);
    const parts = text.split(' · ');
    while (rules.width > left && parts.length > 1) {
      parts.pop();
      rules.setText(`${parts.join(' · ')} …`);
    }
    if (rules.width > left) rules.setScale(Math.max(0.6, left / rules.width));
    if (left > 0 && rules.displayWidth <= left) c.add(rules);
    else rules.destroy();
  }
}
