import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { freePort } from './free-port';

export interface TestRedis {
  url: string;
  stop(): Promise<void>;
  /** Starts it again on the same port (empty: nothing is kept on disk), after stop(). */
  start(): Promise<void>;
  /** SIGSTOP (true) or SIGCONT (false): a Redis that keeps its connections open but no longer answers. */
  freeze(frozen: boolean): void;
}

/** Debian's redis-server on a free loopback port, keeping nothing on disk; stopped by its own PID. */
export async function startRedis(): Promise<TestRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  const start = async () => {
    const started = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'warning'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child = started;
    exited = new Promise<void>((resolve) => started.once('exit', () => resolve()));
    for (let attempt = 0; ; attempt += 1) {
      const ready = await new Promise<boolean>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.end();
          resolve(true);
        });
        socket.on('error', () => resolve(false));
      });
      if (ready) break;
      if (attempt > 100 || started.exitCode !== null) throw new Error('redis-server did not start (apt-get install -y redis-server)');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      // A frozen server only ends once it may run again.
      child?.kill('SIGCONT');
      child?.kill('SIGTERM');
      await exited;
    },
    start,
    freeze(frozen) {
      child?.kill(frozen ? 'SIGSTOP' : 'SIGCONT');
    },
  };
}
