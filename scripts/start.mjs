// `npm start`: install if needed, build the web app, then run the server (migrations and demo seed
// run at start), and start it again if it crashes.
import { execSync } from 'node:child_process';
import { keepRunning } from './keep-running.mjs';
import { serverNodeArgs } from './server-command.mjs';

execSync('node scripts/ensure-deps.mjs', { stdio: 'inherit' });
console.log('Building the web app…');
execSync('npm run build -w @app/web --silent', { stdio: 'inherit' });
const server = keepRunning(process.execPath, serverNodeArgs(), {
  onRestart: (reason) => console.error(`The server stopped (${reason}); starting it again…`),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.stop(signal));
process.exit(await server.exited);
