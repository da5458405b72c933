// Compiles TestUSDC.sol into test-usdc.artifact.json. Run once with solc@0.8.28 available:
//   SOLC_FROM=/path/to/node_modules/solc/index.js node apps/server/contracts/compile.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const solc = createRequire(process.env.SOLC_FROM ?? import.meta.url)('solc');
const input = {
  language: 'Solidity',
  sources: { 'TestUSDC.sol': { content: readFileSync(join(here, 'TestUSDC.sol'), 'utf8') } },
  settings: {
    optimizer: { enabled: true, runs: 200 },
    outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
  },
};
const output = JSON.parse(solc.compile(JSON.stringify(input)));
for (const e of output.errors ?? []) if (e.severity === 'error') throw new Error(e.formattedMessage);
const c = output.contracts['TestUSDC.sol'].TestUSDC;
writeFileSync(
  join(here, 'test-usdc.artifact.json'),
  JSON.stringify({ compiler: solc.version(), abi: c.abi, bytecode: `0x${c.evm.bytecode.object}` }, null, 2) + '\n',
);
console.log('wrote test-usdc.artifact.json with', solc.version());
