const chainNames: Record<string, string> = {
  ethereum: 'Ethereum',
  base: 'Base',
  starknet: 'Starknet',
  core: 'Core',
};

/** Display name of a chain id from the API ('base' → 'Base'); unknown ids are title-cased. */
export function chainName(chain: string): string {
  return chainNames[chain] ?? chain.charAt(0).toUpperCase() + chain.slice(1);
}
