/** Turns whatever an upload threw into the localized text its row shows and whether a retry could help. */
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../lib/api.ts';
import { NETWORK_ERROR } from '../../lib/upload.ts';

/** A refusal decided in the browser (wrong type, too large, not available): the text is already localized. */
export class UploadRefusal extends Error {
  constructor(
    message: string,
    readonly retryable = false,
  ) {
    super(message);
  }
}

export interface UploadFailure {
  text: string;
  retryable: boolean;
}

export function useUploadFailure(): (error: unknown) => UploadFailure {
  const { t } = useTranslation('editor');
  return (error) => {
    if (error instanceof UploadRefusal) return { text: error.message, retryable: error.retryable };
    if (error instanceof ApiRequestError) {
      if (error.code === NETWORK_ERROR) return { text: t('photos.errors.network'), retryable: true };
      // The file itself was refused (type, truncated, size): sending it again cannot succeed.
      const final = error.status === 400 || error.status === 413;
      return { text: error.fields.file ?? error.message, retryable: !final };
    }
    return { text: t('photos.errors.failed'), retryable: true };
  };
}
