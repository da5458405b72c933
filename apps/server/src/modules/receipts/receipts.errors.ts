import { AppError } from '../../http/app-error.js';

export const receiptsErrors = {
  notCompleted: (status: string) =>
    new AppError(
      'BUSINESS_RULE',
      status === 'failed'
        ? 'This transaction failed, so it has no receipt'
        : 'A receipt is available once the transaction has completed',
    ),
};
