/**
 * "Turn your phone sideways": a page overlay over the table scenes while the window is upright.
 * The tables are laid out for landscape; the lobby and the results have upright layouts of their
 * own. The overlay only covers the table (which keeps playing, animating and receiving moves
 * underneath) and goes away as soon as the phone is turned.
 */
import type Phaser from 'phaser';
import { FONT } from './theme';

/** Id of the overlay element (the browser tests look for it). */
export const ROTATE_PROMPT_ID = 'tp-rotate';

/** Narrower than this share of its height, a window is too narrow for a table. */
const TABLE_MIN_ASPECT = 1;

function makeOverlay(): HTMLDivElement {
  const el = document.createElement('div');
  el.id = ROTATE_PROMPT_ID;
  el.setAttribute('role', 'alert');
  el.hidden = true;
  Object.assign(el.style, {
    position: 'fixed',
    inset: '0',
    zIndex: '10',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '18px',
    padding: '24px',
    textAlign: 'center',
    background: 'rgba(4, 28, 19, 0.97)',
    color: '#f4f1e6',
    font: `600 20px ${FONT}`,
    touchAction: 'none',
  });
  // A phone outline that turns sideways, then the words.
  const phone = document.createElement('div');
  Object.assign(phone.style, { width: '54px', height: '92px', border: '4px solid #f2c94c', borderRadius: '10px', boxSizing: 'border-box' });
  phone.animate([{ transform: 'rotate(0deg)' }, { transform: 'rotate(-90deg)' }, { transform: 'rotate(-90deg)' }], {
    duration: 1800,
    iterations: Number.POSITIVE_INFINITY,
    easing: 'ease-in-out',
  });
  const title = document.createElement('div');
  title.textContent = 'Turn your phone sideways';
  Object.assign(title.style, { color: '#f6dd8a', fontSize: '24px' });
  const body = document.createElement('div');
  body.textContent = 'The table needs a landscape screen. A live game goes on meanwhile.';
  Object.assign(body.style, { color: '#9fc7b4', fontWeight: '400', fontSize: '16px', maxWidth: '320px' });
  el.append(phone, title, body);
  document.body.appendChild(el);
  return el;
}

/** Shows the prompt whenever one of `tableScenes` runs in a window taller than it is wide. */
export function installRotatePrompt(game: Phaser.Game, tableScenes: string[]): void {
  const el = makeOverlay();
  let shown = false;
  // Checked once a frame: a handful of comparisons, and the page changes only when the answer does.
  game.events.on('poststep', () => {
    const upright = window.innerWidth < window.innerHeight * TABLE_MIN_ASPECT;
    const atTable = tableScenes.some((key) => game.scene.isActive(key));
    const show = upright && atTable;
    if (show === shown) return;
    shown = show;
    el.hidden = !show;
    el.style.display = show ? 'flex' : 'none';
  });
}
