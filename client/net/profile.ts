/**
 * The guest profile: its token lives in localStorage and identifies the player on every join
 * (and reclaims their seat after a reload). The server makes a profile on the first join when
 * there is none yet, and the welcome message hands back its token.
 */
import { settings } from '../settings';

export interface ProfileSummary {
  id: string;
  name: string;
  unlocks: { mode: string; kind: string; item: string }[];
  best: Record<string, number | null>;
}

/** The profile of the stored token, or null (no token, unknown token, server unreachable). */
export async function fetchProfile(): Promise<ProfileSummary | null> {
  const token = settings.token;
  if (!token) return null;
  try {
    const res = await fetch('/api/profile', { headers: { Authorization: `Bearer ${token}` } });
    if (!res.ok) return null;
    return (await res.json()) as ProfileSummary;
  } catch {
    return null;
  }
}

/** Join options that identify this player. */
export function identity(): { name?: string; token?: string } {
  const out: { name?: string; token?: string } = {};
  const name = settings.name.trim();
  if (name) out.name = name.slice(0, 24);
  const token = settings.token;
  if (token) out.token = token;
  return out;
}
