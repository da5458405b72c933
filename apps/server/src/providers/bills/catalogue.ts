import type { BillCategory } from '@app/contract';
import type { BillerService } from './biller.js';

const naira = (n: number) => BigInt(n) * 100n;

const electricity = (id: string, name: string): BillerService => ({
  id,
  name,
  category: 'electricity',
  minKobo: naira(500),
  maxKobo: naira(300_000),
  variations: [
    { code: 'prepaid', name: 'Prepaid', amountKobo: null },
    { code: 'postpaid', name: 'Postpaid', amountKobo: null },
  ],
});

const topUp = (category: BillCategory, id: string, name: string, min: number, max: number): BillerService => ({
  id,
  name,
  category,
  minKobo: naira(min),
  maxKobo: naira(max),
  variations: [],
});

/** Cable TV: bouquets are fixed prices, so the limits are the cheapest and dearest bouquet. */
function cable(id: string, name: string, bouquets: [code: string, name: string, price: number][]): BillerService {
  const prices = bouquets.map(([, , price]) => naira(price));
  return {
    id,
    name,
    category: 'cable_tv',
    minKobo: prices.reduce((a, b) => (b < a ? b : a)),
    maxKobo: prices.reduce((a, b) => (b > a ? b : a)),
    variations: bouquets.map(([code, bouquet, price]) => ({ code, name: bouquet, amountKobo: naira(price) })),
  };
}

/**
 * The billers we offer (every provider the spec lists), under the aggregator's service ids, with
 * their limits in naira and the cable bouquets' prices. The sandbox serves it as is; the HTTP
 * biller refreshes the bouquet prices from the aggregator.
 */
export const BILLER_CATALOGUE: readonly BillerService[] = [
  electricity('abuja-electric', 'AEDC'),
  electricity('eko-electric', 'EKEDC'),
  electricity('ikeja-electric', 'IKEDC'),
  electricity('portharcourt-electric', 'PHED'),
  electricity('kano-electric', 'KEDCO'),

  topUp('internet', 'mtn-data', 'MTN', 100, 100_000),
  topUp('internet', 'airtel-data', 'Airtel', 100, 100_000),
  topUp('internet', 'glo-data', 'Glo', 100, 100_000),
  topUp('internet', 'etisalat-data', '9mobile', 100, 100_000),
  topUp('internet', 'spectranet', 'Spectranet', 500, 150_000),

  topUp('airtime', 'mtn', 'MTN', 50, 50_000),
  topUp('airtime', 'airtel', 'Airtel', 50, 50_000),
  topUp('airtime', 'glo', 'Glo', 50, 50_000),
  topUp('airtime', 'etisalat', '9mobile', 50, 50_000),

  cable('dstv', 'DSTV', [
    ['dstv-padi', 'DStv Padi', 4_400],
    ['dstv-yanga', 'DStv Yanga', 6_000],
    ['dstv-confam', 'DStv Confam', 11_000],
    ['dstv-compact', 'DStv Compact', 19_000],
    ['dstv-compact-plus', 'DStv Compact Plus', 30_000],
    ['dstv-premium', 'DStv Premium', 44_500],
  ]),
  cable('gotv', 'GOTV', [
    ['gotv-smallie', 'GOtv Smallie', 1_900],
    ['gotv-jinja', 'GOtv Jinja', 3_900],
    ['gotv-jolli', 'GOtv Jolli', 5_800],
    ['gotv-max', 'GOtv Max', 8_500],
    ['gotv-supa', 'GOtv Supa', 11_400],
  ]),
  cable('startimes', 'Startimes', [
    ['nova', 'Nova', 1_900],
    ['basic', 'Basic', 3_700],
    ['smart', 'Smart', 4_700],
    ['classic', 'Classic', 5_500],
    ['super', 'Super', 9_000],
  ]),
  cable('showmax', 'Showmax', [
    ['showmax-mobile', 'Showmax Mobile', 1_600],
    ['showmax-standard', 'Showmax Standard', 3_500],
    ['showmax-pro', 'Showmax Pro', 6_300],
  ]),

  topUp('betting', 'bet9ja', 'Bet9ja', 100, 500_000),
  topUp('betting', 'nairabet', 'Nairabet', 100, 500_000),
  topUp('betting', 'sportybet', 'SportyBet', 100, 500_000),
  topUp('betting', 'betking', 'BetKing', 100, 500_000),
  topUp('betting', '1xbet', '1xBet', 100, 500_000),
];
