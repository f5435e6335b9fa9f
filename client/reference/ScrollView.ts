import Phaser from 'phaser';

/** How far (device pixels) a press must move before it is a drag and no longer a tap. */
const DRAG_SLOP = 8;

/**
 * A vertically scrolling region of a scene: a camera whose viewport is the region, looking at a
 * container placed far from everything else in the world (so no other camera sees it, and it sees
 * nothing else). Scrolls with the mouse wheel and by dragging with mouse or finger.
 */
export class ScrollView {
  readonly container: Phaser.GameObjects.Container;
  readonly camera: Phaser.Cameras.Scene2D.Camera;
  /** Height of the content, set by whoever fills the container. */
  contentHeight = 0;
  /** True while (and right after) the current press is a drag: taps ignore it. */
  dragged = false;
  private pressY: number | null = null;
  private pressScroll = 0;

  constructor(
    private scene: Phaser.Scene,
    readonly rect: { x: number; y: number; w: number; h: number },
    /** Where its content lives in the world: a distinct offset per view. */
    readonly worldX: number,
  ) {
    this.container = scene.add.container(worldX, 0);
    this.camera = scene.cameras.add(rect.x, rect.y, rect.w, rect.h);
    this.camera.setScroll(worldX, 0);
    scene.cameras.main.ignore(this.container);
    scene.input.on('wheel', this.onWheel, this);
    scene.input.on('pointerdown', this.onDown, this);
    scene.input.on('pointermove', this.onMove, this);
    scene.input.on('pointerup', this.onUp, this);
  }

  get scroll(): number {
    return this.camera.scrollY;
  }

  get maxScroll(): number {
    return Math.max(0, this.contentHeight - this.rect.h);
  }

  scrollTo(y: number): void {
    this.camera.setScroll(this.worldX, Phaser.Math.Clamp(y, 0, this.maxScroll));
  }

  contains(x: number, y: number): boolean {
    const r = this.rect;
    return x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h;
  }

  /** Where a rectangle of the content (container coordinates) is on the canvas. */
  toScreen(x: number, y: number, w: number, h: number): { x: number; y: number; width: number; height: number } {
    return { x: this.rect.x + x, y: this.rect.y + y - this.scroll, width: w, height: h };
  }

  /** Whether a rectangle of the content (container coordinates) is wholly in view: tests click only those. */
  inView(y: number, h: number): boolean {
    return y - this.scroll >= 0 && y + h - this.scroll <= this.rect.h;
  }

  private onWheel(p: Phaser.Input.Pointer, _over: unknown, _dx: number, dy: number) {
    if (this.contains(p.x, p.y)) this.scrollTo(this.scroll + dy);
  }

  private onDown(p: Phaser.Input.Pointer) {
    this.dragged = false;
    this.pressY = this.contains(p.x, p.y) ? p.y : null;
    this.pressScroll = this.scroll;
  }

  private onMove(p: Phaser.Input.Pointer) {
    if (this.pressY === null || !p.isDown) return;
    if (Math.abs(p.y - this.pressY) > DRAG_SLOP) this.dragged = true;
    if (this.dragged) this.scrollTo(this.pressScroll - (p.y - this.pressY));
  }

  private onUp() {
    this.pressY = null;
  }

  destroy(): void {
    this.scene.input.off('wheel', this.onWheel, this);
    this.scene.input.off('pointerdown', this.onDown, this);
    this.scene.input.off('pointermove', this.onMove, this);
    this.scene.input.off('pointerup', this.onUp, this);
    this.scene.cameras.remove(this.camera);
    this.container.destroy();
  }
}
