import Phaser from 'phaser';

/** Starts the always-on-top Hud and the tutorial coach (idle off tutorial tables), then the Preloader. */
export class Boot extends Phaser.Scene {
  constructor() {
    super('Boot');
  }

  create() {
    this.scene.launch('Hud');
    this.scene.launch('Coach');
    this.scene.start('Preloader');
  }
}
