import Phaser from 'phaser';
import type { Rect } from '../modes/layout';
import { Button } from './Button';

/**
 * A spectator's offers to take over bots' seats: a "Take this seat" button where each seat's
 * table says there is room for it (the server checks the seat is still a bot's when the message
 * arrives).
 */
export class SeatOffers extends Phaser.GameObjects.Container {
  constructor(scene: Phaser.Scene, offers: { seat: number; rect: Rect }[], onTake: (seat: number) => void) {
    super(scene, 0, 0);
    for (const { seat, rect: r } of offers) {
      this.add(
        new Button(scene, r.x + r.w / 2, r.y + r.h / 2, {
          width: r.w,
          height: r.h,
          label: 'Take this seat',
          icon: 'icon-bot',
          style: 'primary',
          key: `seat:take:${seat}`,
          onClick: () => onTake(seat),
        }),
      );
    }
    this.setDepth(1500);
    scene.add.existing(this);
  }
}
