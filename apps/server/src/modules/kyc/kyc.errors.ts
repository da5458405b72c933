import { kycLabels, kycMessages } from '@app/contract';
import { AppError } from '../../http/app-error.js';

export const kycErrors = {
  alreadyPending: () =>
    new AppError('CONFLICT', "Your verification is already under review. We'll let you know once it's done."),
  alreadyVerified: () => new AppError('CONFLICT', 'Your identity is already verified.'),
  notPending: () => new AppError('CONFLICT', 'This user has no verification awaiting review.'),
  userNotFound: () => new AppError('NOT_FOUND', 'User not found'),
  ownAccount: () => new AppError('FORBIDDEN', 'You cannot decide on your own verification'),
  documentsNotOwned: (fields: ('id_document' | 'proof_of_address')[]) => {
    const details = Object.fromEntries(fields.map((f) => [f, [kycMessages.document(kycLabels[f])]]));
    return new AppError('VALIDATION_ERROR', kycMessages.document(kycLabels[fields[0]!]), details);
  },
};
