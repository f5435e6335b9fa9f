import Phaser from 'phaser';

const MODES = [
  { name: 'Trash Poker', line: 'Build your deck by trashing cards, play the best poker hand.' },
  { name: 'Poker+', line: 'Roll the dice, build public poker hands in your playfield.' },
  { name: 'Trash', line: 'The children’s classic: fill ace to ten first.' },
];

/** The title screen: the game's name and the three modes. */
export class MainMenu extends Phaser.Scene {
  constructor() {
    super('MainMenu');
  }

  create() {
    this.layout();
    this.scale.on('resize', () => {
      this.children.removeAll(true);
      this.layout();
    });
  }

  private layout() {
    const { width, height } = this.scale;
    const unit = Math.min(width, height) / 20;
    this.add
      .text(width / 2, height * 0.28, 'Trash Poker', {
        fontFamily: 'Georgia, serif',
        fontSize: `${Math.round(unit * 2.6)}px`,
        color: '#f6e7b0',
        stroke: '#3a2a00',
        strokeThickness: Math.max(2, unit / 5),
      })
      .setOrigin(0.5);
    MODES.forEach((mode, i) => {
      const y = height * 0.48 + i * unit * 2.6;
      this.add
        .text(width / 2, y, mode.name, { fontFamily: 'Georgia, serif', fontSize: `${Math.round(unit * 1.3)}px`, color: '#ffffff' })
        .setOrigin(0.5);
      this.add
        .text(width / 2, y + unit * 1.1, mode.line, { fontFamily: 'sans-serif', fontSize: `${Math.round(unit * 0.6)}px`, color: '#9fc7b4' })
        .setOrigin(0.5);
    });
  }
}
