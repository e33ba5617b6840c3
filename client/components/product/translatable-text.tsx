/**
 * A seller's text (description or defects) with the machine-translation switch. The translation is requested
 * only when the switch is turned on; without a configured translator the switch says so instead of failing.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api.ts';

type Answer = { status: 'translated'; text: string; locale: string } | { status: 'not_configured' } | { status: 'no_text' };
type State =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'translated'; text: string }
  | { kind: 'same' }
  | { kind: 'unavailable' }
  | { kind: 'failed' };

const PATHS = { description: 'description', defects_description: 'defects-description' } as const;

export function TranslatableText(props: { productId: number; field: keyof typeof PATHS; heading: string; text: string }) {
  const { productId, field, heading, text } = props;
  const { t } = useTranslation();
  const [on, setOn] = useState(false);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const id = `text-${field}`;

  async function toggle() {
    const next = !on;
    setOn(next);
    if (!next || state.kind === 'translated' || state.kind === 'loading') return;
    setState({ kind: 'loading' });
    try {
      const answer = await api<Answer>(`/public/translate/${PATHS[field]}/${productId}`);
      // The server answers the text itself when it is already in the reader's language.
      if (answer.status === 'translated' && answer.text.trim() !== text.trim()) setState({ kind: 'translated', text: answer.text });
      else if (answer.status === 'translated') {
        setState({ kind: 'same' });
        setOn(false);
      } else {
        setState({ kind: 'unavailable' });
        setOn(false);
      }
    } catch (error) {
      // Translation errors are only logged; the original stays on screen.
      console.error('translation failed', error);
      setState({ kind: 'failed' });
      setOn(false);
    }
  }

  const showTranslation = on && state.kind === 'translated';
  return (
    <section className="product-section" aria-labelledby={id}>
      <div className="text-head">
        <h2 id={id}>{heading}</h2>
        <button type="button" role="switch" aria-checked={on} className="translate-switch" onClick={() => void toggle()} disabled={state.kind === 'unavailable' || state.kind === 'same'}>
          <span className="translate-switch__track" aria-hidden="true">
            <span className="translate-switch__thumb" />
          </span>
          <span className="translate-switch__label">{t('product.translation.switch')}</span>
        </button>
      </div>
      <p className="text-note" aria-live="polite">
        {state.kind === 'loading' && t('product.translation.loading')}
        {state.kind === 'unavailable' && t('product.translation.notAvailable')}
        {state.kind === 'same' && t('product.translation.same')}
        {state.kind === 'failed' && t('product.translation.failed')}
        {showTranslation && t('product.translation.machine')}
      </p>
      <p className="seller-text">
        {showTranslation ? state.text : text}
      </p>
    </section>
  );
}
