// No schemas here: the dashboard imports this without building any.
/** What the dashboard's lifetime totals count, shown to users beside them. */
export const totalsDefinitions = {
  deposits:
    'Money that arrived from outside NaijaWallet: bank funding and on-chain deposits, valued at today’s prices. Transfers from other users are not deposits.',
  withdrawals:
    'Money sent out of NaijaWallet: to wallet addresses and banks, valued at today’s prices, fees not included. Transfers to other users are not withdrawals.',
} as const;
