import Phaser from 'phaser';
import { Boot } from './scenes/Boot';
import { Preloader } from './scenes/Preloader';
import { Hud } from './scenes/Hud';
import { Lobby } from './scenes/Lobby';
import { TrashPokerTable } from './scenes/TrashPokerTable';
import { PokerPlusTable } from './scenes/PokerPlusTable';
import { TrashTable } from './scenes/TrashTable';
import { Results } from './scenes/Results';
import { RulesReference } from './scenes/RulesReference';
import { ReplayControls } from './replay/ReplayControls';
import { MatchRecords } from './replay/MatchRecords';
import { Coach } from './tutorial/Coach';
import { installTestHook } from './testHook';
import { installSfx } from './audio/sfx';
import { installFrameRate } from './frameRate';

/**
 * The canvas is sized in device pixels and scaled down by CSS, so cards and text are crisp at any
 * devicePixelRatio; Phaser's RESIZE mode follows the (device-pixel) size of #game.
 */
const parent = document.getElementById('game')!;
function fit() {
  const d = Math.max(1, Math.min(window.devicePixelRatio || 1, 3));
  (window as unknown as { __dpr: number }).__dpr = d;
  parent.style.width = `${Math.round(window.innerWidth * d)}px`;
  parent.style.height = `${Math.round(window.innerHeight * d)}px`;
  document.documentElement.style.setProperty('--inv-dpr', String(1 / d));
}
fit();
window.addEventListener('resize', fit);

/**
 * WebGL when the browser has a real GPU behind it; the Canvas renderer when WebGL is emulated in
 * software (SwiftShader, llvmpipe: several times slower there). `?renderer=webgl|canvas` forces one.
 */
function pickRenderer(): number {
  const forced = new URLSearchParams(location.search).get('renderer');
  if (forced === 'canvas') return Phaser.CANVAS;
  if (forced === 'webgl') return Phaser.WEBGL;
  try {
    const gl = document.createElement('canvas').getContext('webgl');
    if (!gl) return Phaser.CANVAS;
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const name = info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : '';
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return /swiftshader|llvmpipe|software|basic render/i.test(name) ? Phaser.CANVAS : Phaser.WEBGL;
  } catch {
    return Phaser.AUTO;
  }
}
const renderer = pickRenderer();

const game = new Phaser.Game({
  type: renderer,
  parent,
  backgroundColor: '#06261a',
  scale: { mode: Phaser.Scale.RESIZE, width: parent.clientWidth, height: parent.clientHeight },
  input: { activePointers: 3 },
  render: { antialias: true },
  banner: false,
  scene: [Boot, Preloader, Hud, Lobby, TrashPokerTable, PokerPlusTable, TrashTable, Results, RulesReference, ReplayControls, MatchRecords, Coach],
});

installTestHook(game);
installFrameRate(game);
installSfx();
