import Phaser from 'phaser';
import { tweenTo } from '../anim/tween';

/** The "shuffle" tile: gray side up, or turned to its coloured side when active. */
export class ShuffleTile extends Phaser.GameObjects.Container {
  active_ = false;
  private img: Phaser.GameObjects.Image;

  constructor(
    scene: Phaser.Scene,
    x: number,
    y: number,
    private size: number,
    active: boolean,
  ) {
    super(scene, x, y);
    this.img = scene.add.image(0, 0, active ? 'tile-active' : 'tile-gray').setDisplaySize(size, size);
    this.add(this.img);
    this.active_ = active;
    this.setSize(size, size);
    scene.add.existing(this);
  }

  set(active: boolean) {
    this.active_ = active;
    this.img.setTexture(active ? 'tile-active' : 'tile-gray').setDisplaySize(this.size, this.size);
  }

  /** Turns the tile over. */
  async turn(active: boolean): Promise<void> {
    await tweenTo(this.scene, this, { scaleX: 0, scaleY: 1.15 }, 160, { ease: 'Quad.easeIn' });
    this.set(active);
    await tweenTo(this.scene, this, { scaleX: 1, scaleY: 1 }, 260, { ease: 'Back.easeOut' });
  }
}
