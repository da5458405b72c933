import { billAccountRules, formatMoney, type BillCategory } from '@app/contract';
import { AppError } from '../../http/app-error.js';

const ngn = (kobo: bigint) => formatMoney(kobo, { symbol: 'NGN', decimals: 2 });

export const billsErrors = {
  unknownProvider: () => new AppError('VALIDATION_ERROR', 'Unknown provider', { provider: ['Unknown provider'] }),
  badAccount: (message: string) => new AppError('VALIDATION_ERROR', message, { account_number: [message] }),
  badVariation: (message: string) => new AppError('VALIDATION_ERROR', message, { variation_code: [message] }),
  unknownCustomer: (category: BillCategory, message: string) =>
    new AppError('UNKNOWN_CUSTOMER', message || `No customer with that ${billAccountRules[category].label}`),
  outOfRange: (provider: string, min: bigint, max: bigint) =>
    new AppError('BUSINESS_RULE', `Amount must be between ${ngn(min)} and ${ngn(max)} for ${provider}`),
  wrongBouquetAmount: (bouquet: string, price: bigint) =>
    new AppError('BUSINESS_RULE', `${bouquet} costs ${ngn(price)}; the amount must match`),
  belowMeterMinimum: (min: bigint) => new AppError('BUSINESS_RULE', `This meter's smallest purchase is ${ngn(min)}`),
  verifyTooOften: (retryAfter: number) =>
    new AppError('RATE_LIMITED', 'Too many customer checks. Wait a moment and try again.', undefined, retryAfter),
  paymentNotFound: () => new AppError('NOT_FOUND', 'Bill payment not found'),
};
