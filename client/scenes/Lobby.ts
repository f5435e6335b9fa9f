import Phaser from 'phaser';
import { loop } from '../anim/tween';
import { repaintFaces } from '../art/textures';
import { createOptions, defaultForm, normalizeForm, withMode, type Form } from '../lobby/form';
import { FormView } from '../lobby/FormView';
import { lobbyLayout, type LobbyLayout } from '../lobby/layout';
import { RoomList } from '../lobby/RoomList';
import { orderRooms } from '../lobby/roomOrder';
import { TABLE_SCENES } from '../modes/registry';
import { LobbyConnection } from '../net/LobbyConnection';
import { fetchProfile, type ProfileSummary } from '../net/profile';
import { TableConnection } from '../net/TableConnection';
import { Button } from '../objects/Button';
import { ProfilePanel, profileFacts } from '../objects/ProfilePanel';
import { TextField } from '../objects/TextField';
import { Tooltip } from '../objects/Tooltip';
import { settings, SPEEDS, SPEED_LABEL } from '../settings';
import { registerInfo } from '../testHook';
import { clearScene } from '../ui/clear';
import { whenReleased } from '../ui/held';
import { drawPanel } from '../ui/panel';
import { COLORS, dpr, FONT, SERIF, unitOf } from '../ui/theme';
import { howToPlayButton } from '../tutorial/HowToPlay';
import { openTutorial } from '../tutorial/open';
import { Hud } from './Hud';

/** How wide the title's card fan is, in title sizes (five cards of 1.2 title sizes, overlapping). */
const FAN_WIDTH = 2.5;

/** The least side of a button pressed by a finger, in CSS pixels (Apple's 44 pt). */
const FINGER_CSS = 44;

/**
 * The lobby: your name, the three modes with their one-line description, a create form (seats,
 * bots, private, turn timer, bot pace, the mode's variants), the live list of open tables (join
 * or watch), joining a private table by its code, and the player's box lid. Laid out side by side
 * on a wide canvas and stacked on an upright phone (see lobby/layout.ts).
 */
export class Lobby extends Phaser.Scene {
  private form: Form = defaultForm();
  private lobby!: LobbyConnection;
  private formView: FormView | null = null;
  private roomList: RoomList | null = null;
  private nameField!: TextField;
  private codeField!: TextField;
  private busy = false;
  private online = false;
  private profile: ProfileSummary | null = null;
  private profileLoading = true;
  private tooltip!: Tooltip;
  private box!: LobbyLayout;

  constructor() {
    super('Lobby');
  }

  create() {
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
      this.formView = null;
      this.roomList = null;
    });
    registerInfo(this, () => {
      const f = profileFacts(this.profile);
      return {
        rooms: this.rooms().map((r) => r.roomId),
        // The page of the list on screen (tests page to a room before pressing its buttons).
        shownRooms: this.roomList?.shown ?? [],
        finished: this.lobby
          .list()
          .filter((r) => r.metadata?.phase === 'over')
          .map((r) => r.roomId),
        online: this.online,
        busy: this.busy,
        mode: this.form.mode,
        portrait: this.box.portrait,
        profile: this.profileLoading ? null : { name: this.profile?.name ?? null, jokers: f.jokers.length, achievements: f.achievements.length, best: f.best },
      };
    });
    this.profileLoading = settings.token !== null;
    void fetchProfile().then((p) => {
      this.profile = p;
      this.profileLoading = false;
      whenReleased(this, () => {
        if (this.sys.isActive()) this.layout();
      });
    });
  }

  /** Jokers the player has unlocked: some variants need them. */
  private get unlocked(): string[] {
    return profileFacts(this.profile).jokers;
  }

  private layout() {
    // The page of open tables outlives a re-layout (a phone turned, a setting changed).
    const firstRow = this.roomList?.firstRow ?? 0;
    clearScene(this);
    const { width: W, height: H } = this.scale;
    const box = lobbyLayout(W, H, unitOf(W, H), FINGER_CSS * dpr());
    this.box = box;
    const { u, rh } = box;
    this.form = normalizeForm(this.form, this.unlocked);
    this.add.image(W / 2, H / 2, 'felt').setDisplaySize(W, H);
    this.tooltip = new Tooltip(this, u);
    this.drawTitle();

    const g = this.add.graphics();
    drawPanel(g, box.form.x, box.form.y, box.form.w, box.form.h, u);
    drawPanel(g, box.list.x, box.list.y, box.list.w, box.list.h, u);
    new ProfilePanel(this, box.box, u, this.profile, this.profileLoading, this.tooltip);

    // The form: name, then modes, options and Create.
    const pad = 16 * u;
    const fs = Math.round(rh * 0.4);
    const inner = { x: box.form.x + pad, w: box.form.w - 2 * pad };
    const y = box.form.y + pad;
    const nameLabel = this.add.text(inner.x, y + rh * 0.5, 'Your name', { fontFamily: FONT, fontSize: `${fs}px`, color: COLORS.dim }).setOrigin(0, 0.5);
    const fieldX = inner.x + nameLabel.width + 14 * u;
    this.nameField.setRect(fieldX, y + rh * 0.1, Math.min(inner.x + inner.w - fieldX, 320 * u), rh * 0.8, fs);
    this.formView = new FormView(this, { x: inner.x, y: y + rh * 1.1, w: inner.w, h: box.form.y + box.form.h - pad * 0.5 - (y + rh * 1.1) }, u, {
      change: (next) => this.setForm(next),
      selectMode: (mode) => this.setForm(withMode(this.form, mode, this.unlocked)),
      create: () => void this.createTable(),
    });
    this.formView.draw(this.form, this.unlocked, rh);

    // Open tables, and joining by code under them.
    const codeY = box.rooms.codeY;
    this.roomList = new RoomList(this, box.list, box.rooms, u, rh, firstRow, {
      watch: (id) => void this.enter(() => TableConnection.join(id, true)),
      join: (id) => void this.enter(() => TableConnection.join(id)),
    });
    this.drawList();
    const codeLabel = this.add
      .text(box.list.x + pad, codeY + rh / 2, 'Have a code?', { fontFamily: FONT, fontSize: `${fs}px`, color: COLORS.dim })
      .setOrigin(0, 0.5);
    const codeX = codeLabel.x + codeLabel.width + 12 * u;
    const joinW = Math.min(110 * u, box.list.w * 0.22);
    const joinX = box.list.x + box.list.w - pad - joinW;
    this.codeField.setRect(codeX, codeY + rh * 0.1, joinX - 10 * u - codeX, rh * 0.8, fs);
    new Button(this, joinX + joinW / 2, codeY + rh / 2, {
      width: joinW,
      height: rh * 0.86,
      label: 'Join',
      key: 'lobby:join-code',
      onClick: () => void this.joinCode(this.codeField.value),
    });
    this.drawFooter();
  }

  private drawTitle() {
    const { u, m, titleSize, subtitleBelow } = this.box;
    const title = this.add
      .text(m, m, 'Trash Poker', { fontFamily: SERIF, fontStyle: 'bold', fontSize: `${titleSize}px`, color: COLORS.goldText })
      .setStroke('#3a2a00', 5 * u);
    const sub = this.add.text(0, 0, 'deck-building poker, online', { fontFamily: FONT, fontSize: `${Math.round(15 * u)}px`, color: COLORS.dim });
    if (subtitleBelow) sub.setPosition(m, title.y + title.height);
    else sub.setPosition(m + title.width + 16 * u, m + titleSize * 0.55).setOrigin(0, 0.5);
    // The rules reference (issue 15.3) for the mode chosen in the form; closing it comes back here.
    const rulesW = 96 * u;
    new Button(this, this.scale.width - m - rulesW / 2, m + titleSize * 0.55, {
      width: rulesW,
      height: Math.max(30 * u, titleSize * 0.75),
      label: 'Rules',
      style: 'ghost',
      key: 'lobby:rules',
      onClick: () => this.scene.start('RulesReference', { mode: this.form.mode, returnTo: 'Lobby' }),
    });
    const wordsRight = Math.max(title.x + title.width, sub.x + sub.width);
    const howTo = howToPlayButton(
      this,
      this.scale.width - m - rulesW - 10 * u,
      m + titleSize * 0.55,
      Math.max(30 * u, titleSize * 0.75),
      u,
      { left: wordsRight, above: Math.min(this.box.form.y, this.box.list.y) },
      () => this.enter(() => openTutorial(this.form.mode)),
    );
    // The card fan sits between the words and the buttons, where there is room for it.
    const fanRight = howTo.x - howTo.width / 2 - 10 * u;
    if (fanRight - FAN_WIDTH * titleSize > wordsRight) this.decorate(fanRight, m + titleSize * 0.62, titleSize * 0.8);
  }

  /** Settings that apply everywhere: animation speed, four-colour suits, sound. */
  private drawFooter() {
    const buttons = [
      {
        label: `Animation: ${SPEED_LABEL[settings.speed]}`,
        key: 'settings:speed',
        onClick: () => (settings.speed = SPEEDS[(SPEEDS.indexOf(settings.speed) + 1) % SPEEDS.length]),
      },
      {
        label: `Four-colour suits: ${settings.fourColour ? 'On' : 'Off'}`,
        key: 'settings:four-colour',
        onClick: () => {
          settings.fourColour = !settings.fourColour;
          repaintFaces(this.textures);
        },
      },
      { label: `Sound: ${settings.muted ? 'Off' : 'On'}`, key: 'settings:sound', onClick: () => (settings.muted = !settings.muted) },
    ];
    buttons.forEach((b, i) => {
      const r = this.box.footer[i];
      new Button(this, r.x + r.w / 2, r.y + r.h / 2, {
        width: r.w,
        height: r.h,
        label: b.label,
        style: 'ghost',
        key: b.key,
        onClick: () => {
          b.onClick();
          this.layout();
        },
      });
    });
  }

  /** A small fan of cards by the title (about FAN_WIDTH title sizes wide). */
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

  private setForm(next: Form) {
    this.form = next;
    this.formView?.draw(this.form, this.unlocked, this.box.rh);
  }

  /** The listed tables in the list's order (roomOrder.ts). */
  private rooms() {
    return orderRooms(this.lobby.list());
  }

  private drawList() {
    if (!this.roomList?.scene) return;
    this.roomList.draw(this.rooms(), this.online);
  }

  private async createTable() {
    const mode = this.form.mode;
    const options = createOptions(this.form, this.unlocked);
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
