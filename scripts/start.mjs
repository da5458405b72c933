// `npm start`: install if needed, build the web app, then run the server (migrations and demo seed run at start).
import { execSync, spawn } from 'node:child_process';
import { serverNodeArgs } from './server-command.mjs';

execSync('node scripts/ensure-deps.mjs', { stdio: 'inherit' });
console.log('Building the web app…');
execSync('npm run build -w @app/web --silent', { stdio: 'inherit' });
const server = spawn(process.execPath, serverNodeArgs(), { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
