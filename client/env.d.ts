/// <reference types="vite/client" />

interface Window {
  /** Test hook: where things are on the canvas (see client/testHook.ts). */
  __tp?: unknown;
}
