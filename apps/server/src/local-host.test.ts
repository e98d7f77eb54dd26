import { describe, expect, it } from 'vitest';
import { isLocalHost } from './local-host';

describe('isLocalHost', () => {
  it.each([
    'localhost',
    'app.localhost',
    'LOCALHOST',
    'marina-pc.local',
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.20',
    '169.254.10.10',
    '[::1]',
    '[fd12:3456::1]',
    '[fe80::1]',
    '[::ffff:192.168.0.1]',
  ])('%s is local', (host) => {
    expect(isLocalHost(host)).toBe(true);
  });

  it.each([
    'tightlines.example.com',
    'localhost.example.com',
    '8.8.8.8',
    '172.32.0.1',
    '11.0.0.1',
    '192.169.0.1',
    '[2001:db8::1]',
    '[::ffff:8.8.8.8]',
  ])('%s is public', (host) => {
    expect(isLocalHost(host)).toBe(false);
  });
});
