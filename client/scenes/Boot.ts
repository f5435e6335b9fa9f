import Phaser from 'phaser';

/** Starts the always-on-top Hud and hands over to the Preloader. */
export class Boot extends Phaser.Scene {
  constructor() {
    super('Boot');
  }

  create() {
    this.scene.launch('Hud');
    this.scene.start('Preloader');
  }
}
