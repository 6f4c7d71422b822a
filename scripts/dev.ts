/** `npm run dev`: the API with reload on change, and Vite's dev server (which proxies /api to it). */
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/api/src/server.ts'], {
    stdio: 'inherit',
    env: { NODE_ENV: 'development', LOG_LEVEL: 'info', ...process.env },
  }),
  spawn('npm', ['run', 'dev', '-w', '@portale/web'], { stdio: 'inherit' }),
];

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', stop));
