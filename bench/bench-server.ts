/** Starts the built shop (dist/server/server.js) for a bench and waits until it answers. */
import { spawn, type ChildProcess } from 'node:child_process';

export interface BenchServer {
  baseUrl: string;
  stop(): Promise<void>;
}

export async function startBenchServer(options: { port: number; dataDir: string; env?: Record<string, string> }): Promise<BenchServer> {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const server: ChildProcess = spawn(process.execPath, ['dist/server/server.js'], {
    env: { ...process.env, PORT: String(options.port), HOST: '127.0.0.1', DATA_DIR: options.dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', ...options.env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode !== null) return;
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  };
  for (let i = 0; i < 360; i++) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { baseUrl, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error('the shop did not start within 90 s');
}
