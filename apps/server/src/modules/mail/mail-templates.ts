import { formatLagosDateTime, formatMoney, groupToken, maskAccountNumber, shortenAddress } from '@app/contract';
import type { DomainEvent } from '../../events/domain-events.js';
import { CHAIN_NAMES, assetInfo } from '../assets/catalogue.js';
import type { ReceivedMoney } from './email-outbox.repository.js';
import type { EmailParts } from './mail-layout.js';

type Event<T extends DomainEvent['type']> = Extract<DomainEvent, { type: T }>;
const NGN = assetInfo('NGN');
const money = (value: bigint, asset: string) => formatMoney(value, assetInfo(asset));

/** Every email the wallet sends, as its parts (laid out as text and HTML when sent). `base` is the web app's origin, for links. */
export function mailTemplates(base: string) {
  const link = (path: string) => `${base.replace(/\/$/, '')}${path}`;

  return {
    newDevice(e: Event<'signed_in'>, user: { tag: string }): EmailParts {
      return {
        subject: 'New sign-in to your NaijaWallet account',
        heading: 'A new device signed in',
        intro: [`Someone signed in to @${user.tag} from a device this account has not used before.`],
        rows: [
          ['Device', e.device],
          ['IP address', e.ip],
          ['Time', formatLagosDateTime(e.at)],
        ],
        outro: [
          'If this was you, there is nothing to do.',
          'If it was not, change your password now and sign out the devices you do not know in Settings → Security.',
        ],
        action: { label: 'Review your devices', url: link('/settings') },
      };
    },

    moneyReceived(m: ReceivedMoney, user: { tag: string }): EmailParts {
      const amount = money(BigInt(m.amount), m.asset);
      const from =
        m.type === 'transfer_in' && m.counterpartyTag
          ? `@${m.counterpartyTag}`
          : m.fromAddress
            ? shortenAddress(m.fromAddress)
            : null;
      return {
        subject: from ? `You received ${amount} from ${from}` : `${amount} was added to your wallet`,
        heading: 'Money received',
        intro: [`${amount} is now in your NaijaWallet (@${user.tag}).`],
        rows: [
          ['Amount', amount],
          ...(from ? [['From', from] as [string, string]] : []),
          ...(m.chain
            ? [['Network', CHAIN_NAMES[m.chain as keyof typeof CHAIN_NAMES] ?? m.chain] as [string, string]]
            : []),
          [m.chain ? 'Transaction hash' : 'Reference', m.reference],
        ],
        action: { label: 'View the transaction', url: link(`/transactions/${m.activityId}`) },
      };
    },

    billPaid(e: Event<'bill_paid'>): EmailParts {
      const amount = formatMoney(e.amount, NGN);
      return {
        subject: e.token
          ? `Your ${e.providerName} token: ${groupToken(e.token)}`
          : `Your ${e.providerName} payment of ${amount} is complete`,
        heading: 'Bill paid',
        intro: [`Your ${amount} ${e.providerName} payment for ${e.accountNumber} was delivered.`],
        rows: [
          ...(e.token ? [['Token', groupToken(e.token)] as [string, string]] : []),
          ...(e.units ? [['Units', e.units] as [string, string]] : []),
          ['Biller', e.providerName],
          ['Customer number', e.accountNumber],
          ...(e.customerName ? [['Customer', e.customerName] as [string, string]] : []),
          ['Amount', amount],
          ['Fee', formatMoney(e.fee, NGN)],
          ['Reference', e.reference],
        ],
        outro: e.token ? ['Enter the token on your meter to load the units.'] : [],
        action: { label: 'View the receipt', url: link(`/transactions/${e.activityId}`) },
      };
    },

    payout(e: Event<'payout_completed' | 'payout_reversed'>): EmailParts {
      const ngn = formatMoney(e.ngnAmount, NGN);
      const account = `${e.accountName}, ${e.bankName} ${maskAccountNumber(e.accountNumber)}`;
      const rows: [string, string][] = [
        ['Amount', ngn],
        ['To', account],
        ['Reference', e.reference],
      ];
      if (e.type === 'payout_completed') {
        return {
          subject: `${ngn} sent to ${e.bankName} ${maskAccountNumber(e.accountNumber)}`,
          heading: 'Withdrawal completed',
          intro: [`${ngn} was paid to ${account}.`],
          rows,
          action: { label: 'View your transactions', url: link('/transactions') },
        };
      }
      const back = money(e.paid, e.asset);
      return {
        subject: `Your withdrawal of ${ngn} was reversed`,
        heading: 'Withdrawal reversed',
        intro: [
          `${e.bankName} returned your withdrawal of ${ngn} to ${e.accountName}. ${back} is back in your wallet.`,
        ],
        rows: [...rows, ['Refunded', back]],
        outro: ['Check the account details, then try again.'],
        action: { label: 'View your transactions', url: link('/transactions') },
      };
    },

    kycDecision(e: Event<'kyc_decided'>): EmailParts {
      if (e.status === 'verified') {
        return {
          subject: 'Your identity is verified',
          heading: 'Identity verified',
          intro: [
            'Your identity has been verified. Deposits, withdrawals, swaps and higher limits are now open to you.',
          ],
          action: { label: 'Open NaijaWallet', url: link('/') },
        };
      }
      return {
        subject: 'We could not verify your identity',
        heading: 'Verification rejected',
        intro: ['We could not verify your identity.'],
        rows: [['Reason', e.reason ?? 'Not given']],
        outro: ['Please correct this and submit again.'],
        action: { label: 'Submit again', url: link('/kyc') },
      };
    },
  };
}
export type MailTemplates = ReturnType<typeof mailTemplates>;
