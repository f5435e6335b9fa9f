import Phaser from 'phaser';
import { loop } from '../anim/tween';
import type { ModeId } from '../../shared/engine/types';
import { Button } from '../objects/Button';
import { MODE_ORDER } from '../modes/registry';
import type { RoomListing } from '../net/LobbyConnection';
import { whenReleased } from '../ui/held';
import { fitWidth } from '../ui/fit';
import { drawPanel } from '../ui/panel';
import { COLORS, FONT, SERIF, seatColor } from '../ui/theme';
import type { Rect, RoomListLayout } from './layout';
import { pageAt, type RoomPage } from './paging';
import { isJoinable } from './roomOrder';
import { pageLabel, roomDetail } from './roomText';

/** What a row's buttons do. */
export interface RoomActions {
  watch(roomId: string): void;
  join(roomId: string): void;
}

/**
 * The open tables, live, a page at a time: one row per table (mode, host, what sets its rules
 * apart, seats and status) with Watch (Results once it is over) and, while it waits for players,
 * Join; the heading's ‹ › buttons turn the pages when there are more tables than rows. Rows come
 * in the order of roomOrder.ts. The page stays where the player put it while tables come and go,
 * and a redraw waits while a press is held, so that the press lands on what it started on.
 */
export class RoomList extends Phaser.GameObjects.Container {
  /** The index of the page's first row: what the page is remembered by (see paging.ts). */
  firstRow: number;
  /** Room ids on the page shown, top to bottom. */
  shown: string[] = [];
  private readonly rows: Phaser.GameObjects.Container;
  private readonly title: Phaser.GameObjects.Text;
  private readonly dot: Phaser.GameObjects.Arc;
  private readonly status: Phaser.GameObjects.Text;
  private readonly prevButton: Button;
  private readonly nextButton: Button;
  private readonly pageText: Phaser.GameObjects.Text;
  private pulse: Phaser.Tweens.Tween | null = null;
  private rooms: RoomListing[] = [];
  private online = false;
  /** A redraw is waiting for a held press to be let go (whenReleased). */
  private pending = false;

  constructor(
    scene: Phaser.Scene,
    private r: Rect,
    private L: RoomListLayout,
    private u: number,
    private rh: number,
    firstRow: number,
    private actions: RoomActions,
  ) {
    super(scene, 0, 0);
    scene.add.existing(this);
    this.firstRow = firstRow;
    const { x, w } = r;
    const fs = Math.round(rh * 0.4);
    this.title = scene.add
      .text(x + L.pad, L.headY, 'Open tables', { fontFamily: SERIF, fontStyle: 'bold', fontSize: `${Math.round(rh * 0.5)}px`, color: COLORS.goldText })
      .setOrigin(0, 0.5);
    this.dot = scene.add.circle(x + w - L.pad - 6 * u, L.headY, 5 * u, COLORS.danger);
    this.status = scene.add
      .text(x + w - L.pad - 16 * u, L.headY, '', { fontFamily: FONT, fontSize: `${Math.round(fs * 0.8)}px`, color: COLORS.dim })
      .setOrigin(1, 0.5);
    const pageButton = (key: string, label: string, step: number) =>
      new Button(scene, 0, L.headY, {
        width: L.pager,
        height: L.pager,
        label,
        fontSize: Math.round(L.pager * 0.6),
        style: 'ghost',
        key,
        onClick: () => this.turn(step),
      });
    this.prevButton = pageButton('lobby:rooms:prev', '‹', -1);
    this.nextButton = pageButton('lobby:rooms:next', '›', 1);
    this.pageText = scene.add.text(0, L.headY, '', { fontFamily: FONT, fontSize: `${Math.round(fs * 0.9)}px`, color: COLORS.text }).setOrigin(0.5);
    this.rows = scene.add.container(0, 0);
    this.add([this.title, this.dot, this.status, this.prevButton, this.pageText, this.nextButton, this.rows]);
  }

  /** Shows `rooms` (in the list's order) on the page kept, once no press is held. */
  draw(rooms: RoomListing[], online: boolean) {
    this.rooms = rooms;
    this.online = online;
    if (this.pending) return; // the waiting redraw will show these
    this.pending = true;
    whenReleased(this.scene, () => {
      // the list may have been laid out anew (and this one destroyed) meanwhile
      if (this.scene) this.render();
    });
  }

  private turn(step: number) {
    this.firstRow = pageAt(this.rooms.length, this.L.perPage, this.firstRow + step * this.L.perPage).first;
    this.render();
  }

  private render() {
    this.pending = false;
    const { L, rooms } = this;
    const page = pageAt(rooms.length, L.perPage, this.firstRow);
    this.firstRow = page.first;
    const shown = rooms.slice(page.first, page.first + page.count);
    this.shown = shown.map((r) => r.roomId);
    this.drawStatus();
    this.drawPager(page);
    this.rows.removeAll(true);
    const { x, w } = this.r;
    if (rooms.length === 0) {
      const empty = this.online ? 'No open tables yet. Create one, or come back when someone has.' : 'Reaching the server…';
      this.rows.add(
        this.scene.add.text(x + L.pad, L.rowsY + this.rh * 0.3, empty, {
          fontFamily: FONT,
          fontSize: `${Math.round(this.rh * 0.4)}px`,
          color: COLORS.muted,
          wordWrap: { width: w - L.pad * 2 },
        }),
      );
    }
    shown.forEach((listing, i) => this.drawRow(listing, x + L.pad, L.rowsY + i * (L.rowH + L.rowGap), w - L.pad * 2, L.rowH));
  }

  /** The live dot (pulsing while connected) and its word. */
  private drawStatus() {
    this.dot.setFillStyle(this.online ? COLORS.ok : COLORS.danger);
    this.status.setText(this.online ? 'live' : 'connecting…');
    if (this.online && !this.pulse) this.pulse = loop(this.scene, this.dot, { alpha: 0.3 }, 900);
    if (!this.online && this.pulse) {
      this.pulse.stop();
      this.pulse = null;
      this.dot.setAlpha(1);
    }
  }

  /**
   * The ‹ page › group, right of the title and left of the live dot, only when there is more
   * than one page. The page's words get the room of the widest of them, so that the buttons stay
   * under the finger while the pages turn.
   */
  private drawPager(page: RoomPage) {
    const { L, u } = this;
    const paged = page.pages > 1;
    let titleRoom = this.status.x - this.status.width - 12 * u - this.title.x;
    this.prevButton.setVisible(paged);
    this.nextButton.setVisible(paged);
    this.pageText.setVisible(paged);
    if (paged) {
      const total = this.rooms.length;
      let textW = 0;
      for (let p = 0; p < page.pages; p++) {
        const at = pageAt(total, L.perPage, p * L.perPage);
        textW = Math.max(textW, this.pageText.setText(pageLabel(at.first, at.count, total)).width);
      }
      this.pageText.setText(pageLabel(page.first, page.count, total));
      const nextX = this.status.x - this.status.width - 12 * u - L.pager / 2;
      const textX = nextX - L.pager / 2 - 8 * u - textW / 2;
      const prevX = textX - textW / 2 - 8 * u - L.pager / 2;
      this.nextButton.setPosition(nextX, L.headY).setEnabled(page.index < page.pages - 1);
      this.pageText.setPosition(textX, L.headY);
      this.prevButton.setPosition(prevX, L.headY).setEnabled(page.index > 0);
      titleRoom = prevX - L.pager / 2 - 12 * u - this.title.x;
    }
    this.title.setScale(1);
    fitWidth(this.title, titleRoom, 0.6);
  }

  private drawRow(listing: RoomListing, x: number, y: number, w: number, h: number) {
    const { scene, u } = this;
    const md = listing.metadata!;
    const over = md.phase === 'over';
    const joinable = isJoinable(md);
    // A finished table reads as such: greyed, "Finished", and its button shows the results.
    const c = scene.add.container(0, 0).setAlpha(over ? 0.6 : 1);
    this.rows.add(c);
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
    fitWidth(title, room, 0.6);
    c.add(title);
    if (md.rules) this.addRules(c, md.rules, title, room - title.displayWidth - 8 * u, fs);
    const detail = scene.add.text(x + 14 * u, y + h * 0.56, roomDetail(md), { fontFamily: FONT, fontSize: `${Math.round(fs * 0.82)}px`, color: COLORS.dim });
    fitWidth(detail, room, 0.6);
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
    this.rows.add(watch);
    if (joinable) {
      this.rows.add(
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
    fitWidth(rules, left, 0.6);
    if (left > 0 && rules.displayWidth <= left) c.add(rules);
    else rules.destroy();
  }
}
