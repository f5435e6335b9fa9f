import Phaser from 'phaser';
import { ensureFace, paintFurniture } from '../art/textures';
import { wake } from '../frameRate';
import { allFaces } from '../modes/faces';
import { TABLE_SCENES } from '../modes/registry';
import { TableConnection } from '../net/TableConnection';
import { lastResults } from '../net/lastResults';
import { openReplay, replayIdOf } from '../replay/open';
import { COLORS, FONT, SERIF, unitOf } from '../ui/theme';

/**
 * Paints every texture (card faces at this screen's pixel density, chips, markers, icons) a few
 * per frame behind a progress bar, then returns a reloaded tab to its table or opens the lobby.
 */
export class Preloader extends Phaser.Scene {
  private bar!: Phaser.GameObjects.Graphics;
  private status!: Phaser.GameObjects.Text;

  constructor() {
    super('Preloader');
  }

  create() {
    const { width, height } = this.scale;
    const u = unitOf(width, height);
    this.add
      .text(width / 2, height * 0.4, 'Trash Poker', { fontFamily: SERIF, fontStyle: 'bold', fontSize: `${Math.round(54 * u)}px`, color: COLORS.goldText })
      .setOrigin(0.5)
      .setStroke('#3a2a00', 6 * u);
    this.status = this.add
      .text(width / 2, height * 0.58, 'Shuffling the decks…', { fontFamily: FONT, fontSize: `${Math.round(16 * u)}px`, color: COLORS.dim })
      .setOrigin(0.5);
    this.bar = this.add.graphics();
    const faces = allFaces();
    let i = 0;
    const total = faces.length + 1;
    const drawBar = (done: number) => {
      const w = Math.min(width * 0.6, 420 * u);
      const h = 14 * u;
      const x = width / 2 - w / 2;
      const y = height * 0.5;
      this.bar.clear();
      this.bar.fillStyle(0x000000, 0.4).fillRoundedRect(x, y, w, h, h / 2);
      this.bar.fillStyle(COLORS.gold, 1).fillRoundedRect(x, y, Math.max(h, (w * done) / total), h, h / 2);
    };
    drawBar(0);
    const step = () => {
      // A few faces a frame: at every frame, not at the idle loop's few a second.
      wake();
      const start = performance.now();
      if (i === 0) {
        paintFurniture(this.textures);
        i++;
      }
      while (i - 1 < faces.length && performance.now() - start < 12) {
        ensureFace(this.textures, faces[i - 1]);
        i++;
      }
      drawBar(i);
      if (i - 1 < faces.length) this.time.delayedCall(0, step);
      else void this.finish();
    };
    this.time.delayedCall(0, step);
  }

  private async finish() {
    // A replay link opens the viewer directly.
    const replayId = replayIdOf(location.pathname);
    if (replayId) {
      this.status.setText('Loading the replay…');
      return openReplay(this, replayId);
    }
    this.status.setText('Looking for your table…');
    // Reloaded on the results: show them again (their table may have closed since).
    const results = lastResults();
    if (results) {
      TableConnection.forget();
      this.scene.start('Results', results);
      return;
    }
    const table = await TableConnection.resume();
    if (table) this.scene.start(TABLE_SCENES[table.mode]);
    else this.scene.start('Lobby');
  }
}
