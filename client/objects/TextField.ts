import type Phaser from 'phaser';
import { dpr } from '../ui/theme';

/**
 * An HTML text input laid over the canvas (typing, IME and mobile keyboards work as usual),
 * positioned in canvas coordinates and removed with its scene.
 */
export class TextField {
  readonly el: HTMLInputElement;

  constructor(
    scene: Phaser.Scene,
    opts: { id: string; placeholder: string; value?: string; maxLength?: number; onChange?: (v: string) => void; onEnter?: (v: string) => void },
  ) {
    document.getElementById(opts.id)?.remove();
    const el = document.createElement('input');
    el.id = opts.id;
    el.className = 'tp-field';
    el.type = 'text';
    el.placeholder = opts.placeholder;
    el.value = opts.value ?? '';
    el.maxLength = opts.maxLength ?? 24;
    el.autocomplete = 'off';
    el.spellcheck = false;
    el.addEventListener('input', () => opts.onChange?.(el.value));
    el.addEventListener('keydown', (e) => {
      e.stopPropagation();
      if (e.key === 'Enter') opts.onEnter?.(el.value);
    });
    document.body.appendChild(el);
    this.el = el;
    scene.events.once('shutdown', () => this.destroy());
    scene.events.once('destroy', () => this.destroy());
  }

  /** Places the field over the canvas rectangle (device pixels). */
  setRect(x: number, y: number, w: number, h: number, fontPx: number): this {
    const d = dpr();
    Object.assign(this.el.style, {
      left: `${x / d}px`,
      top: `${y / d}px`,
      width: `${w / d}px`,
      height: `${h / d}px`,
      fontSize: `${Math.max(12, fontPx / d)}px`,
    });
    return this;
  }

  get value() {
    return this.el.value;
  }

  destroy() {
    this.el.remove();
  }
}
