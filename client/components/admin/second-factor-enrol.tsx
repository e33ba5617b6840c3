/**
 * First-time setup of the operator's authenticator app: start an enrolment (QR code and key from the server), then
 * confirm it with the first code. The recovery codes the confirmation answers are handed up to be shown once.
 */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ApiRequestError } from '../../lib/api.ts';
import { refusalText, SecondFactorCodeField } from './second-factor-code-field.tsx';

interface Enrolment {
  secret: string;
  otpauthUri: string;
  qrSvg: string;
}

/** The server's SVG as an image source: shown through <img>, never injected as markup. */
const svgSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The key in groups of four, easier to type from the screen (authenticator apps ignore the spaces). */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

export function SecondFactorEnrol({ onConfirmed, onStale }: { onConfirmed: (recoveryCodes: string[]) => void; onStale: () => void }) {
  const { t } = useTranslation('admin');
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** A 409 means the factor was confirmed meanwhile (e.g. in another tab): the gate reloads the status. */
  const handle = (refused: unknown) => {
    if (refused instanceof ApiRequestError && refused.status === 409) onStale();
    setError(refusalText(refused, t('console.loadFailed')));
  };

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      setEnrolment(await api<Enrolment>('/private/operator/second-factor/enrol', { method: 'POST' }));
    } catch (refused) {
      handle(refused);
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await api<{ recoveryCodes: string[] }>('/private/operator/second-factor/confirm', { method: 'POST', json: { code: code.replace(/\s+/g, '') } });
      onConfirmed(answer.recoveryCodes);
    } catch (refused) {
      handle(refused);
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="console-panel second-factor" aria-labelledby="second-factor-title">
      <h1 id="second-factor-title">{t('second-factor.enrol.title')}</h1>
      <p>{t('second-factor.intro')}</p>
      {!enrolment ? (
        <>
          <p>{t('second-factor.enrol.intro')}</p>
          {error && (
            <p role="alert" className="console-notice">
              {error}
            </p>
          )}
          <div className="console-actions">
            <button type="button" className="button button--primary" onClick={() => void start()} disabled={busy}>
              {busy ? t('second-factor.enrol.starting') : t('second-factor.enrol.start')}
            </button>
          </div>
        </>
      ) : (
        <>
          <p>{t('second-factor.enrol.scan')}</p>
          <img className="second-factor__qr" src={svgSource(enrolment.qrSvg)} alt={t('second-factor.enrol.qrAlt')} width={220} height={220} />
          <p>{t('second-factor.enrol.manual')}</p>
          <p className="second-factor__secret">
            <code>{grouped(enrolment.secret)}</code>
          </p>
          <form className="console-form" onSubmit={(event) => void confirm(event)} noValidate>
            <p>{t('second-factor.enrol.confirmStep')}</p>
            <SecondFactorCodeField id="second-factor-code" kind="code" value={code} onChange={setCode} error={error} />
            <div className="console-actions">
              <button type="submit" className="button button--primary" disabled={busy || code.trim() === ''}>
                {busy ? t('second-factor.verify.checking') : t('second-factor.enrol.confirm')}
              </button>
            </div>
          </form>
        </>
      )}
    </section>
  );
}
