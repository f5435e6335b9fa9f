import Phaser from 'phaser';
import type { ModeId } from '../../shared/engine/types';
import { Button } from '../objects/Button';
import { TextField } from '../objects/TextField';
import { MODE_ORDER, modeInfo } from '../modes/registry';
import { registerInfo, registerTarget } from '../testHook';
import { clearScene } from '../ui/clear';
import { COLORS, FONT, fontPx, isUpright, unitOf } from '../ui/theme';
import { drawPanel } from '../ui/panel';
import { referenceSections } from '../reference/content';
import { filterSections } from '../reference/search';
import { drawSections, type DrawnSections } from '../reference/drawBlocks';
import { ScrollView } from '../reference/ScrollView';
import type { Section } from '../reference/markdown';

/** How the reference is opened: which mode's rules, and where closing it goes. */
export interface RulesReferenceData {
  mode: ModeId;
  /**
   * The scene to start on close (the lobby, which is stopped while the reference shows). Without
   * it the reference is an overlay over a running table and closing just stops the reference.
   */
  returnTo?: string;
  /** A section id to open at (a table area's "?", client/reference/areas.ts). */
  section?: string;
}

/** World x of each scroll view's content, far from the chrome and from each other. */
const LIST_WORLD_X = 100_000;
const PAGE_WORLD_X = 200_000;

/**
 * The rules reference of each mode: a section list, a search box that narrows the sections and
 * jokers to those mentioning it, and the page, scrollable by wheel, drag or touch.
 */
export class RulesReference extends Phaser.Scene {
  private mode: ModeId = 'trash-poker';
  private returnTo?: string;
  /** The section to show first, until the player searches or scrolls elsewhere. */
  private openAt?: string;
  private query = '';
  private sections: Section[] = [];
  private shown: Section[] = [];
  private drawn: DrawnSections = { tops: [], cards: [], height: 0, firstMatch: null };
  private list?: ScrollView;
  private page?: ScrollView;
  private search?: TextField;

  constructor() {
    super('RulesReference');
  }

  init(data: RulesReferenceData) {
    this.mode = data.mode ?? 'trash-poker';
    this.returnTo = data.returnTo;
    this.openAt = data.section;
    this.query = '';
    this.sections = referenceSections(this.mode);
  }

  create() {
    this.scene.bringToTop();
    this.search = new TextField(this, {
      id: 'rules-search',
      placeholder: 'Search the rules (e.g. Joker 12)',
      maxLength: 40,
      onChange: (v) => {
        this.query = v;
        this.drawPage();
      },
    });
    this.layout();
    this.scale.on('resize', this.layout, this);
    // Esc closes only the reference: stopped here, it reaches no scene below (the table's menu, leaving).
    this.input.keyboard?.on('keydown-ESC', (e: KeyboardEvent) => {
      e.stopPropagation();
      this.close();
    });
    this.events.once('shutdown', () => {
      this.scale.off('resize', this.layout, this);
      this.list?.destroy();
      this.page?.destroy();
      this.list = this.page = undefined;
    });
    registerInfo(this, () => ({
      mode: this.mode,
      overlay: !this.returnTo,
      query: this.query,
      sections: this.shown.map((s) => s.title),
      openAt: this.openAt ?? null,
      cards: this.drawn.cards.map((c) => ({ id: c.card.id, title: c.card.title, text: c.card.text })),
      scroll: this.page?.scroll ?? 0,
      maxScroll: this.page?.maxScroll ?? 0,
    }));
  }

  private close() {
    if (this.returnTo) this.scene.start(this.returnTo);
    else this.scene.stop();
  }

  private layout() {
    const W = this.scale.width;
    const H = this.scale.height;
    const u = unitOf(W, H);
    const portrait = isUpright({ W, H });
    clearScene(this);
    this.list?.destroy();
    this.page?.destroy();
    // The backdrop takes every press, so nothing reaches a table underneath.
    this.add.rectangle(0, 0, W, H, COLORS.feltDark, 0.97).setOrigin(0).setInteractive();
    const m = 10 * u;
    const barH = 48 * u;
    this.add.text(m, m + barH / 2, 'Rules', { fontFamily: FONT, fontSize: `${fontPx(u, 26)}px`, color: COLORS.goldText, fontStyle: 'bold' }).setOrigin(0, 0.5);
    const closeW = 110 * u;
    new Button(this, W - m - closeW / 2, m + barH / 2, {
      width: closeW,
      height: barH * 0.86,
      label: 'Close',
      key: 'rules:close',
      hint: 'Esc',
      onClick: () => this.close(),
    });
    // Mode tabs, then the search box: one row when wide, two when narrow.
    const tabW = Math.min(150 * u, (W - 2 * m - closeW - 90 * u) / 3);
    MODE_ORDER.forEach((id, i) => {
      new Button(this, m + 90 * u + tabW * (i + 0.5), m + barH / 2, {
        width: tabW - 6 * u,
        height: barH * 0.8,
        label: modeInfo(id).name,
        style: id === this.mode ? 'primary' : 'ghost',
        key: `rules:mode:${id}`,
        onClick: () => {
          this.mode = id;
          this.sections = referenceSections(id);
          this.layout();
        },
      });
    });
    const searchX = m + 90 * u + tabW * 3 + 10 * u;
    const searchRow = searchX + 160 * u > W - 2 * m - closeW;
    const searchY = searchRow ? m + barH + 4 * u : m;
    const sx = searchRow ? m : searchX;
    const sw = (searchRow ? W - 2 * m : W - m - closeW - 10 * u - searchX) - 0;
    this.search?.setRect(sx, searchY + barH * 0.12, sw, barH * 0.76, fontPx(u, 16));
    const top = searchY + barH + 6 * u;
    // Section list beside the page when wide, above it when the screen stands upright.
    const listRect = portrait
      ? { x: m, y: top, w: W - 2 * m, h: Math.round((H - top - m) * 0.24) }
      : { x: m, y: top, w: Math.round(Math.min(300 * u, W * 0.27)), h: H - top - m };
    const pageRect = portrait
      ? { x: m, y: listRect.y + listRect.h + m, w: W - 2 * m, h: H - listRect.y - listRect.h - 2 * m }
      : { x: listRect.x + listRect.w + m, y: top, w: W - listRect.w - 3 * m, h: H - top - m };
    const g = this.add.graphics();
    drawPanel(g, listRect.x, listRect.y, listRect.w, listRect.h, u, { alpha: 0.8 });
    drawPanel(g, pageRect.x, pageRect.y, pageRect.w, pageRect.h, u, { alpha: 0.8 });
    this.list = new ScrollView(this, listRect, LIST_WORLD_X);
    this.page = new ScrollView(this, pageRect, PAGE_WORLD_X);
    this.drawPage();
  }

  /** Draws the sections the query keeps, and the list of them; scrolls the page to the first match (or the top). */
  private drawPage() {
    const list = this.list;
    const page = this.page;
    if (!list || !page) return;
    const u = unitOf(this.scale.width, this.scale.height);
    list.container.removeAll(true);
    page.container.removeAll(true);
    this.shown = filterSections(this.sections, this.query);
    this.drawn = drawSections(this, page.container, this.shown, page.rect.w, u, this.query);
    if (!this.shown.length) {
      page.container.add(
        this.add.text(16 * u, 16 * u, `Nothing in these rules mentions "${this.query}".`, {
          fontFamily: FONT,
          fontSize: `${fontPx(u, 16)}px`,
          color: COLORS.dim,
        }),
      );
    }
    page.contentHeight = this.drawn.height;
    const at = this.query ? -1 : this.shown.findIndex((s) => s.id === this.openAt);
    page.scrollTo(at >= 0 ? this.drawn.tops[at] : (this.drawn.firstMatch ?? 0) - 16 * u);
    for (const c of this.drawn.cards) {
      registerTarget(this, `rules:card:${c.card.id}`, c.image, () => page.inView(c.rect.y, c.rect.h));
      (c.image as unknown as { testRect: () => unknown }).testRect = () => page.toScreen(c.rect.x, c.rect.y, c.rect.w, c.rect.h);
    }
    let y = 8 * u;
    this.shown.forEach((s, i) => {
      const t = this.add.text(s.level === 3 ? 24 * u : 10 * u, y, s.title, {
        fontFamily: FONT,
        fontSize: `${fontPx(u, s.level === 3 ? 14 : 15, 12)}px`,
        color: s.level === 3 ? COLORS.dim : COLORS.text,
        fontStyle: s.level === 3 ? '' : 'bold',
        wordWrap: { width: list.rect.w - 34 * u, useAdvancedWrap: true },
      });
      t.setInteractive({ useHandCursor: true }).on('pointerup', () => {
        if (!list.dragged) page.scrollTo(this.drawn.tops[i]);
      });
      list.container.add(t);
      registerTarget(this, `rules:section:${s.id}`, t, () => list.inView(t.y, t.height));
      (t as unknown as { testRect: () => unknown }).testRect = () => list.toScreen(t.x, t.y, t.width, t.height);
      y += t.height + 8 * u;
    });
    list.contentHeight = y;
    list.scrollTo(0);
  }
}
