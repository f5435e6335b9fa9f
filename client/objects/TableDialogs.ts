import type Phaser from 'phaser';
import { CardModal, type ModalCard } from './CardModal';
import { drawLeaveQuestion } from './TableMenu';

/**
 * What opens over a table and closes with Esc or a press outside: the table menu, or one modal
 * window at a time (a pile's cards, a question). Opening one closes the other.
 */
export class TableDialogs {
  private modal: Phaser.GameObjects.Container | null = null;
  private menu: Phaser.GameObjects.Container | null = null;

  constructor(
    private readonly scene: Phaser.Scene,
    /** Hides whatever tooltip shows (a window covers the card it was about). */
    private readonly hideTooltip: () => void,
  ) {}

  /** Forgets what was open (the scene was cleared, destroying it). */
  reset() {
    this.modal = null;
    this.menu = null;
  }

  /** Opens the menu `build` makes, or closes it when it is open. */
  toggleMenu(build: () => Phaser.GameObjects.Container) {
    if (this.menu) {
      this.menu.destroy();
      this.menu = null;
      return;
    }
    this.menu = build();
  }

  /** A modal window: a shade over the table (a press on it closes the window) and what `fill` adds; the window. */
  show(W: number, H: number, u: number, fill: (c: Phaser.GameObjects.Container, u: number) => void): Phaser.GameObjects.Container {
    this.close();
    const c = this.scene.add.container(0, 0).setDepth(4000);
    const shade = this.scene.add.rectangle(W / 2, H / 2, W, H, 0x000000, 0.55).setInteractive();
    shade.on('pointerup', () => this.close());
    c.add(shade);
    fill(c, u);
    this.modal = c;
    return c;
  }

  /** Asks before leaving a running game: Stay closes the question, Leave calls `leave`. */
  askToLeave(W: number, H: number, u: number, leave: () => void) {
    this.show(W, H, u, (c) => drawLeaveQuestion(this.scene, c, W, H, u, () => this.close(), leave));
  }

  /** A pile's cards in a window (public piles: discard, Trash). */
  inspect(u: number, title: string, subtitle: string, cards: ModalCard[]) {
    this.close();
    this.modal = new CardModal(this.scene, u, title, subtitle, cards, () => this.close());
  }

  /** Closes the menu, else the modal window; whether anything was open. */
  close(): boolean {
    this.hideTooltip();
    if (this.menu) {
      this.menu.destroy();
      this.menu = null;
      return true;
    }
    if (!this.modal) return false;
    this.modal.destroy();
    this.modal = null;
    return true;
  }

  /** Whether `panel` (from `show`) is the modal window open now. */
  showing(panel: Phaser.GameObjects.Container): boolean {
    return this.modal === panel;
  }

  get modalOpen(): boolean {
    return this.modal !== null;
  }
}
