import Phaser from 'phaser';
import { CARD_RATIO } from '../art/cards';
import { Button } from './Button';
import { CardSprite } from './CardSprite';
import { drawPanel } from '../ui/panel';
import { COLORS, FONT, SERIF } from '../ui/theme';

export interface ModalCard {
  id: string | null;
  face: string | null;
  owner: number | null;
}

/**
 * A window's frame: a gold-edged panel that keeps clicks inside it, a title, a subtitle and a
 * Close button (Esc). `top` is where the window's own content starts.
 */
export function modalFrame(
  scene: Phaser.Scene,
  u: number,
  r: { x: number; y: number; w: number; h: number },
  title: string,
  subtitle: string,
  onClose: () => void,
): { items: Phaser.GameObjects.GameObject[]; top: number } {
  const g = scene.add.graphics();
  drawPanel(g, r.x, r.y, r.w, r.h, u, { alpha: 1, line: COLORS.gold, lineWidth: 3 * u });
  const blocker = scene.add.zone(r.x + r.w / 2, r.y + r.h / 2, r.w, r.h).setInteractive();
  const t = scene.add.text(r.x + 20 * u, r.y + 16 * u, title, {
    fontFamily: SERIF,
    fontStyle: 'bold',
    fontSize: `${Math.round(22 * u)}px`,
    color: COLORS.goldText,
  });
  const st = scene.add.text(r.x + 20 * u, r.y + 16 * u + t.height + 2 * u, subtitle, {
    fontFamily: FONT,
    fontSize: `${Math.round(14 * u)}px`,
    color: COLORS.dim,
    wordWrap: { width: r.w - 200 * u },
  });
  const close = new Button(scene, r.x + r.w - 70 * u, r.y + 32 * u, {
    width: 110 * u,
    height: 40 * u,
    label: 'Close',
    hint: 'Esc',
    key: 'modal:close',
    onClick: onClose,
  });
  return { items: [g, blocker, t, st, close], top: r.y + 30 * u + t.height + st.height };
}

/** A window over the table that lays out a whole pile (a public discard pile or Trash) to read. */
export class CardModal extends Phaser.GameObjects.Container {
  constructor(scene: Phaser.Scene, unit: number, title: string, subtitle: string, cards: ModalCard[], onClose: () => void) {
    super(scene, 0, 0);
    const { width: W, height: H } = scene.scale;
    const u = unit;
    const shade = scene.add.rectangle(W / 2, H / 2, W, H, 0x000000, 0.6).setInteractive();
    shade.on('pointerup', onClose);
    const pw = Math.min(W * 0.9, 1100 * u);
    const ph = Math.min(H * 0.86, 720 * u);
    const px = (W - pw) / 2;
    const py = (H - ph) / 2;
    this.add(shade);
    const frame = modalFrame(scene, u, { x: px, y: py, w: pw, h: ph }, title, subtitle, onClose);
    this.add(frame.items);
    // Cards in a grid as large as fits.
    const top = frame.top;
    const areaW = pw - 40 * u;
    const areaH = ph - (top - py) - 20 * u;
    const n = Math.max(1, cards.length);
    let ch = Math.min(170 * u, areaH);
    for (; ch > 30 * u; ch *= 0.93) {
      const cw = ch * CARD_RATIO;
      const perRow = Math.max(1, Math.floor((areaW + 8 * u) / (cw * 0.62 + 8 * u)));
      const rows = Math.ceil(n / perRow);
      if (rows * (ch + 10 * u) <= areaH) break;
    }
    const cw = ch * CARD_RATIO;
    const step = cw * 0.62 + 8 * u;
    const perRow = Math.max(1, Math.floor((areaW + 8 * u) / step));
    cards.forEach((c, i) => {
      const col = i % perRow;
      const row = Math.floor(i / perRow);
      const card = new CardSprite(scene, px + 20 * u + cw / 2 + col * step, top + ch / 2 + row * (ch + 10 * u), ch, c.face, c.face !== null);
      card.setCard(c.id, c.face, c.owner);
      this.add(card);
    });
    if (cards.length === 0) {
      this.add(
        scene.add
          .text(px + pw / 2, top + areaH / 2, 'No cards here yet.', { fontFamily: FONT, fontSize: `${Math.round(18 * u)}px`, color: COLORS.muted })
          .setOrigin(0.5),
      );
    }
    this.setDepth(4000);
    this.setAlpha(0);
    scene.add.existing(this);
    scene.tweens.add({ targets: this, alpha: 1, duration: 140 });
  }
}
