import { uploadMessages } from '@app/contract';
import { AppError } from '../../http/app-error.js';

export const uploadErrors = {
  badType: () => new AppError('VALIDATION_ERROR', uploadMessages.badType, { file: [uploadMessages.badType] }),
  tooLarge: () => new AppError('PAYLOAD_TOO_LARGE', uploadMessages.tooLarge, { file: [uploadMessages.tooLarge] }),
  missingFile: () =>
    new AppError('VALIDATION_ERROR', uploadMessages.missingFile, { file: [uploadMessages.missingFile] }),
  malformed: () =>
    new AppError(
      'BAD_REQUEST',
      'The upload could not be read. Send the file as multipart/form-data in the field "file".',
      {
        file: [uploadMessages.failed],
      },
    ),
  notFound: () => new AppError('NOT_FOUND', 'File not found'),
};
