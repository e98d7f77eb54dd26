import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to port 8080 and PGlite under ./data', () => {
    const config = loadConfig({ INIT_CWD: '/srv/tightlines' });
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toBe('/srv/tightlines/data');
  });

  it('treats DATA_DIR=memory:// as an in-memory database', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).inMemory).toBe(true);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://localhost/x' }, /DATABASE_URL must be a postgres/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
  ])('refuses %j with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('ignores empty variables', () => {
    expect(loadConfig({ PORT: '' }).PORT).toBe(8080);
  });
});
