import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { Lifecycle, type LifecycleStep } from '../../src/server/lifecycle';

const log = pino({ level: 'silent' });

function recorded(fail?: string) {
  const calls: string[] = [];
  const step = (name: string): LifecycleStep => ({
    name,
    start: () => {
      if (name === fail) throw new Error(`${name} failed`);
      calls.push(`start ${name}`);
    },
    stop: () => void calls.push(`stop ${name}`),
  });
  return { calls, steps: ['queue', 'feed', 'inbox'].map(step) };
}

describe('the start/stop list (ctx.lifecycle)', () => {
  it('starts in order and stops in reverse order', async () => {
    const { calls, steps } = recorded();
    const lifecycle = new Lifecycle(() => steps, log);
    await lifecycle.start();
    await lifecycle.stop();
    expect(calls).toEqual(['start queue', 'start feed', 'start inbox', 'stop inbox', 'stop feed', 'stop queue']);
  });

  it('is counted: a second app on the same context starts nothing again, the last to close stops it', async () => {
    const { calls, steps } = recorded();
    const lifecycle = new Lifecycle(() => steps, log);
    await lifecycle.start();
    await lifecycle.start();
    await lifecycle.stop();
    expect(calls).toEqual(['start queue', 'start feed', 'start inbox']);
    await lifecycle.stop();
    await lifecycle.stop();
    expect(calls.filter((c) => c.startsWith('stop'))).toEqual(['stop inbox', 'stop feed', 'stop queue']);
  });

  it('stops only what started when a step fails to start', async () => {
    const { calls, steps } = recorded('inbox');
    const lifecycle = new Lifecycle(() => steps, log);
    await expect(lifecycle.start()).rejects.toThrow('inbox failed');
    await lifecycle.stop();
    expect(calls).toEqual(['start queue', 'start feed', 'stop feed', 'stop queue']);
  });

  it('keeps stopping the rest when a step fails to stop, then reports the failure', async () => {
    const stopped: string[] = [];
    const lifecycle = new Lifecycle(
      () => [
        { name: 'queue', stop: () => void stopped.push('queue') },
        {
          name: 'feed',
          stop: () => {
            throw new Error('feed would not stop');
          },
        },
        { name: 'inbox', stop: () => void stopped.push('inbox') },
      ],
      log,
    );
    await lifecycle.start();
    await expect(lifecycle.stop()).rejects.toThrow('feed would not stop');
    expect(stopped).toEqual(['inbox', 'queue']);
  });
});
