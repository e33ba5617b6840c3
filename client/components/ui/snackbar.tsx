/** Snackbar messages: one at a time, closing after 10 s or on the close button (spec default colour: error). */
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const SNACKBAR_TIMEOUT_MS = 10_000;

export type SnackbarKind = 'error' | 'success' | 'info' | 'warning';

interface SnackbarMessage {
  id: number;
  text: string;
  kind: SnackbarKind;
}

const SnackbarContext = createContext<(text: string, kind?: SnackbarKind) => void>(() => undefined);

export function SnackbarProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [message, setMessage] = useState<SnackbarMessage | null>(null);
  const show = useCallback((text: string, kind: SnackbarKind = 'error') => {
    setMessage({ id: Date.now(), text, kind });
  }, []);

  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), SNACKBAR_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [message]);

  const value = useMemo(() => show, [show]);
  return (
    <SnackbarContext.Provider value={value}>
      {children}
      <div className="snackbar-region" aria-live="polite">
        {message && (
          <div className={`snackbar snackbar--${message.kind}`} role={message.kind === 'error' ? 'alert' : 'status'} key={message.id}>
            <span>{message.text}</span>
            <button type="button" className="snackbar__close" onClick={() => setMessage(null)} aria-label={t('snackbar.close')}>
              ×
            </button>
          </div>
        )}
      </div>
    </SnackbarContext.Provider>
  );
}

export function useSnackbar() {
  return useContext(SnackbarContext);
}
