// Talking to the bench's child processes (servers and load generators) over IPC.
import type { ChildProcess } from 'node:child_process';

/**
 * The load processes' Node flags: a 64 MB young generation. Hundreds of clients in one heap
 * decode thousands of patches a second into short-lived garbage; with the default, garbage
 * collection was about half of a load process's busy time (a third with light clients), with it
 * about a fifth. Real clients each have a heap of their own.
 */
export const LOAD_NODE_FLAGS = ['--max-semi-space-size=64'];

/** Sends `command` to a child and waits for its answer of `type`. */
export function ask<T = unknown>(child: ChildProcess, command: object, type: string): Promise<T> {
  const answer = reply<T>(child, type);
  child.send(command);
  return answer;
}

/** Asks a child to stop and waits until it has exited. */
export function stopChild(child: ChildProcess): Promise<unknown> {
  const exited = new Promise((r) => child.once('exit', r));
  child.send({ type: 'stop' });
  return exited;
}

/** The next IPC message of `type` from a child. */
export function reply<T = unknown>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve) => {
    const onMessage = (m: any) => {
      if (m?.type !== type) return;
      child.off('message', onMessage);
      resolve(m);
    };
    child.on('message', onMessage);
  });
}
