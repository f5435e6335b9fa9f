import Phaser from 'phaser';
import type { Rect } from '../modes/layout';
import { Button } from './Button';

export interface SeatOffer {
  seat: number;
  rect: Rect;
}

/**
 * A spectator's offers to take over bots' seats: a "Take this seat" button where each seat's
 * table says there is room for it (the server checks the seat is still a bot's when the message
 * arrives). The table draws again at every patch, and a bots' game patches often: a button that
 * stays where it was is kept, not made anew, since a new button takes input only from the next
 * frame and a press landing in between would be lost.
 */
export class SeatOffers extends Phaser.GameObjects.Container {
  private readonly buttons = new Map<number, { button: Button; rect: Rect }>();

  constructor(
    scene: Phaser.Scene,
    private readonly onTake: (seat: number) => void,
  ) {
    super(scene, 0, 0);
    this.setDepth(1500);
    scene.add.existing(this);
  }

  /** Shows exactly `offers`: buttons of seats no longer offered, or moved, go; new ones come. */
  show(offers: readonly SeatOffer[]) {
    const wanted = new Map(offers.map((o) => [o.seat, o.rect]));
    for (const [seat, { button, rect }] of this.buttons) {
      const now = wanted.get(seat);
      if (now && sameRect(now, rect)) continue;
      button.destroy();
      this.buttons.delete(seat);
    }
    for (const { seat, rect: r } of offers) {
      if (this.buttons.has(seat)) continue;
      const button = new Button(this.scene, r.x + r.w / 2, r.y + r.h / 2, {
        width: r.w,
        height: r.h,
        label: 'Take this seat',
        icon: 'icon-bot',
        style: 'primary',
        key: `seat:take:${seat}`,
        onClick: () => this.onTake(seat),
      });
      this.add(button);
      this.buttons.set(seat, { button, rect: { ...r } });
    }
  }
}

function sameRect(a: Rect, b: Rect): boolean {
  return a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h;
}
