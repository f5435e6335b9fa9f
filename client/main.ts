import Phaser from 'phaser';
import { MainMenu } from './scenes/MainMenu';

new Phaser.Game({
  type: Phaser.AUTO,
  parent: 'game',
  backgroundColor: '#0b2a20',
  scale: { mode: Phaser.Scale.RESIZE, width: window.innerWidth, height: window.innerHeight },
  scene: [MainMenu],
});
