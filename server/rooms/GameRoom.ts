import { randomBytes } from 'node:crypto';
import { matchMaker, Room, type Serializer, updateLobby, type Client } from '@colyseus/core';
import { StateView } from '@colyseus/schema';
import { namedSeats } from '../../shared/engine/events';
import type { GameEvent, GameMode, GameResult } from '../../shared/engine/types';
import {
  ActionSchema,
  CLIENT_MESSAGES,
  JoinOptionsSchema,
  SERVER_MESSAGES,
  TableMessageSchema,
  type ErrorMessage,
  type JoinOptions,
  type OddsMessage,
  type RoomMetadata,
  type TableMessage,
  type TableSettings,
  type Welcome,
} from '../../shared/protocol/messages';
import { type BotLevel, DEFAULT_BOT_LEVEL, visibleOptions } from '../../shared/protocol/table-options';
import { easyAction } from '../../shared/bots/levels';
import { seedRng } from '../../shared/engine/rng';
import { searchable, sharedBotPool } from '../bots/pool';
import { MessageLimits } from './message-limits';
import { SeatTimers } from './seat-timers';
import { TurnTimers } from './turn-timers';
import { newTable, tutorialSeed } from './new-table';
import { isOddsMoment, oddsAt, oddsMoments, poolEstimator, resultOdds, TableOdds, type OddsMoment } from './table-odds';
import { OverlayView } from '../schema/OverlayView';
import { viewPatchSerializer } from '../schema/ViewPatchSerializer';
import { asciiJson, LOG_LENGTH, sameJson, type LogRecord } from '../../shared/protocol/json-view';
import { SeatInfo, TableState } from '../schema/TableState';
import type { Profile, SeatRecord, Store } from '../store';

/** What every room of a server shares: its mode, the store, and the server's defaults. */
export interface RoomContext {
  mode: GameMode;
  store: Store;
  defaults: RoomDefaults;
  /** Match ids the server itself asked to restore after a restart (clients cannot ask). */
  restoring: Set<string>;
}

export interface RoomDefaults {
  /**
   * Seconds a human has per decision before a bot makes it for them (0 = off), when the creator
   * did not choose: it runs only while another human sits at the table (nobody else waits).
   */
  turnTimer: number;
  /** Milliseconds a bot waits before acting. */
  botDelay: number;
  /** Seconds a dropped player's seat is held before a bot takes over. */
  reconnectSeconds: number;
  maxSpectators: number;
  /** Messages a client may send per second (bursts of twice that). */
  messagesPerSecond: number;
  /** Seconds a new table waits for its creator to connect before it closes, unlisted. */
  joinSeconds: number;
  /** Decisions in a row a present player may let time out before a bot plays on for them. */
  timeoutsBeforeAutoplay: number;
}

interface Seat {
  name: string;
  bot: boolean;
  profileId: string | null;
  sessionId: string | null;
  /** A bot plays this human's seat while they are away (mirrored to `SeatInfo.autoplay`). */
  autoplay: boolean;
  /** The engine awaits this seat (mirrored to `SeatInfo.acting`). */
  acting: boolean;
}

const emptySeat = (): Seat => ({ name: '', bot: false, profileId: null, sessionId: null, autoplay: false, acting: false });

interface AuthData {
  profile: Profile;
  token: string;
}

const BOT_NAMES = ['Ada', 'Bix', 'Cleo', 'Dex', 'Echo', 'Fizz', 'Gus', 'Hana'];
/** A safety net against a mode whose bot never finishes a step. */
const MAX_AUTOPLAY_ACTIONS = 500;
/**
 * Actions that only build a selection which a later action (confirm) decides: a bot making a
 * timed-out decision plays on past them, so the player is never left with half a decision.
 */
const SELECTION_ACTIONS: ReadonlySet<unknown> = new Set(['pick', 'unpick']);

/**
 * One table of any mode. A thin authoritative adapter: it validates each message, hands it to
 * the engine, mirrors the engine's views into schema state (each seat sees only its own view,
 * spectators the public one), forwards the engine's events filtered per recipient, and runs
 * bots, timers, reconnection and persistence. No game rule lives here.
 */
export class GameRoom extends Room<TableState> {
  protected ctx!: RoomContext;

  private settings!: TableSettings;
  private seats: Seat[] = [];
  private game: unknown = null;
  /** The table's rules in words for the lobby listing (`GameMode.describeTable`). */
  private rules = '';
  private seed = '';
  private actionCount = 0;
  private finished: GameResult | null = null;
  /** The last public view, for the lobby's metadata. */
  private publicView: { round?: unknown } | null = null;
  private patchPending = false;
  /** Writes this room queued in the store: a patch waits until all of them are committed. */
  private writes = 0;
  /** Clients whose first state waits for the commit of what it shows (see sendFullState). */
  private fullStateDue: Client[] = [];
  /** The game is being set up (its host's unlocks are read first): a second start is ignored. */
  private starting = false;
  /** The seats (and host) as the match record holds them, as JSON: only a change is written. */
  private savedSeats = '';
  /** The round the lobby was last told (the only listed fact a move can change). */
  private listedRound: unknown = undefined;
  private readonly spectatorView = new StateView();
  private closing = false;
  private readonly seatOf = new Map<string, number | null>();
  /** `state.privateViews` by seat, plain: reading the schema map after every move cost more. */
  private readonly privateNodes = new Map<number, OverlayView>();
  private messageLimits!: MessageLimits;
  private readonly settle = () => this.patchSoon();
  private readonly botTimers = new SeatTimers('bot', this.settle);
  private readonly turnTimers = new TurnTimers(
    this.settle,
    (seat, deadline) => (this.state.seats[seat].deadline = deadline),
    (seat) => this.timeOut(seat),
  );
  private readonly holdTimers = new SeatTimers('hold', this.settle);
  /**
   * A bot's turn came while a patch waited for the commit of what it shows: the bot plays once
   * that patch is out. Playing at once would add moves to commit before the patch can leave, and
   * bots with no delay would hold it back for as long as they play.
   */
  private botsHeld = false;
  /** Hard bots waiting for the worker pool. */
  private readonly thinking = new Set<number>();
  /** The win odds (`odds` message), for a mode the workers can search, once the game is set up. */
  private odds: TableOdds | null = null;

  /** Colyseus picks its schema serializer when the state is set: seated clients' patches skip an empty view part. */
  override setSerializer(serializer: Serializer<TableState>) {
    super.setSerializer(viewPatchSerializer(serializer));
  }

  override async onCreate(raw: unknown) {
    const restoreId = typeof (raw as { restore?: unknown })?.restore === 'string' ? ((raw as { restore: string }).restore as string) : null;
    const state = new TableState();
    state.mode = this.ctx.mode.id;
    this.setState(state);
    // No patch tick: every entry point (message, join, leave, timer) sends its changes as soon as
    // it is done (patchSoon), so a move reaches the table without waiting up to 50 ms, and idle
    // rooms cost nothing.
    this.setPatchRate(null);
    this.messageLimits = new MessageLimits(this.ctx.defaults.messagesPerSecond);
    // A table nobody connects to (a script opening rooms) closes once its creator's seat expires.
    this.setSeatReservationTime(this.ctx.defaults.joinSeconds);
    this.registerMessages();

    if (restoreId && this.ctx.restoring.has(restoreId)) {
      this.ctx.restoring.delete(restoreId);
      await this.restore(restoreId);
    } else {
      this.createFresh(raw);
    }
  }

  private createFresh(raw: unknown) {
    const { settings, bots, rules } = newTable(raw, this.ctx.mode, this.ctx.defaults.botDelay);
    this.settings = settings;
    this.rules = rules;
    const seats = settings.seats;
    this.seats = Array.from({ length: seats }, emptySeat);
    for (let i = 0; i < seats; i++) this.state.seats.push(new SeatInfo());
    for (let i = 0; i < bots; i++) this.seatBot(seats - 1 - i);
    this.openTable();
    this.publishMetadata();
  }

  /** Rebuilds a game from its seed and action log after its process stopped or died. */
  private async restore(matchId: string) {
    const record = await this.ctx.store.match(matchId);
    if (!record) throw new Error(`No match ${matchId} to restore.`);
    this.roomId = record.id;
    const o = record.options;
    this.settings = o;
    this.seed = record.seed;
    this.seats = record.seats.map((s) => ({ ...emptySeat(), name: s.name, bot: s.bot, profileId: s.profileId }));
    this.state.hostSeat = record.hostSeat;
    this.savedSeats = this.seatsJson();
    for (const s of this.seats) {
      const info = new SeatInfo();
      info.name = s.name;
      info.taken = true;
      info.bot = s.bot;
      this.state.seats.push(info);
    }
    let game = this.ctx.mode.setup({ players: this.seats.length, seed: this.seed, options: o.options });
    for (const { seat, action } of record.actions) {
      const result = this.ctx.mode.apply(game, seat, action);
      if (!result.ok) throw new Error(`Match ${matchId} does not replay at action ${this.actionCount}: ${result.error}`);
      game = result.state;
      this.actionCount++;
    }
    this.game = game;
    this.trackOdds();
    this.rules = this.ctx.mode.describeTable?.(game) ?? '';
    this.state.phase = 'playing';
    this.autoDispose = false;
    this.openTable();
    // Everyone is away after a restart: hold each human seat as if they had just dropped.
    this.seats.forEach((s, i) => {
      if (!s.bot) this.holdSeat(i);
    });
    this.afterChange([]);
  }

  /** Room limits that follow from the settings: seats plus spectators, listed or private. */
  private openTable() {
    this.maxClients = this.settings.seats + this.ctx.defaults.maxSpectators;
    if (this.settings.private) void this.setPrivate(true);
  }

  private registerMessages() {
    this.onMessage(CLIENT_MESSAGES.action, (client, message) => this.guard(client, message, () => this.onAction(client, message)));
    this.onMessage(CLIENT_MESSAGES.table, (client, message) => this.guard(client, message, () => this.onTable(client, message)));
    this.onMessage('*', (client, type) => {
      this.guard(client, null, () => this.refuse(client, 'unknown-message', `Unknown message type "${String(type).slice(0, 40)}".`));
    });
  }

  /** Rate and size limits for every message, before anything reads it. */
  private guard(client: Client, message: unknown, handle: () => void) {
    this.patchSoon();
    const refusal = this.messageLimits.check(client.sessionId, message);
    if (refusal) return this.refuse(client, refusal.code, refusal.message);
    handle();
  }

  private refuse(client: Client, code: string, message: string) {
    const error: ErrorMessage = { code, message };
    client.send(SERVER_MESSAGES.error, error);
  }

  private onAction(client: Client, message: unknown) {
    const parsed = ActionSchema.safeParse(message);
    if (!parsed.success) return this.refuse(client, 'malformed', 'An action must be an object with a "type" and simple fields.');
    const seat = this.seatOf.get(client.sessionId);
    if (seat === null || seat === undefined) return this.refuse(client, 'not-seated', 'Spectators cannot act.');
    if (this.state.phase === 'waiting') return this.refuse(client, 'not-started', 'The game has not started yet.');
    if (this.finished) return this.refuse(client, 'game-over', 'The game is over.');
    // Back after letting decisions time out: any action of theirs, even one the bot beat them
    // to, stops the bot that played on for them.
    if (this.seats[seat].autoplay) this.resume(seat);
    const result = this.safeApply(seat, parsed.data);
    if (!result.ok) return this.refuse(client, result.code ?? 'illegal', result.error);
    this.turnTimers.clear(seat); // the player is here: a fresh timer per action
    this.turnTimers.acted(seat);
    this.commit(seat, parsed.data, result.state, result.events);
  }

  private onTable(client: Client, message: unknown) {
    const parsed = TableMessageSchema.safeParse(message);
    if (!parsed.success) return this.refuse(client, 'malformed', 'Unknown table command.');
    const cmd: TableMessage = parsed.data;
    const seat = this.seatOf.get(client.sessionId) ?? null;
    const isHost = seat !== null && seat === this.state.hostSeat;
    const waiting = this.state.phase === 'waiting';
    switch (cmd.type) {
      case 'start': {
        if (!isHost) return this.refuse(client, 'not-host', 'Only the host can start the game.');
        if (!waiting) return this.refuse(client, 'illegal', 'The game has already started.');
        // Free seats left at the start are filled by bots: the table plays at the size it was made
        // (which creation checked against the mode's player counts), even with the host alone.
        this.seats.forEach((s, i) => {
          if (!s.bot && !s.sessionId) this.seatBot(i);
        });
        return void this.start();
      }
      case 'add-bot': {
        if (!isHost) return this.refuse(client, 'not-host', 'Only the host can add bots.');
        if (!waiting) return this.refuse(client, 'illegal', 'Bots join before the game starts.');
        const free = this.seats.findIndex((s) => !s.bot && !s.sessionId && !s.profileId);
        if (free < 0) return this.refuse(client, 'no-free-seat', 'Every seat is taken.');
        this.seatBot(free);
        this.publishMetadata();
        return this.maybeAutoStart();
      }
      case 'remove-bot': {
        if (!isHost) return this.refuse(client, 'not-host', 'Only the host can remove bots.');
        if (!waiting) return this.refuse(client, 'illegal', 'Bots can only be removed before the game starts.');
        if (!this.seats[cmd.seat]?.bot) return this.refuse(client, 'illegal', 'There is no bot in that seat.');
        this.seats[cmd.seat] = emptySeat();
        this.syncSeat(cmd.seat);
        return this.publishMetadata();
      }
      case 'leave-seat': {
        if (seat === null) return this.refuse(client, 'not-seated', 'You are not seated.');
        this.seatOf.set(client.sessionId, null);
        this.state.spectators++;
        if (waiting) this.seats[seat] = emptySeat();
        else Object.assign(this.seats[seat], { bot: true, autoplay: false, profileId: null, sessionId: null });
        this.syncSeat(seat);
        this.showViews(client, null);
        this.sendWelcome(client, null);
        if (seat === this.state.hostSeat) this.passHost();
        this.schedule();
        return this.publishMetadata();
      }
      case 'take-seat': {
        if (seat !== null) return this.refuse(client, 'illegal', 'You already have a seat.');
        const target = this.seats[cmd.seat];
        if (!target?.bot) return this.refuse(client, 'no-free-seat', 'Only a bot’s seat can be taken.');
        const auth = client.auth as AuthData;
        Object.assign(target, { bot: false, name: auth.profile.name, profileId: auth.profile.id, sessionId: client.sessionId });
        this.seatOf.set(client.sessionId, cmd.seat);
        this.state.spectators--;
        this.botTimers.clear(cmd.seat);
        this.syncSeat(cmd.seat);
        this.showViews(client, cmd.seat);
        this.sendWelcome(client, cmd.seat);
        this.schedule();
        return this.publishMetadata();
      }
    }
  }

  override async onAuth(_client: Client, raw: unknown): Promise<AuthData> {
    const parsed = JoinOptionsSchema.safeParse(raw ?? {});
    if (!parsed.success) throw new Error(`Invalid join options: ${parsed.error.issues[0]?.message ?? 'malformed'}`);
    const { token, name } = parsed.data;
    const known = token ? await this.ctx.store.profileByToken(token) : null;
    if (known) {
      if (name && name !== known.name) {
        await this.ctx.store.renameProfile(known.id, name);
        known.name = name;
      }
      return { profile: known, token: token! };
    }
    const created = await this.ctx.store.createProfile(name ?? 'Guest');
    return { profile: created.profile, token: created.token };
  }

  override onJoin(client: Client, raw: JoinOptions, auth: AuthData) {
    this.patchSoon();
    const spectate = raw?.spectate === true;
    const owned = this.seats.findIndex((s) => !s.bot && s.profileId === auth.profile.id);
    if (owned >= 0 && !spectate) return this.reclaim(owned, client);
    let seat: number | null = null;
    if (!spectate) {
      const free = this.state.phase === 'waiting' ? this.seats.findIndex((s) => !s.bot && !s.sessionId && !s.profileId) : -1;
      if (free < 0) throw new Error('This table is full: join it as a spectator.');
      seat = free;
      Object.assign(this.seats[free], { name: auth.profile.name, profileId: auth.profile.id, sessionId: client.sessionId });
      if (!this.seats.some((s, i) => i !== free && s.sessionId)) this.state.hostSeat = free;
      this.syncSeat(free);
    }
    this.seatOf.set(client.sessionId, seat);
    if (seat === null) this.state.spectators++;
    this.showViews(client, seat);
    this.sendWelcome(client, seat);
    this.publishMetadata();
    this.maybeAutoStart();
  }

  override async onLeave(client: Client, consented: boolean) {
    this.patchSoon();
    const seat = this.seatOf.get(client.sessionId);
    this.seatOf.delete(client.sessionId);
    this.messageLimits.forget(client.sessionId);
    if (seat === null || seat === undefined) {
      if (seat === null) this.state.spectators--;
      this.publishMetadata();
      return this.endIfAbandoned();
    }
    const s = this.seats[seat];
    if (s.sessionId !== client.sessionId) return; // the seat already moved on (taken over, reclaimed)
    if (this.state.phase === 'waiting') {
      this.seats[seat] = emptySeat();
      this.syncSeat(seat);
      if (seat === this.state.hostSeat) this.passHost();
      return this.publishMetadata();
    }
    if (consented && !this.finished && !this.closing) {
      // Leaving a running game on purpose hands the seat to a bot for good, which a spectator
      // may then take over (a dropped connection keeps the seat for its owner instead).
      Object.assign(s, { bot: true, autoplay: false, profileId: null, sessionId: null });
      this.syncSeat(seat);
      if (seat === this.state.hostSeat) this.passHost();
      this.schedule();
      this.publishMetadata();
      return this.endIfAbandoned();
    }
    s.sessionId = null;
    this.syncSeat(seat);
    if (this.finished) return;
    if (consented) return this.autoplay(seat); // the server is shutting down: the seat stays theirs
    try {
      const back = await this.allowReconnection(client, this.ctx.defaults.reconnectSeconds);
      if (this.seats[seat].profileId === s.profileId && !this.seats[seat].sessionId) this.reclaim(seat, back);
    } catch {
      if (!this.seats[seat].sessionId && !this.seats[seat].bot) this.autoplay(seat);
    } finally {
      this.patchSoon();
    }
  }

  /**
   * A running game that nobody plays or watches any more (every seat a bot, no client left) ends
   * here: bots would play it for no one, listed as an open table. Its record is closed as
   * abandoned (onDispose). A human's held seat keeps it alive: they may come back.
   */
  private endIfAbandoned() {
    if (!this.game || this.finished || this.closing || this.clients.length > 0) return;
    if (this.seats.some((s) => !s.bot)) return;
    for (const timers of [this.botTimers, this.turnTimers, this.holdTimers]) timers.clearAll();
    void this.disconnect();
  }

  /** A shutdown disconnects everyone "by consent"; it must not count as players leaving. */
  override onBeforeShutdown() {
    this.closing = true;
    this.odds?.close(); // the process is going: no estimate is started or told any more
    super.onBeforeShutdown();
  }

  override onDispose() {
    for (const timers of [this.botTimers, this.turnTimers, this.holdTimers]) timers.clearAll();
    this.odds?.close();
    // Only a shutting-down process disposes an unfinished game (autoDispose is off while it runs):
    // its record stays 'running' and the next process resumes it, unless no human was left in it.
    if (this.game && !this.finished && this.seats.every((s) => s.bot || !s.profileId)) {
      void this.writeTo().finishMatch(this.roomId, this.ctx.mode.id, 'abandoned', null, []);
    }
  }

  // ---- seats ---------------------------------------------------------------------------

  private seatBot(i: number) {
    const used = new Set(this.seats.map((s) => s.name));
    const name = BOT_NAMES.find((n) => !used.has(`${n} (bot)`)) ?? `Bot ${i + 1}`;
    this.seats[i] = { ...emptySeat(), name: `${name} (bot)`, bot: true };
    this.syncSeat(i);
  }

  /** A seat's owner is back (reconnected, or returned with their profile token). */
  private reclaim(seat: number, client: Client) {
    const s = this.seats[seat];
    s.sessionId = client.sessionId;
    this.seatOf.set(client.sessionId, seat);
    this.holdTimers.clear(seat);
    this.botTimers.clear(seat);
    s.autoplay = false;
    this.syncSeat(seat);
    this.showViews(client, seat);
    this.sendWelcome(client, seat);
    this.schedule();
    this.publishMetadata();
  }

  /** Holds an absent human's seat for a while, then lets a bot play it until they return. */
  private holdSeat(seat: number) {
    this.holdTimers.set(seat, this.ctx.defaults.reconnectSeconds * 1000, () => {
      if (!this.seats[seat].sessionId) this.autoplay(seat);
    });
  }

  private autoplay(seat: number) {
    this.seats[seat].autoplay = true;
    this.syncSeat(seat);
    this.schedule();
  }

  /** A present player takes their seat back from the bot playing on for them. */
  private resume(seat: number) {
    this.seats[seat].autoplay = false;
    this.botTimers.clear(seat);
    this.turnTimers.acted(seat);
    this.syncSeat(seat);
    this.schedule();
  }

  private passHost() {
    const next = this.seats.findIndex((s) => s.sessionId);
    if (next >= 0) this.state.hostSeat = next;
    this.saveSeats();
  }

  private syncSeat(i: number) {
    const s = this.seats[i];
    const info = this.state.seats[i];
    info.name = s.name;
    info.taken = s.bot || s.sessionId !== null || s.profileId !== null;
    info.bot = s.bot;
    info.connected = s.sessionId !== null;
    info.autoplay = s.autoplay;
    this.saveSeats();
  }

  private sendWelcome(client: Client, seat: number | null) {
    const auth = client.auth as AuthData;
    // Options that tell what the game hides (Trash Poker's joker pool) stay on the server.
    const table = { ...this.settings, options: visibleOptions(this.ctx.mode.id, this.settings.options) };
    const welcome: Welcome = { mode: this.ctx.mode.id, seat, profileId: auth.profile.id, token: auth.token, name: auth.profile.name, table };
    client.send(SERVER_MESSAGES.welcome, welcome);
    // Someone arriving after the end (a reload on the results, a late spectator) still gets them.
    if (this.finished) client.send(SERVER_MESSAGES.result, this.finished);
    this.sendOdds(client);
    if (seat === null || this.settings.liveOdds) this.odds?.watched(this.oddsMomentNow());
  }

  /** What a client's StateView shows: its own seat's private view; spectators need none. */
  private showViews(client: Client, seat: number | null) {
    if (seat === null) {
      // One shared empty view rather than none: a client switched from a view to none once
      // decoded later patches wrongly (possibly the 255-byte string fault that asciiJson now
      // avoids). Shared, so its patch is encoded once for all spectators.
      client.view = this.spectatorView;
      return;
    }
    // A fresh node each time a seat is (re)shown: a client given an existing node once decoded it
    // with entries missing (possibly the 255-byte string fault that asciiJson now avoids); a
    // fresh node is cheap and holds no history either way.
    const node = new OverlayView();
    if (this.game) node.sync(this.ctx.mode.privateView(this.game, seat));
    this.state.privateViews.set(String(seat), node);
    this.privateNodes.set(seat, node);
    client.view = new StateView();
    client.view.add(node);
  }

  // ---- the game ------------------------------------------------------------------------

  private maybeAutoStart() {
    if (this.state.phase === 'waiting' && this.seats.every((s) => s.bot || s.sessionId)) void this.start();
  }

  private async start() {
    if (this.starting) return;
    this.starting = true;
    // A tutorial plays its script's deal exactly, so it carries no unlocks over either.
    const fixed = tutorialSeed(this.ctx.mode, this.settings);
    // The table carries its host's earlier unlocks (their box lid and joker pool) into its setup;
    // the record keeps the options actually used, so the game replays exactly.
    const host = this.seats[this.state.hostSeat];
    if (this.ctx.mode.carryOver && host?.profileId && fixed === null) {
      const unlocks = await this.ctx.store.unlocks(host.profileId, this.ctx.mode.id);
      if (this.closing) return;
      this.settings.options = this.ctx.mode.carryOver(unlocks, this.settings.options);
      // Whoever left while the unlocks were read leaves a seat that a bot fills, as at the start.
      this.seats.forEach((s, i) => {
        if (!s.bot && !s.sessionId) this.seatBot(i);
      });
    }
    this.seed = fixed ?? randomBytes(12).toString('hex');
    this.game = this.ctx.mode.setup({ players: this.seats.length, seed: this.seed, options: this.settings.options });
    this.trackOdds();
    this.writeTo().createMatch({
      owner: matchMaker.processId,
      id: this.roomId,
      mode: this.ctx.mode.id,
      options: this.settings,
      seed: this.seed,
      seats: this.seatRecords(),
      hostSeat: this.state.hostSeat,
    });
    this.savedSeats = this.seatsJson();
    this.state.phase = 'playing';
    // A started game plays to its end even if every human leaves (bots take their seats), so
    // that its record is finished rather than left running.
    this.autoDispose = false;
    this.afterChange([{ kind: 'game-started', seats: this.seats.length }]);
  }

  private seatRecords(): SeatRecord[] {
    return this.seats.map((s) => ({ name: s.name, bot: s.bot, profileId: s.profileId }));
  }

  private seatsJson() {
    return JSON.stringify([this.seatRecords(), this.state.hostSeat]);
  }

  /** Queues who holds each seat of a running game, when that changed, to commit with its moves. */
  private saveSeats() {
    if (!this.game || this.finished) return;
    const json = this.seatsJson();
    if (json === this.savedSeats) return;
    this.savedSeats = json;
    this.writeTo().updateSeats(this.roomId, this.seatRecords(), this.state.hostSeat);
  }

  /** Applies an accepted action: persist, mirror, tell, and schedule who acts next. */
  private commit(seat: number, action: unknown, next: unknown, events: GameEvent[]) {
    this.game = next;
    this.writeTo().appendAction(this.roomId, this.actionCount++, seat, action);
    this.afterChange(events);
  }

  private afterChange(events: GameEvent[]) {
    const mode = this.ctx.mode;
    this.state.moves = this.actionCount;
    const open = mode.viewEvents(events, null);
    this.turnTimers.sent(open);
    if (open.length) {
      // The public events travel in the state, as the log's newest record: one patch carries a
      // move to everyone. A seat that sees more of them (its own cards; only a seat an event
      // names in `visibleTo` can) finds its own version in its private part of the same patch,
      // and its client plays that one instead.
      for (const seat of namedSeats(events)) {
        const node = this.privateNodes.get(seat);
        if (!node || !this.seats[seat]?.sessionId) continue;
        const own = mode.viewEvents(events, seat);
        if (!sameJson(own, open)) node.tell({ n: this.actionCount, events: own });
      }
      this.state.log.set(String(this.state.logNext % LOG_LENGTH), asciiJson({ n: this.actionCount, events: open } satisfies LogRecord));
      this.state.logNext++;
    }
    const actors = this.syncViews();
    if (mode.isOver(this.game)) return this.finish();
    if (isOddsMoment(events)) this.odds?.moment(this.oddsMomentNow(), this.oddsWatched());
    this.schedule(actors);
    this.patchSoon();
    // A move can change only the round among what the lobby lists.
    if (this.publicView?.round !== this.listedRound) this.publishMetadata();
  }

  /**
   * Sends what changed once the current message, join, leave or timer is done: each entry point
   * calls this (first, or when done), and this room has no patch tick. Deferred so that one
   * step's changes go out as one patch, right after the store commits the moves (and seat
   * changes) it shows: a crash right after the send cannot lose anything a client saw. Changes
   * made while the commit is under way join this patch, and their writes are committed first too.
   */
  private patchSoon() {
    if (this.patchPending) return;
    this.patchPending = true;
    queueMicrotask(() => void this.patchWhenCommitted());
  }

  /** The store, for a write this room queues: counted, so that the next patch waits for its commit. */
  private writeTo(): Store {
    this.writes++;
    return this.ctx.store;
  }

  private async patchWhenCommitted() {
    for (let committed = -1; committed !== this.writes; ) {
      committed = this.writes;
      await this.ctx.store.flush();
    }
    this.patchPending = false;
    for (const client of this.fullStateDue.splice(0)) if (this.clients.includes(client)) super.sendFullState(client);
    try {
      this.broadcastPatch();
    } finally {
      for (const node of this.privateNodes.values()) node.patched();
    }
    if (this.botsHeld) {
      this.botsHeld = false;
      this.schedule();
    }
  }

  /**
   * A joining client's first state shows the table as it is. While a patch waits for the commit
   * of what it shows, the first state waits too, and goes out just before that patch.
   */
  protected override sendFullState(client: Client) {
    if (this.patchPending) this.fullStateDue.push(client);
    else super.sendFullState(client);
  }

  /**
   * Mirrors the engine's views: the public one, and what each connected seat's own view adds.
   * Returns the seats that may act now.
   */
  private syncViews(): number[] {
    const mode = this.ctx.mode;
    this.publicView = mode.view(this.game, null) as { round?: unknown };
    this.state.publicView.sync(this.publicView);
    for (const [seat, node] of this.privateNodes) {
      if (this.seats[seat].sessionId) node.sync(mode.privateView(this.game, seat));
    }
    const actors = mode.actors(this.game);
    this.seats.forEach((s, i) => {
      const acting = actors.includes(i);
      if (s.acting !== acting) this.state.seats[i].acting = s.acting = acting;
    });
    return actors;
  }

  private finish() {
    const result = this.ctx.mode.result(this.game);
    this.finished = result;
    this.state.phase = 'over';
    this.botTimers.clearAll();
    this.turnTimers.clearAll();
    this.state.seats.forEach((info, i) => {
      info.deadline = 0;
      info.acting = this.seats[i].acting = false;
    });
    const scores = result.standings
      .filter((st) => this.seats[st.seat] && !this.seats[st.seat].bot && this.seats[st.seat].profileId)
      .map((st) => ({ profileId: this.seats[st.seat].profileId!, score: st.score, place: st.place }));
    void this.writeTo().finishMatch(this.roomId, this.ctx.mode.id, 'finished', result, scores);
    this.recordUnlocks(result);
    // After the patch with the final move, not before it.
    this.broadcast(SERVER_MESSAGES.result, result, { afterNextPatch: true });
    void this.chartOdds(result);
    this.patchSoon();
    this.publishMetadata();
    this.autoDispose = true;
    if (this.clients.length === 0) void this.disconnect();
  }

  /** Persists what the result says each seat unlocked (`extra.unlocks: { seat, kind, item, data }[]`). */
  private recordUnlocks(result: GameResult) {
    const unlocks = (result.extra?.unlocks ?? []) as { seat: number; kind: string; item: string; data?: unknown }[];
    if (!Array.isArray(unlocks)) return;
    for (const u of unlocks) {
      const profileId = this.seats[u.seat]?.bot ? null : this.seats[u.seat]?.profileId;
      if (!profileId) continue;
      void this.writeTo().addUnlocks(profileId, [{ mode: this.ctx.mode.id, kind: u.kind, item: u.item, data: u.data ?? null, matchId: this.roomId }]);
    }
  }

  // ---- bots and timers -----------------------------------------------------------------

  private isAutomated(seat: number) {
    const s = this.seats[seat];
    return s.bot || s.autoplay;
  }

  /** Bots act after a short delay; humans get a turn timer that hands their step to a bot. */
  private schedule(actors = this.game ? this.ctx.mode.actors(this.game) : []) {
    if (!this.game || this.finished) return;
    for (let seat = 0; seat < this.seats.length; seat++) {
      if (!actors.includes(seat)) {
        this.botTimers.clear(seat);
        this.turnTimers.clear(seat);
        continue;
      }
      if (this.isAutomated(seat)) {
        this.turnTimers.clear(seat);
        if (!this.botTimers.has(seat) && !this.thinking.has(seat)) this.botTimers.set(seat, this.settings.botDelay, () => this.botTurn(seat));
      } else if (this.turnSeconds(seat) > 0 && !this.turnTimers.has(seat)) {
        this.turnTimers.start(seat, this.turnSeconds(seat));
      }
    }
  }

  /** A bot's turn at the table's level; a bot standing in for a human plays Normal. */
  private botTurn(seat: number) {
    if (this.patchPending) return void (this.botsHeld = true);
    const level: BotLevel = this.seats[seat].bot ? (this.settings.botLevel ?? DEFAULT_BOT_LEVEL) : 'normal';
    if (level === 'hard' && searchable(this.ctx.mode)) return this.askSearch(seat);
    const rng = seedRng(`${this.seed}:easy:${this.actionCount}`);
    this.botAct(seat, [], level === 'easy' ? (game) => easyAction(this.ctx.mode, game, seat, rng) : undefined);
  }

  /**
   * A Hard bot's move comes from the worker pool, searched from its seat's view; the answer is
   * played only if the game is still at that decision, the seat's view unchanged (another seat's
   * hidden pick in a simultaneous step leaves it so; anything it sees move drops the answer, and
   * the bot is asked again).
   */
  private askSearch(seat: number) {
    const mode = this.ctx.mode;
    const view = mode.view(this.game, seat);
    const asked = JSON.stringify(view);
    this.thinking.add(seat);
    const table = { players: this.seats.length, seed: 'search', options: this.settings.options };
    const answered = (action?: unknown) => {
      this.thinking.delete(seat);
      const current = this.game && !this.finished && this.seats[seat].bot && JSON.stringify(mode.view(this.game, seat)) === asked;
      if (current) this.botAct(seat, [], action === undefined ? undefined : () => action);
      else this.schedule();
      this.patchSoon();
    };
    sharedBotPool()
      .decide(mode.id, view, seat, table, `${this.seed}:${this.actionCount}:${seat}`)
      .then(
        (d) => answered(d.action),
        (error) => {
          console.error(`[${mode.id}] search for seat ${seat} failed; playing greedy`, error);
          answered();
        },
      );
  }

  /**
   * Plays the bot's choice for `seat` (`choose`, else the greedy bot's) and returns it (undefined
   * when nothing could be played). `notice` events go out first, in the same batch (a timeout
   * saying who played).
   */
  private botAct(seat: number, notice: GameEvent[] = [], choose?: (game: unknown) => unknown): unknown {
    if (!this.game || this.finished || !this.ctx.mode.actors(this.game).includes(seat)) return;
    const mode = this.ctx.mode;
    let action: unknown;
    try {
      action = choose ? choose(this.game) : mode.botAction(this.game, seat);
    } catch (error) {
      console.error(`[${mode.id}] bot for seat ${seat} failed`, error);
    }
    let result = action === undefined ? null : this.safeApply(seat, action);
    if (result && !result.ok) console.error(`[${mode.id}] bot for seat ${seat} chose an illegal action`, action, result.error);
    if (!result?.ok) {
      // A bot bug must not freeze the table (nothing else would wake it): play the first legal action.
      action = mode.legalActions(this.game, seat)[0];
      result = action === undefined ? null : this.safeApply(seat, action);
      if (!result?.ok) return void console.error(`[${mode.id}] seat ${seat} has no playable action`);
    }
    this.commit(seat, action, result.state, notice.length ? [...notice, ...result.events] : result.events);
    return action;
  }

  /** The engine never throws by contract; if a bug makes it, the game stays as it was and the room lives. */
  private safeApply(seat: number, action: unknown): ReturnType<GameMode['apply']> {
    try {
      return this.ctx.mode.apply(this.game, seat, action);
    } catch (error) {
      console.error(`[${this.ctx.mode.id}] apply threw for seat ${seat}`, action, error);
      return { ok: false, code: 'internal', error: 'Something went wrong on our side; the game is unchanged. Please try again.' };
    }
  }

  /**
   * A human's seconds per decision: the creator's choice, else the server's default while another
   * human sits at the table (against bots only, nobody waits, so no timer).
   */
  private turnSeconds(seat: number): number {
    if (this.settings.turnTimer !== undefined) return this.settings.turnTimer;
    return this.seats.some((s, i) => i !== seat && !s.bot) ? this.ctx.defaults.turnTimer : 0;
  }

  /**
   * The timer ran out: the table is told (`turn-timed-out`, before the move), and a bot makes
   * this one decision; the seat stays the player's, and their next decision gets a fresh timer.
   * Only after several in a row does the bot play on for them (autoplay) until they act again.
   */
  private timeOut(seat: number) {
    let notice: GameEvent[] = [{ kind: 'turn-timed-out', seat, by: 'bot' }];
    for (let i = 0; i < MAX_AUTOPLAY_ACTIONS && this.game && !this.finished; i++) {
      if (!this.ctx.mode.actors(this.game).includes(seat)) break;
      const action = this.botAct(seat, notice);
      notice = [];
      if (!SELECTION_ACTIONS.has((action as { type?: unknown } | undefined)?.type)) break;
      this.turnTimers.clear(seat); // a pick re-armed the timer through schedule(): the decision goes on
    }
    if (this.turnTimers.timedOut(seat) >= this.ctx.defaults.timeoutsBeforeAutoplay && !this.finished) this.autoplay(seat);
  }

  // ---- win odds ------------------------------------------------------------------------

  /** Odds for a game of a mode the workers can search, estimated with seeds named after the match. */
  private trackOdds() {
    const mode = this.ctx.mode;
    if (!searchable(mode)) return;
    this.odds = new TableOdds(poolEstimator(mode, this.seats.length, this.settings.options), `odds:${this.roomId}`, () => this.sendOdds());
  }

  private oddsMomentNow(): OddsMoment {
    return { at: oddsAt(this.publicView, this.actionCount), view: this.publicView };
  }

  /**
   * Whether anyone may see the odds while the game runs: a spectator, or a seated human when the
   * table shows them live. Nobody else is told them, so nothing else is worth estimating live.
   */
  private oddsWatched(): boolean {
    return this.state.spectators > 0 || (this.settings.liveOdds === true && this.seats.some((s) => !s.bot && s.sessionId !== null));
  }

  /**
   * The after-game chart, to everyone at the table (docs/protocol.md, `odds`): replayed from the
   * match's seed and action log as committed, only while someone is here to see it.
   */
  private async chartOdds(result: GameResult) {
    const odds = this.odds;
    if (!odds || this.clients.length === 0) return;
    const end = resultOdds(result, this.seats.length, oddsAt(this.publicView, this.actionCount));
    const moments = this.ctx.store.match(this.roomId).then((record) => {
      if (!record) throw new Error('no match record');
      return oddsMoments(this.ctx.mode, record);
    });
    try {
      await odds.finish(moments, end);
    } catch (error) {
      console.error(`[${this.ctx.mode.id}] the odds chart of ${this.roomId} failed`, error);
    }
  }

  /**
   * Sends the odds to `only` or to every client that may see them: spectators, seated players too
   * when the table says so, and everyone once the after-game chart is complete (live odds would
   * be advice to a player). To everyone, after a pending patch: the chart follows the result.
   */
  private sendOdds(only?: Client) {
    const odds = this.odds;
    const history = odds?.history();
    if (!odds || !history?.length) return;
    const message: OddsMessage = { history };
    const afterNextPatch = !only && this.patchPending;
    for (const client of only ? [only] : this.clients) {
      const seat = this.seatOf.get(client.sessionId) ?? null;
      if (seat === null || this.settings.liveOdds || odds.charted) client.send(SERVER_MESSAGES.odds, message, { afterNextPatch });
    }
  }

  // ---- lobby ---------------------------------------------------------------------------

  private publishMetadata() {
    const humans = this.seats.filter((s) => !s.bot && (s.sessionId || s.profileId)).length;
    const bots = this.seats.filter((s) => s.bot).length;
    const view = this.publicView;
    const host = this.seats[this.state.hostSeat];
    const metadata: RoomMetadata = {
      mode: this.ctx.mode.id,
      modeName: this.ctx.mode.name,
      host: host && !host.bot ? host.name : '',
      seats: this.seats.length,
      humans,
      bots,
      free: this.seats.length - humans - bots,
      spectators: this.state.spectators,
      phase: this.state.phase as RoomMetadata['phase'],
      round: typeof view?.round === 'number' ? view.round : null,
      rules: this.rules,
    };
    this.listedRound = view?.round;
    const current = this.metadata as Record<string, unknown> | undefined;
    // Every field is a primitive: compare them one by one (this runs after every action).
    if (current && (Object.keys(metadata) as (keyof RoomMetadata)[]).every((k) => current[k] === metadata[k])) return;
    // Realtime listing reacts to joins and locks only; a metadata change must tell the lobby itself.
    void this.setMetadata(metadata).then(() => updateLobby(this));
  }
}

/** A room class bound to one mode and the server's shared context. */
export function roomFor(ctx: RoomContext): typeof GameRoom {
  return class extends GameRoom {
    protected override ctx = ctx;
  };
}
