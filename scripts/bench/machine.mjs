// What the figures were measured on, so runs on different or busy machines can be told apart.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { CHROMIUM } from './chromium.mjs';

export function machineInfo() {
  let chromium = 'unknown';
  try {
    chromium = execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch (error) {
    chromium = `unavailable (${error.message.split('\n')[0]})`;
  }
  const [load1, load5, load15] = os.loadavg().map((n) => Math.round(n * 100) / 100);
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    chromium,
    os: `${os.type()} ${os.release()}`,
    loadAverageAtStart: { load1, load5, load15 },
  };
}
