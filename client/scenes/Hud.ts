import Phaser from 'phaser';
import { loop } from '../anim/tween';
import type { ConnectionStatus } from '../net/TableConnection';
import { Button } from '../objects/Button';
import { Toast, type ToastKind } from '../objects/Toast';
import { noteTrail } from '../testHook';
import { FONT, unitOf } from '../ui/theme';

/**
 * Always on top of the other scenes: toasts (errors from the server, notices) and the
 * connection notice, so messages survive scene changes.
 */
export class Hud extends Phaser.Scene {
  private toasts: Toast[] = [];
  private notice: Phaser.GameObjects.Container | null = null;

  constructor() {
    super('Hud');
  }

  /** The Hud of a game. */
  static of(scene: Phaser.Scene): Hud {
    return scene.scene.get('Hud') as Hud;
  }

  create() {
    this.scale.on('resize', () => this.restack(false));
  }

  private get unit() {
    return unitOf(this.scale.width, this.scale.height);
  }

  toast(message: string, kind: ToastKind = 'info', ms = 3800) {
    if (!this.sys.isActive()) return;
    noteTrail(`toast ${kind}: ${message}`);
    this.scene.bringToTop();
    const toast = new Toast(this, message, kind, this.unit, Math.min(this.scale.width * 0.8, 640 * this.unit));
    toast.setDepth(10).setAlpha(0);
    this.toasts.unshift(toast);
    if (this.toasts.length > 4) this.toasts.pop()!.destroy();
    this.restack(true);
    this.tweens.add({ targets: toast, alpha: 1, duration: 160 });
    this.time.delayedCall(ms, () => {
      this.tweens.add({
        targets: toast,
        alpha: 0,
        y: toast.y - 10 * this.unit,
        duration: 250,
        onComplete: () => {
          this.toasts = this.toasts.filter((t) => t !== toast);
          toast.destroy();
          this.restack(true);
        },
      });
    });
  }

  private restack(animate: boolean) {
    let y = 14 * this.unit;
    for (const t of this.toasts) {
      const ty = y + t.boxHeight / 2;
      if (t.y === 0) t.setPosition(this.scale.width / 2, ty - 20 * this.unit);
      t.x = this.scale.width / 2;
      if (animate) this.tweens.add({ targets: t, y: ty, duration: 220, ease: 'Back.easeOut' });
      else t.y = ty;
      y += t.boxHeight + 8 * this.unit;
    }
  }

  /** Tells a table's connection status: a notice while reconnecting, and a way to the lobby once it is lost. */
  tableStatus(status: ConnectionStatus, detail: string, toLobby: () => void) {
    if (status === 'online') {
      this.connection(null);
      if (detail) this.toast(detail, 'success', 2000);
    } else if (status === 'reconnecting') this.connection(detail);
    else this.connection('The connection to the table was lost and could not be restored.', toLobby);
  }

  /** Copies a table's code for the player to send to a friend (or shows it where copying is refused). */
  copyTableCode(code: string) {
    void navigator.clipboard?.writeText(code).then(
      () => this.toast('Code copied: send it to a friend.', 'success', 2000),
      () => this.toast(`The code is ${code}`, 'info'),
    );
  }

  /** Shows (or with null hides) the connection notice; `onLobby` adds a way out. */
  connection(message: string | null, onLobby?: () => void) {
    this.notice?.destroy();
    this.notice = null;
    if (!message) return;
    this.scene.bringToTop();
    const u = this.unit;
    const { width, height } = this.scale;
    const c = this.add.container(width / 2, height / 2).setDepth(20);
    const shade = this.add.rectangle(0, 0, width, height, 0x000000, 0.45).setInteractive();
    const text = this.add
      .text(0, -20 * u, message, {
        fontFamily: FONT,
        fontStyle: 'bold',
        fontSize: `${Math.round(18 * u)}px`,
        color: '#ffffff',
        align: 'center',
        wordWrap: { width: Math.min(width * 0.8, 520 * u) },
      })
      .setOrigin(0.5);
    const w = Math.max(text.width + 60 * u, 340 * u);
    const h = text.height + (onLobby ? 110 : 60) * u;
    const bg = this.add.graphics();
    bg.fillStyle(0x0b2219, 0.98);
    bg.fillRoundedRect(-w / 2, -h / 2 - 10 * u, w, h, 14 * u);
    bg.lineStyle(3 * u, 0xf2c94c, 1);
    bg.strokeRoundedRect(-w / 2, -h / 2 - 10 * u, w, h, 14 * u);
    c.add([shade, bg, text]);
    if (onLobby) {
      text.setY(-h / 2 + 20 * u + text.height / 2);
      const b = new Button(this, 0, h / 2 - 45 * u, {
        width: 200 * u,
        height: 44 * u,
        label: 'Back to lobby',
        style: 'primary',
        key: 'notice:lobby',
        onClick: onLobby,
      });
      c.add(b);
    } else {
      text.setY(-10 * u);
      const dots = this.add
        .text(0, text.y + text.height / 2 + 16 * u, '●  ●  ●', { fontFamily: FONT, fontSize: `${Math.round(14 * u)}px`, color: '#f2c94c' })
        .setOrigin(0.5);
      loop(this, dots, { alpha: 0.25 }, 500);
      c.add(dots);
    }
    this.notice = c;
  }
}
