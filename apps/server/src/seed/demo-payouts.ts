import { Readable } from 'node:stream';
import { nubanCheckDigit, type AssetSymbol } from '@app/contract';
import type { Container } from '../container.js';
import { requestHash } from '../modules/idempotency/idempotency.service.js';
import { parseAmountFor } from '../modules/wallet/wallet.service.js';
import { DEMO_ACCOUNTS } from './accounts.js';
import { demoIdCardPng, demoUtilityBillPdf } from './demo-documents.js';

/** A sandbox account number whose 9-digit serial decides what the sandbox does (see the table). */
const account = (bankCode: string, serial: string) => `${serial}${nubanCheckDigit(bankCode, serial)}`;

async function credit(c: Container, userId: string, asset: AssetSymbol, amount: string, reference: string) {
  await c.funding.creditInbound({
    source: 'sandbox-funding',
    reference,
    userId,
    asset,
    amount: parseAmountFor(asset, amount),
    fromAddress: 'Sandbox funding',
  });
}

async function cashOut(
  c: Container,
  userId: string,
  asset: AssetSymbol,
  amount: string,
  bankCode: string,
  accountNumber: string,
) {
  const wallet = (await c.ledgerRepository.walletFor(c.db, userId, asset))!;
  const request = { balance_id: wallet.id, amount, bank_code: bankCode, account_number: accountNumber };
  const key = `demo-seed-payout-${accountNumber}`;
  const result = await c.payouts.sendToBank(
    userId,
    request,
    key,
    requestHash('POST', '/wallets/send-to-bank', request),
  );
  return (result.body as { payout_id: string }).payout_id;
}

async function submitKyc(
  c: Container,
  userId: string,
  fullName: string,
  bankCode: { value: 'gtbank' | 'access'; code: string },
) {
  const upload = (data: Buffer, filename: string) =>
    c.uploads.upload(userId, { stream: Readable.from([data]), filename });
  const id = await upload(demoIdCardPng(), 'nin-slip.png');
  const proof = await upload(demoUtilityBillPdf(fullName), 'utility-bill.pdf');
  await c.kyc.submit(userId, {
    full_name: fullName,
    phone_number: '+2348031234567',
    bank_name: bankCode.value,
    account_number: account(bankCode.code, '012345678'),
    bvn: '22222222222',
    id_document: id.id,
    proof_of_address: proof.id,
  });
}

/**
 * Demo data for the back office (issue 11), through the real services: the demo user's payouts
 * in several states, and a few more users (KYC pending, rejected, not started, a frozen account)
 * so Admin Users, Payouts, Overview and Analytics show something on first start. Payouts that
 * need the sandbox provider to settle (completed, failed, reversed) finish a few seconds after
 * the server starts, as the payout jobs poll the sandbox.
 */
export async function seedDemoBackOffice(c: Container, demoUserId: string): Promise<void> {
  // Payouts queue their next step as jobs: the queue's tables must exist (the app would create
  // them a moment later; creating them twice is a no-op).
  await c.jobs.init();
  const admin = (await c.users.findByEmail(c.db, DEMO_ACCOUNTS.admin.email))!;
  const ctx = { actorId: admin.id };
  const make = async (tag: string, kycStatus: 'none' | 'verified' = 'none') =>
    (await c.auth.createAccount({ tag, email: `${tag}@wallet.test`, password: 'demo-pass-2026', kycStatus })).user;

  // The demo user's own payouts: one completes, one fails (refunded), one is reversed after it
  // completed (refunded), and a large USDC cash-out waits for an admin's approval.
  for (const [amount, serial] of [
    ['25000', '123456780'],
    ['10000', '777000001'],
    ['20000', '888000001'],
  ] as const) {
    await c.payoutProcessor.send(await cashOut(c, demoUserId, 'NGN', amount, '058', account('058', serial)));
  }
  await cashOut(c, demoUserId, 'USDC', '700', '044', account('044', '234567891'));

  // Users in each KYC state.
  const ada = await make('ada_pending');
  await submitKyc(c, ada.id, 'Adaeze Okafor', { value: 'gtbank', code: '058' });
  const chidi = await make('chidi_rejected');
  await submitKyc(c, chidi.id, 'Chidi Eze', { value: 'access', code: '044' });
  await c.kyc.decide(chidi.id, { status: 'rejected', reason: 'The ID photo is blurred' }, ctx);
  const ngozi = await make('ngozi_new');
  await credit(c, ngozi.id, 'NGN', '60000', 'demo-seed-ngozi');
  // Tier 0 may not send at all; support let her cash out small amounts while her KYC is missing.
  await c.limits.setTier(ngozi.id, { tier: 1, reason: 'Cash-outs allowed while KYC is completed' }, ctx);
  // Not verified: even a small cash-out waits for an admin.
  await cashOut(c, ngozi.id, 'NGN', '15000', '057', account('057', '345678912'));

  // A verified trader with volume, whose large payout was rejected, and whose account is now frozen.
  const tunde = await make('tunde_trader', 'verified');
  await c.limits.setTier(tunde.id, { tier: 3, reason: 'Trader: enhanced due diligence done' }, ctx);
  await credit(c, tunde.id, 'NGN', '2500000', 'demo-seed-tunde-ngn');
  await credit(c, tunde.id, 'USDC', '900', 'demo-seed-tunde-usdc');
  const large = await cashOut(c, tunde.id, 'NGN', '1200000', '011', account('011', '456789123'));
  await c.payoutApprovals.reject(large, 'Beneficiary name does not match the account holder', ctx);
  const tundeUsdc = (await c.ledgerRepository.walletFor(c.db, tunde.id, 'USDC'))!;
  const send = { balance_id: tundeUsdc.id, amount: '120', receiver_tag: 'demo' };
  await c.wallet.sendToTag(tunde.id, send, 'demo-seed-tunde-tag', requestHash('POST', '/wallets/send-to-tag', send));
  await c.freeze.freeze(tunde.id, 'Unusual login from a new country; confirming with the owner', ctx);
}
