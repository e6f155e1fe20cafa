// `npm run dev`: the API with reload (tsx watch, port 8080) and the Vite dev server with HMR
// (port 5173, proxying /v1, /auth/v1 and /admin/v1 to the API). Ctrl-C stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (n) => path.join(root, 'node_modules', '.bin', n);
const children = [
  spawn(bin('tsx'), ['watch', 'server/src/server.ts'], { cwd: root, stdio: 'inherit', env: { ...process.env, PORT: process.env.PORT || '8080' } }),
  spawn(bin('vite'), ['--port', '5173', '--strictPort'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => {
  stop();
  process.exitCode = code ?? 0;
});
