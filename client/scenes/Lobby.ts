import Phaser from 'phaser';
import { loop } from '../anim/tween';
import { DIFFICULTY_NAMES } from '../../shared/engine/trash-poker/house-data';
import type { ModeId } from '../../shared/engine/types';
import type { JoinOptions } from '../../shared/protocol/messages';
import { Button } from '../objects/Button';
import { Choice, Stepper, Toggle } from '../objects/Controls';
import { TextField } from '../objects/TextField';
import { DIFFICULTIES, MODE_ORDER, TABLE_SCENES, houseSupported, maxHouses, modeInfo, modeOptions } from '../modes/registry';
import { LobbyConnection, type RoomListing } from '../net/LobbyConnection';
import { fetchProfile, type ProfileSummary } from '../net/profile';
import { ProfilePanel, profileFacts } from '../objects/ProfilePanel';
import { Tooltip } from '../objects/Tooltip';
import { TableConnection } from '../net/TableConnection';
import { settings, SPEEDS, SPEED_LABEL } from '../settings';
import { registerInfo, registerTarget } from '../testHook';
import { drawPanel } from '../ui/panel';
import { clearScene } from '../ui/clear';
import { COLORS, FONT, SERIF, seatColor, unitOf } from '../ui/theme';
import { Hud } from './Hud';
import { repaintFaces } from '../art/textures';

interface Form {
  mode: ModeId;
  seats: number;
  bots: number;
  private: boolean;
  turnTimer: number;
  botDelay: number;
  toggles: Record<string, boolean>;
  numbers: Record<string, number>;
  /** Trash Poker against the House: always with 1 seat, optional with more. */
  house: boolean;
  difficulty: string;
  houses: number;
}

const TIMERS = [
  { label: 'Off', value: '0' },
  { label: '30 s', value: '30' },
  { label: '60 s', value: '60' },
  { label: '2 min', value: '120' },
];

const BOT_PACE = [
  { label: 'Relaxed', value: '1400' },
  { label: 'Normal', value: '700' },
  { label: 'Quick', value: '250' },
];

/**
 * The lobby: your name, the three modes with their one-line description, a create form (seats,
 * bots, private, turn timer, bot pace, the mode's variants), the live list of open tables (join
 * or watch), and joining a private table by its code.
 */
export class Lobby extends Phaser.Scene {
  private form!: Form;
  private lobby!: LobbyConnection;
  private formLayer!: Phaser.GameObjects.Container;
  private listLayer!: Phaser.GameObjects.Container;
  private nameField!: TextField;
  private codeField!: TextField;
  private busy = false;
  private online = false;
  private profile: ProfileSummary | null = null;
  private profileLoading = true;
  private tooltip!: Tooltip;
  private layoutBox = { listX: 0, listY: 0, listW: 0, listH: 0, u: 1, rh: 40 };
  /** Where the create form goes: it may not run past `bottom` (its panel's lower edge). */
  private formBox = { x: 0, y: 0, w: 0, bottom: 0 };

  constructor() {
    super('Lobby');
  }

  create() {
    this.form = this.form ?? {
      mode: 'trash-poker',
      seats: 4,
      bots: 3,
      private: false,
      turnTimer: 60,
      botDelay: 700,
      toggles: {},
      numbers: {},
      house: false,
      difficulty: 'normal',
      houses: 1,
    };
    this.busy = false;
    this.scene.bringToTop('Hud');
    this.lobby = new LobbyConnection(
      () => this.drawList(),
      (ok) => {
        this.online = ok;
        this.drawList();
      },
    );
    void this.lobby.open();
    this.nameField = new TextField(this, { id: 'tp-name', placeholder: 'Your name', value: settings.name, onChange: (v) => (settings.name = v) });
    this.codeField = new TextField(this, { id: 'tp-code', placeholder: 'Table code', maxLength: 40, onEnter: (v) => void this.joinCode(v) });
    this.layout();
    this.scale.on('resize', this.layout, this);
    this.events.once('shutdown', () => {
      this.scale.off('resize', this.layout, this);
      this.lobby.close();
    });
    registerInfo(this, () => {
      const f = profileFacts(this.profile);
      return {
        rooms: this.lobby.list().map((r) => r.roomId),
        finished: this.lobby
          .list()
          .filter((r) => r.metadata?.phase === 'over')
          .map((r) => r.roomId),
        online: this.online,
        busy: this.busy,
        mode: this.form.mode,
        profile: this.profileLoading ? null : { name: this.profile?.name ?? null, jokers: f.jokers.length, achievements: f.achievements.length, best: f.best },
      };
    });
    this.profileLoading = settings.token !== null;
    void fetchProfile().then((p) => {
      this.profile = p;
      this.profileLoading = false;
      if (this.sys.isActive()) this.layout();
    });
  }

  private layout() {
    clearScene(this);
    const { width: W, height: H } = this.scale;
    const u = unitOf(W, H);
    const m = Math.round(22 * u);
    this.add.image(W / 2, H / 2, 'felt').setDisplaySize(W, H);
    this.tooltip = new Tooltip(this, u);
    const titleSize = Math.round(Math.min(46 * u, H * 0.07));
    const title = this.add
      .text(m, m, 'Trash Poker', { fontFamily: SERIF, fontStyle: 'bold', fontSize: `${titleSize}px`, color: COLORS.goldText })
      .setStroke('#3a2a00', 5 * u);
    this.add
      .text(m + title.width + 16 * u, m + titleSize * 0.55, 'deck-building poker, online', {
        fontFamily: FONT,
        fontSize: `${Math.round(15 * u)}px`,
        color: COLORS.dim,
      })
      .setOrigin(0, 0.5);
    this.decorate(W - m, m + titleSize * 0.62, titleSize * 0.8);

    const top = m + titleSize + 14 * u;
    const footer = 40 * u;
    const bottom = H - m - footer;
    const leftW = Math.round((W - 3 * m) * 0.53);
    const rightX = m * 2 + leftW;
    const rightW = W - rightX - m;
    // Right: the open tables above, the player's box lid below.
    const listH = Math.round((bottom - top) * 0.57);
    const g = this.add.graphics();
    drawPanel(g, m, top, leftW, bottom - top, u);
    drawPanel(g, rightX, top, rightW, listH, u);
    new ProfilePanel(
      this,
      { x: rightX, y: top + listH + m * 0.5, w: rightW, h: bottom - top - listH - m * 0.5 },
      u,
      this.profile,
      this.profileLoading,
      this.tooltip,
    );
    const rh = Math.round(Math.min(46 * u, (bottom - top) / 13.4));
    this.layoutBox = { listX: rightX, listY: top, listW: rightW, listH, u, rh };

    // Left: name, modes, options, create.
    const pad = 16 * u;
    const fs = Math.round(rh * 0.4);
    let y = top + pad;
    this.add.text(m + pad, y + rh * 0.5, 'Your name', { fontFamily: FONT, fontSize: `${fs}px`, color: COLORS.dim }).setOrigin(0, 0.5);
    this.nameField.setRect(m + pad + 110 * u, y + rh * 0.1, Math.min(leftW - 2 * pad - 110 * u, 320 * u), rh * 0.8, fs);
    y += rh * 1.1;
    this.formLayer = this.add.container(0, 0);
    this.formBox = { x: m + pad, y, w: leftW - 2 * pad, bottom: bottom - pad * 0.5 };
    this.redrawForm();

    // Right: open tables and join by code.
    this.listLayer = this.add.container(0, 0);
    this.drawList();
    const codeY = top + listH - pad * 0.6 - rh * 1.1;
    this.add.text(rightX + pad, codeY + rh / 2, 'Have a code?', { fontFamily: FONT, fontSize: `${fs}px`, color: COLORS.dim }).setOrigin(0, 0.5);
    const codeX = rightX + pad + 120 * u;
    const joinW = 110 * u;
    this.codeField.setRect(codeX, codeY + rh * 0.1, rightW - 2 * pad - 120 * u - joinW - 10 * u, rh * 0.8, fs);
    new Button(this, rightX + rightW - pad - joinW / 2, codeY + rh / 2, {
      width: joinW,
      height: rh * 0.86,
      label: 'Join',
      key: 'lobby:join-code',
      onClick: () => void this.joinCode(this.codeField.value),
    });

    // Footer: settings and profile.
    const fy = H - m - footer / 2;
    const bw = 220 * u;
    new Button(this, m + bw / 2, fy, {
      width: bw,
      height: footer * 0.9,
      label: `Animation: ${SPEED_LABEL[settings.speed]}`,
      style: 'ghost',
      key: 'settings:speed',
      onClick: () => {
        settings.speed = SPEEDS[(SPEEDS.indexOf(settings.speed) + 1) % SPEEDS.length];
        this.layout();
      },
    });
    new Button(this, m + bw * 1.5 + 10 * u, fy, {
      width: bw,
      height: footer * 0.9,
      label: `Four-colour suits: ${settings.fourColour ? 'On' : 'Off'}`,
      style: 'ghost',
      key: 'settings:four-colour',
      onClick: () => {
        settings.fourColour = !settings.fourColour;
        repaintFaces(this.textures);
        this.layout();
      },
    });
    new Button(this, m + bw * 2.5 + 20 * u, fy, {
      width: bw,
      height: footer * 0.9,
      label: `Sound: ${settings.muted ? 'Off' : 'On'}`,
      style: 'ghost',
      key: 'settings:sound',
      onClick: () => {
        settings.muted = !settings.muted;
        this.layout();
      },
    });
    // Rules reference (issue 15.3), for the mode chosen in the form; closing it comes back here.
    new Button(this, W - m - 70 * u, fy, {
      width: 140 * u,
      height: footer * 0.9,
      label: 'Rules',
      key: 'lobby:rules',
      onClick: () => this.scene.start('RulesReference', { mode: this.form.mode, returnTo: 'Lobby' }),
    });
  }

  /** A small fan of cards by the title. */
  private decorate(right: number, cy: number, size: number) {
    const keys = ['card-AS', 'card-j11', 'card-KH', 'card-7D', 'card-j05'];
    const h = size * 1.5;
    keys.forEach((k, i) => {
      if (!this.textures.exists(k)) return;
      const img = this.add.image(right - h * 0.45 - (keys.length - 1 - i) * h * 0.32, cy + h * 0.1, k).setDisplaySize(h * 0.714, h);
      img.setAngle((i - 2) * 8).setOrigin(0.5, 0.8);
      loop(this, img, { angle: img.angle + 3 }, 1600 + i * 120);
    });
  }

  /** Draws the form from `y` down; returns where it ends. */
  private drawForm(x: number, y: number, w: number, rh: number, u: number): number {
    const c = this.formLayer;
    c.removeAll(true);
    const f = this.form;
    const info = modeInfo(f.mode);
    // Mode tiles.
    const tileH = rh * 2.3;
    const gap = 10 * u;
    const tileW = (w - gap * 2) / 3;
    MODE_ORDER.forEach((id, i) => {
      const mi = modeInfo(id);
      const tx = x + i * (tileW + gap);
      const selected = id === f.mode;
      const tile = this.add.container(tx + tileW / 2, y + tileH / 2);
      const bg = this.add.graphics();
      drawPanel(bg, -tileW / 2, -tileH / 2, tileW, tileH, u, {
        fill: selected ? 0x1d5a43 : 0x0b2219,
        alpha: 0.95,
        line: selected ? COLORS.gold : COLORS.panelLine,
        lineWidth: selected ? 3 * u : 1.5 * u,
      });
      const name = this.add.text(-tileW / 2 + 10 * u, -tileH / 2 + 8 * u, mi.name, {
        fontFamily: SERIF,
        fontStyle: 'bold',
        fontSize: `${Math.round(rh * 0.46)}px`,
        color: selected ? COLORS.goldText : COLORS.text,
      });
      const players = this.add
        .text(tileW / 2 - 10 * u, -tileH / 2 + 8 * u + rh * 0.06, `${mi.minPlayers}–${mi.maxPlayers}`, {
          fontFamily: FONT,
          fontSize: `${Math.round(rh * 0.3)}px`,
          color: COLORS.dim,
        })
        .setOrigin(1, 0);
      const desc = this.add.text(-tileW / 2 + 10 * u, -tileH / 2 + 10 * u + rh * 0.55, mi.description, {
        fontFamily: FONT,
        fontSize: `${Math.round(rh * 0.29)}px`,
        color: COLORS.dim,
        wordWrap: { width: tileW - 20 * u },
      });
      if (desc.height > tileH - rh * 0.7) desc.setScale((tileH - rh * 0.7) / desc.height);
      tile.add([bg, name, players, desc]);
      tile.setSize(tileW, tileH).setInteractive({ useHandCursor: true });
      tile.on('pointerup', () => this.selectMode(id));
      registerTarget(this, `mode:${id}`, tile);
      c.add(tile);
    });
    let row = y + tileH + rh * 0.35;
    const cx = x + w / 2;
    const seats = new Stepper(this, cx, row + rh / 2, {
      label: 'Seats',
      width: w,
      height: rh,
      min: info.minPlayers,
      max: info.maxPlayers,
      value: f.seats,
      key: 'form:seats',
      onChange: (v) => {
        f.seats = v;
        f.bots = Math.min(f.bots, v - 1);
        if (v === 1) f.house = true;
        this.redrawForm();
      },
    });
    c.add(seats);
    row += rh;
    c.add(
      new Stepper(this, cx, row + rh / 2, {
        label: 'Bots (the rest are open seats)',
        width: w,
        height: rh,
        min: 0,
        max: f.seats - 1,
        value: f.bots,
        key: 'form:bots',
        onChange: (v) => {
          f.bots = v;
        },
      }),
    );
    row += rh;
    c.add(
      new Choice(this, cx, row + rh / 2, {
        label: 'Turn timer',
        width: w,
        height: rh,
        choices: TIMERS,
        value: String(f.turnTimer),
        key: 'form:timer',
        onChange: (v) => {
          f.turnTimer = Number(v);
          this.redrawForm();
        },
      }),
    );
    row += rh;
    c.add(
      new Choice(this, cx, row + rh / 2, {
        label: 'Bot pace',
        width: w,
        height: rh,
        choices: BOT_PACE,
        value: String(f.botDelay),
        key: 'form:pace',
        onChange: (v) => {
          f.botDelay = Number(v);
          this.redrawForm();
        },
      }),
    );
    row += rh;
    c.add(
      new Toggle(this, cx, row + rh / 2, {
        label: 'Private (join by code only)',
        width: w,
        height: rh,
        value: f.private,
        key: 'form:private',
        onChange: (v) => (f.private = v),
      }),
    );
    row += rh;
    if (f.mode === 'trash-poker' && houseSupported(f.seats)) {
      const forced = f.seats === 1;
      if (!forced) {
        c.add(
          new Toggle(this, cx, row + rh / 2, {
            label: 'Add the House (solo rules)',
            width: w,
            height: rh,
            value: f.house,
            key: 'form:house',
            onChange: (v) => ((f.house = v), this.redrawForm()),
          }),
        );
        row += rh;
      }
      if (forced || f.house) {
        c.add(
          new Choice(this, cx, row + rh / 2, {
            label: forced ? 'Solo against the House' : 'House difficulty',
            width: w,
            height: rh,
            choices: DIFFICULTIES.map((d) => ({ label: DIFFICULTY_NAMES[d], value: d })),
            value: f.difficulty,
            key: 'form:difficulty',
            onChange: (v) => ((f.difficulty = v), this.redrawForm()),
          }),
        );
        row += rh;
        const most = maxHouses(f.seats);
        if (most > 1) {
          c.add(
            new Stepper(this, cx, row + rh / 2, {
              label: 'Houses',
              width: w,
              height: rh,
              min: 1,
              max: most,
              value: Math.min(f.houses, most),
              key: 'form:houses',
              onChange: (v) => (f.houses = v),
            }),
          );
          row += rh;
        }
      }
    }
    for (const opt of modeOptions(f.mode, profileFacts(this.profile).jokers)) {
      if (opt.kind === 'toggle') {
        c.add(
          new Toggle(this, cx, row + rh / 2, {
            label: opt.label,
            width: w,
            height: rh,
            value: f.toggles[opt.id] ?? false,
            key: `form:${opt.id}`,
            onChange: (v) => (f.toggles[opt.id] = v),
          }),
        );
      } else {
        c.add(
          new Stepper(this, cx, row + rh / 2, {
            label: opt.label,
            width: w,
            height: rh,
            min: opt.min,
            max: opt.max,
            value: f.numbers[opt.id] ?? opt.value,
            key: `form:${opt.id}`,
            onChange: (v) => (f.numbers[opt.id] = v),
          }),
        );
      }
      row += rh;
    }
    row += rh * 0.3;
    const create = new Button(this, cx, row + rh * 0.6, {
      width: Math.min(w, 360 * u),
      height: rh * 1.2,
      label: `Create a ${info.name} table`,
      style: 'primary',
      key: 'lobby:create',
      onClick: () => void this.createTable(),
    });
    c.add(create);
    return row + rh * 1.2;
  }

  /**
   * Draws the form at its usual row height, or, when the chosen options make it longer than its
   * panel (a phone, solo with every option), again with rows short enough to fit.
   */
  private redrawForm() {
    const { x, y, w, bottom } = this.formBox;
    const { rh, u } = this.layoutBox;
    const end = this.drawForm(x, y, w, rh, u);
    if (end > bottom) this.drawForm(x, y, w, (rh * (bottom - y)) / (end - y), u);
  }

  private selectMode(id: ModeId) {
    const f = this.form;
    if (f.mode === id) return;
    const info = modeInfo(id);
    f.mode = id;
    f.seats = Math.max(info.minPlayers, Math.min(info.maxPlayers, 4));
    f.bots = f.seats - 1;
    f.toggles = {};
    f.numbers = {};
    this.redrawForm();
  }

  private drawList() {
    if (!this.listLayer?.scene) return;
    const c = this.listLayer;
    c.removeAll(true);
    const { listX: x, listY: y, listW: w, u, rh } = this.layoutBox;
    const pad = 16 * u;
    const fs = Math.round(rh * 0.4);
    c.add(
      this.add.text(x + pad, y + pad, 'Open tables', { fontFamily: SERIF, fontStyle: 'bold', fontSize: `${Math.round(rh * 0.5)}px`, color: COLORS.goldText }),
    );
    const dot = this.add.circle(x + w - pad - 6 * u, y + pad + rh * 0.3, 5 * u, this.online ? COLORS.ok : COLORS.danger);
    c.add(dot);
    c.add(
      this.add
        .text(x + w - pad - 16 * u, y + pad + rh * 0.3, this.online ? 'live' : 'connecting…', {
          fontFamily: FONT,
          fontSize: `${Math.round(fs * 0.8)}px`,
          color: COLORS.dim,
        })
        .setOrigin(1, 0.5),
    );
    if (this.online) loop(this, dot, { alpha: 0.3 }, 900);
    const rooms = this.lobby.list();
    let ry = y + pad + rh * 0.9;
    const rowH = rh * 1.45;
    const maxRows = Math.max(1, Math.floor((this.layoutBox.listH - pad * 2 - rh * 2.4) / (rowH + 6 * u)));
    if (rooms.length === 0) {
      c.add(
        this.add.text(x + pad, ry + rh * 0.3, this.online ? 'No open tables yet. Create one, or come back when someone has.' : 'Reaching the server…', {
          fontFamily: FONT,
          fontSize: `${fs}px`,
          color: COLORS.muted,
          wordWrap: { width: w - pad * 2 },
        }),
      );
    }
    rooms.slice(0, maxRows).forEach((r) => {
      this.drawRoomRow(c, r, x + pad, ry, w - pad * 2, rowH, u);
      ry += rowH + 6 * u;
    });
    if (rooms.length > maxRows) {
      c.add(this.add.text(x + pad, ry, `+ ${rooms.length - maxRows} more tables`, { fontFamily: FONT, fontSize: `${fs}px`, color: COLORS.muted }));
    }
  }

  private drawRoomRow(into: Phaser.GameObjects.Container, r: RoomListing, x: number, y: number, w: number, h: number, u: number) {
    const md = r.metadata!;
    const over = md.phase === 'over';
    // A finished table reads as such: greyed, "Finished", and its button shows the results.
    const c = this.add.container(0, 0).setAlpha(over ? 0.6 : 1);
    into.add(c);
    const g = this.add.graphics();
    drawPanel(g, x, y, w, h, u, { fill: over ? 0x1a2420 : 0x0f2e22, alpha: 0.95, radius: 8 * u });
    c.add(g);
    const fs = Math.round(h * 0.27);
    const stripe = this.add.rectangle(x + 4 * u, y + h / 2, 5 * u, h - 12 * u, over ? 0x5b6b64 : seatColor(MODE_ORDER.indexOf(md.mode as ModeId)));
    c.add(stripe);
    const bw = 96 * u;
    const room = w - bw * (md.phase === 'waiting' && md.free > 0 ? 2 : 1) - 34 * u;
    const titleText = this.add.text(x + 14 * u, y + h * 0.14, `${md.modeName}${md.host ? ` · ${md.host}` : ''}${over ? ' · Finished' : ''}`, {
      fontFamily: FONT,
      fontStyle: 'bold',
      fontSize: `${fs}px`,
      color: over ? COLORS.dim : COLORS.text,
    });
    c.add(titleText);
    // What sets its rules apart ("vs the House (Normal)"), after the name, in what room is left.
    if (md.rules) {
      const rules = this.add
        .text(titleText.x + titleText.width + 8 * u, titleText.y + titleText.height / 2, md.rules, {
          fontFamily: FONT,
          fontSize: `${Math.round(fs * 0.82)}px`,
          color: COLORS.goldText,
        })
        .setOrigin(0, 0.5);
      const left = room - titleText.width - 8 * u;
      // Too long: the first parts (the House comes first) and an ellipsis, then smaller type.
      const parts = md.rules.split(' · ');
      while (rules.width > left && parts.length > 1) {
        parts.pop();
        rules.setText(`${parts.join(' · ')} …`);
      }
      if (rules.width > left) rules.setScale(Math.max(0.6, left / rules.width));
      if (rules.displayWidth <= left) c.add(rules);
      else rules.destroy();
    }
    const status =
      md.phase === 'waiting'
        ? `Waiting · ${md.free} free seat${md.free === 1 ? '' : 's'}`
        : over
          ? 'Game over'
          : `Playing${md.round ? ` · round ${md.round}` : ''}`;
    const detail = `${md.seats} seats · ${md.humans} player${md.humans === 1 ? '' : 's'} · ${md.bots} bot${md.bots === 1 ? '' : 's'} · ${md.spectators} watching · ${status}`;
    const detailText = this.add.text(x + 14 * u, y + h * 0.56, detail, { fontFamily: FONT, fontSize: `${Math.round(fs * 0.82)}px`, color: COLORS.dim });
    c.add(detailText);
    if (detailText.width > room) detailText.setScale(Math.max(0.6, room / detailText.width));
    const watch = new Button(this, x + w - bw / 2 - 6 * u, y + h / 2, {
      width: bw,
      height: h * 0.62,
      label: over ? 'Results' : 'Watch',
      icon: over ? undefined : 'icon-eye',
      style: 'ghost',
      key: `room:${r.roomId}:${over ? 'results' : 'watch'}`,
      // The server sends a finished game's result to whoever joins: watching it opens the results.
      onClick: () => void this.enter(() => TableConnection.join(r.roomId, true)),
    });
    into.add(watch);
    if (md.phase === 'waiting' && md.free > 0) {
      const join = new Button(this, x + w - bw * 1.5 - 14 * u, y + h / 2, {
        width: bw,
        height: h * 0.62,
        label: 'Join',
        style: 'primary',
        key: `room:${r.roomId}:join`,
        onClick: () => void this.enter(() => TableConnection.join(r.roomId)),
      });
      into.add(join);
    }
  }

  private createOptions(): JoinOptions {
    const f = this.form;
    const options: Record<string, unknown> = {};
    for (const opt of modeOptions(f.mode, profileFacts(this.profile).jokers)) {
      if (opt.kind === 'toggle') opt.apply(options, f.toggles[opt.id] ?? false);
      else opt.apply(options, f.numbers[opt.id] ?? opt.value);
    }
    if (options.variants && Object.keys(options.variants as object).length === 0) delete options.variants;
    if (f.mode === 'trash-poker' && houseSupported(f.seats) && (f.seats === 1 || f.house)) {
      options.solo = { difficulty: f.difficulty, houses: Math.min(f.houses, maxHouses(f.seats)), adjustments: [] };
    }
    return { seats: f.seats, bots: f.bots, private: f.private, turnTimer: f.turnTimer, botDelay: f.botDelay, options };
  }

  private async createTable() {
    const mode = this.form.mode;
    const options = this.createOptions();
    await this.enter(() => TableConnection.create(mode, options));
  }

  private async joinCode(code: string) {
    const id = code.trim();
    if (!id) return Hud.of(this).toast('Type the code of the table first.', 'error');
    await this.enter(() => TableConnection.join(id));
  }

  /** Runs a create/join and opens the table, or says why it failed. */
  private async enter(connect: () => Promise<TableConnection>) {
    if (this.busy) return;
    this.busy = true;
    try {
      const table = await connect();
      this.scene.start(TABLE_SCENES[table.mode]);
    } catch (error) {
      this.busy = false;
      const message = String((error as Error)?.message ?? error);
      Hud.of(this).toast(/not found|invalid/i.test(message) ? 'No table with that code (it may have ended).' : message, 'error');
    }
  }
}
