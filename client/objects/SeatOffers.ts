import Phaser from 'phaser';
import { offerLabel, type Rect, type SeatOffer } from '../modes/layout';
import { chooserLayout } from '../modes/tableShell';
import { drawPanel } from '../ui/panel';
import { COLORS, SERIF } from '../ui/theme';
import { Button } from './Button';

/**
 * A spectator's offers to take over bots' seats: a "Take Cleo's seat" button (or one "Take a
 * seat" opening a chooser) where the table's picture places each, in its banner; the server checks
 * the seat is still a bot's when the message arrives. The table draws again at every patch, and a
 * bots' game patches often: a button that stays where it was is kept, not made anew, since a new
 * button takes input only from the next frame and a press landing in between would be lost.
 */
export class SeatOffers extends Phaser.GameObjects.Container {
  private readonly buttons = new Map<string, { button: Button; offer: SeatOffer }>();

  constructor(
    scene: Phaser.Scene,
    private readonly onTake: (seat: number) => void,
    /** Opens the chooser of several seats (`drawSeatChooser`). */
    private readonly onChoose: (seats: number[]) => void,
  ) {
    super(scene, 0, 0);
    this.setDepth(1500);
    scene.add.existing(this);
  }

  /** Shows exactly `offers`: buttons of offers gone, moved or changed go; new ones come. */
  show(offers: readonly SeatOffer[]) {
    const wanted = new Map(offers.map((o) => [o.key, o]));
    for (const [key, { button, offer }] of this.buttons) {
      const now = wanted.get(key);
      if (now && sameOffer(now, offer)) continue;
      button.destroy();
      this.buttons.delete(key);
    }
    for (const offer of offers) {
      if (this.buttons.has(offer.key)) continue;
      const r = offer.rect;
      const seats = [...offer.seats];
      const button = new Button(this.scene, r.x + r.w / 2, r.y + r.h / 2, {
        width: r.w,
        height: r.h,
        label: offer.label,
        style: 'primary',
        key: offer.key,
        onClick: () => (seats.length === 1 ? this.onTake(seats[0]) : this.onChoose(seats)),
      });
      this.add(button);
      this.buttons.set(offer.key, { button, offer: { ...offer, seats, rect: { ...r } } });
    }
  }
}

/**
 * The chooser of bots' seats, drawn into the modal window `c` on a W×H screen: a button per seat
 * (keys `seat:take:<seat>`, as the banner's own) and "Keep watching".
 */
export function drawSeatChooser(
  scene: Phaser.Scene,
  c: Phaser.GameObjects.Container,
  screen: { W: number; H: number; u: number; finger: number },
  seats: readonly number[],
  name: (seat: number) => string,
  on: { take: (seat: number) => void; cancel: () => void },
) {
  const L = chooserLayout(seats.length, screen.W, screen.H, screen.u, screen.finger);
  const u = screen.u;
  const g = scene.add.graphics();
  const p = L.panel;
  drawPanel(g, p.x, p.y, p.w, p.h, u, { alpha: 0.98, line: COLORS.gold, lineWidth: 3 * u });
  // Presses inside the panel stay in it (the shade around it closes the window).
  const blocker = scene.add.zone(p.x + p.w / 2, p.y + p.h / 2, p.w, p.h).setInteractive();
  const title = scene.add
    .text(L.title.x, L.title.y, 'Take a seat', { fontFamily: SERIF, fontStyle: 'bold', fontSize: `${L.title.size}px`, color: COLORS.goldText })
    .setOrigin(0.5);
  c.add([g, blocker, title]);
  const at = (r: Rect) => [r.x + r.w / 2, r.y + r.h / 2] as const;
  seats.forEach((seat, i) => {
    const r = L.seats[i];
    const label = offerLabel(name(seat));
    c.add(
      new Button(scene, ...at(r), {
        width: r.w,
        height: r.h,
        label,
        style: 'primary',
        key: `seat:take:${seat}`,
        onClick: () => on.take(seat),
      }),
    );
  });
  const r = L.cancel;
  c.add(new Button(scene, ...at(r), { width: r.w, height: r.h, label: 'Keep watching', style: 'ghost', key: 'seat:choose:cancel', onClick: on.cancel }));
}

function sameOffer(a: SeatOffer, b: SeatOffer): boolean {
  return a.label === b.label && a.seats.join() === b.seats.join() && sameRect(a.rect, b.rect);
}

function sameRect(a: Rect, b: Rect): boolean {
  return a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h;
}
