/**
 * `--key value` pairs over `defaults`: a key the defaults name takes the value, as a number where
 * its default is one; other keys are ignored. For the measurement scripts' few flags.
 */
export function flags<T extends Record<string, string | number>>(argv: string[], defaults: T): T {
  const out: Record<string, string | number> = { ...defaults };
  for (let i = 0; i + 1 < argv.length; i += 2) {
    const key = argv[i].replace(/^--/, '');
    if (!Object.hasOwn(defaults, key)) continue;
    out[key] = typeof defaults[key] === 'number' ? Number(argv[i + 1]) : argv[i + 1];
  }
  return out as T;
}
