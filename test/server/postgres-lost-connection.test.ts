import { describe, expect, it } from 'vitest';
import { lostConnection } from '../../server/store/postgres';

describe('PostgreSQL: a lost connection against a refused statement', () => {
  it('retries a batch cut off with its connection, whatever the error says of it', () => {
    expect(lostConnection(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
    expect(lostConnection(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))).toBe(true);
    expect(lostConnection(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(lostConnection(Object.assign(new Error('connection failure'), { code: '08006' }))).toBe(true);
  });

  it('gives up on a statement PostgreSQL refused, which would be refused again', () => {
    expect(lostConnection(Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }))).toBe(false);
    expect(lostConnection(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false);
  });
});
