/**
 * Explanations in place (issue 15.4): a refused move's reason, as the engine wrote it, in a
 * bubble where the player pressed, not only in a toast; and a press on a card that cannot be
 * chosen now asks the server to try it, so the engine's refusal says why.
 */
import Phaser from 'phaser';
import { drawPanel } from '../ui/panel';
import { COLORS, FONT, fontPx, unitOf } from '../ui/theme';
import { CardSprite } from './CardSprite';

const SHOW_MS = 4200;
const DEPTH = 4500;
const notes = new WeakMap<Phaser.Scene, Phaser.GameObjects.Container>();

/** Shows `message` in a bubble just above (x, y), kept on the canvas; one at a time per scene. */
export function showRefusalAt(scene: Phaser.Scene, message: string, x: number, y: number): void {
  notes.get(scene)?.destroy();
  const { width: W, height: H } = scene.scale;
  const u = unitOf(W, H);
  const pad = 10 * u;
  const text = scene.add.text(pad, pad, message, {
    fontFamily: FONT,
    fontSize: `${fontPx(u, 14)}px`,
    color: COLORS.text,
    wordWrap: { width: Math.min(320 * u, W * 0.4) },
  });
  const w = text.width + 2 * pad;
  const h = text.height + 2 * pad;
  const g = scene.add.graphics();
  drawPanel(g, 0, 0, w, h, u, { fill: 0x3a1414, alpha: 0.95, line: COLORS.danger, lineWidth: 2 * u });
  const left = Phaser.Math.Clamp(x - w / 2, 4 * u, W - w - 4 * u);
  const top = y - h - 14 * u >= 4 * u ? y - h - 14 * u : Math.min(y + 14 * u, H - h - 4 * u);
  const note = scene.add.container(left, top, [g, text]).setDepth(DEPTH);
  notes.set(scene, note);
  scene.tweens.add({ targets: note, alpha: 0, delay: SHOW_MS, duration: 400, onComplete: () => note.destroy() });
}

interface ViewWithLegal {
  legal?: { type: string; card?: string }[];
}

/** The top-most card sprite showing `id`-bearing face at (x, y). */
function cardAt(scene: Phaser.Scene, x: number, y: number): CardSprite | null {
  let found: CardSprite | null = null;
  const visit = (o: Phaser.GameObjects.GameObject) => {
    if (o instanceof CardSprite && o.visible && o.cardId && o.getBounds().contains(x, y)) found = o;
    const list = (o as unknown as { list?: Phaser.GameObjects.GameObject[] }).list;
    if (Array.isArray(list) && !(o instanceof CardSprite)) list.forEach(visit);
  };
  scene.children.list.forEach(visit);
  return found;
}

/**
 * A press that reaches nothing interactive but lands on a card, while the player is choosing
 * cards (a legal action is `{ type, card }`), sends that choice for this card: the server
 * refuses it with the engine's reason, which `showRefusalAt` then puts by the card. The client's
 * own copy of the rules cannot say it: the reasons come from `checkAction` on the whole state, and
 * a Trash Poker state cannot be drawn from a view without the joker pool the table keeps from
 * every client (TableSettings.options).
 */
export function explainUnchoosableCards(scene: Phaser.Scene, view: () => unknown, send: (action: { type: string; card: string }) => void): void {
  scene.input.on('pointerup', (p: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[]) => {
    if (over.length > 0) return;
    // The step's way of choosing a card (a pick rather than taking one back).
    const choices = ((view() as ViewWithLegal | null)?.legal ?? []).filter((a) => a.card !== undefined && Object.keys(a).length === 2);
    const choice = choices.find((a) => a.type !== 'unpick') ?? choices[0];
    if (!choice) return;
    const card = cardAt(scene, p.x, p.y);
    if (card?.cardId) send({ type: choice.type, card: card.cardId });
  });
}
