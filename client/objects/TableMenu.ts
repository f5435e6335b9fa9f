import Phaser from 'phaser';
import type { TablePhase } from '../../shared/protocol/messages';
import { repaintFaces } from '../art/textures';
import { MENU_HELP, MENU_ROWS, type MenuAction, menuItems } from '../modes/tableShell';
import { settings, SPEED_LABEL, SPEEDS } from '../settings';
import { drawPanel } from '../ui/panel';
import { COLORS, FONT } from '../ui/theme';
import { Button } from './Button';

/** The table's own menu actions (the display settings the menu applies itself). */
export type TableAction = Exclude<MenuAction, 'speed' | 'four-colour' | 'sound'>;

/** Applies a display setting chosen in the menu; false for an action that is the table's. */
function applySetting(scene: Phaser.Scene, action: MenuAction): action is Exclude<MenuAction, TableAction> {
  switch (action) {
    case 'speed':
      settings.speed = SPEEDS[(SPEEDS.indexOf(settings.speed) + 1) % SPEEDS.length];
      return true;
    case 'four-colour':
      settings.fourColour = !settings.fourColour;
      repaintFaces(scene.textures);
      return true;
    case 'sound':
      settings.muted = !settings.muted;
      return true;
    default:
      return false;
  }
}

/**
 * The table menu (⚙): a panel under the top bar's right end, one button per entry of
 * `menuItems` in its row, and the keys help below them. It applies the display settings itself
 * (then `onSetting`, to show the new value) and hands the table's own actions to `onPick`.
 */
export class TableMenu extends Phaser.GameObjects.Container {
  constructor(
    scene: Phaser.Scene,
    at: { right: number; top: number; u: number },
    table: { seat: number | null; phase: TablePhase | null },
    on: { pick: (action: TableAction) => void; setting: () => void },
  ) {
    super(scene, 0, 0);
    const { right, top, u } = at;
    const items = menuItems({ speedLabel: SPEED_LABEL[settings.speed], fourColour: settings.fourColour, muted: settings.muted, ...table });
    const w = 280 * u;
    const bh = 42 * u;
    const x = right - w;
    const g = scene.add.graphics();
    drawPanel(g, x, top, w, bh * MENU_ROWS + 104 * u, u, { alpha: 1, line: COLORS.gold });
    this.add(g);
    this.add(
      scene.add.text(x + 14 * u, top + 32 * u + bh * MENU_ROWS, MENU_HELP, {
        fontFamily: FONT,
        fontSize: `${Math.round(12 * u)}px`,
        color: COLORS.dim,
        wordWrap: { width: w - 28 * u },
      }),
    );
    for (const item of items) {
      this.add(
        new Button(scene, x + w / 2, top + 12 * u + bh / 2 + item.row * (bh + 2 * u), {
          width: w - 20 * u,
          height: bh,
          label: item.label,
          key: item.key,
          style: item.danger ? 'danger' : 'normal',
          onClick: () => (applySetting(scene, item.action) ? on.setting() : on.pick(item.action)),
        }),
      );
    }
    this.setDepth(3500);
    scene.add.existing(this);
  }
}

/** The question before leaving a running game, with Stay and Leave, drawn into `c` (a modal). */
export function drawLeaveQuestion(
  scene: Phaser.Scene,
  c: Phaser.GameObjects.Container,
  W: number,
  H: number,
  u: number,
  onStay: () => void,
  onLeave: () => void,
) {
  const pw = Math.min(W * 0.8, 520 * u);
  const ph = 170 * u;
  const g = scene.add.graphics();
  drawPanel(g, (W - pw) / 2, (H - ph) / 2, pw, ph, u, { alpha: 0.98, line: COLORS.gold, lineWidth: 3 * u });
  const question = scene.add
    .text(W / 2, (H - ph) / 2 + 40 * u, 'Leave the game? A bot plays your seat.', {
      fontFamily: FONT,
      fontStyle: 'bold',
      fontSize: `${Math.round(18 * u)}px`,
      color: COLORS.text,
    })
    .setOrigin(0.5);
  const by = (H + ph) / 2 - 45 * u;
  c.add([
    g,
    question,
    new Button(scene, W / 2 - 110 * u, by, { width: 190 * u, height: 46 * u, label: 'Stay', key: 'leave:stay', onClick: onStay }),
    new Button(scene, W / 2 + 110 * u, by, { width: 190 * u, height: 46 * u, label: 'Leave', style: 'danger', key: 'leave:confirm', onClick: onLeave }),
  ]);
}
