/**
 * The editor's chrome: "Step x of y" with the step's heading (focused after a step change), how complete the ad is,
 * the list of steps to jump to, and the spec's "almost made it" hint on the last steps.
 */
import { type RefObject, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type EditorStep, stepPosition, stepsFor } from '../../../domain/ad-editor/steps.ts';
import { setOfStep } from '../../lib/editor-product.ts';
import { Link } from '../../router.tsx';
import { useEditor } from './editor-context.tsx';

/** How long the "almost made it" hint stays (spec: it hides itself after 10 seconds). */
const ALMOST_HINT_MS = 10_000;
const ALMOST_STEPS: readonly EditorStep[] = ['personal-data', 'last-step'];

export function EditorHeading({ headingRef }: { headingRef: RefObject<HTMLHeadingElement | null> }) {
  const { t } = useTranslation('editor');
  const { kind, step, product } = useEditor();
  const { index, total } = stepPosition(kind, step);
  const sets = product.editor.readiness;
  const overall = sets.length ? Math.round(sets.reduce((sum, set) => sum + set.requiredPercent, 0) / sets.length) : 0;
  const [almost, setAlmost] = useState(false);

  useEffect(() => {
    if (!ALMOST_STEPS.includes(step)) return;
    setAlmost(true);
    const timer = window.setTimeout(() => setAlmost(false), ALMOST_HINT_MS);
    return () => {
      window.clearTimeout(timer);
      setAlmost(false);
    };
  }, [step]);

  return (
    <header className="editor-head">
      <p className="editor-head__ad">{product.title.trim() || t('editor.untitled')}</p>
      <p className="editor-head__position">{t('editor.stepOf', { index, total })}</p>
      <h1 className="editor-head__title" ref={headingRef} tabIndex={-1}>
        {t(`steps.${step}`)}
      </h1>
      <div className="editor-progress">
        <div
          className="editor-progress__track"
          role="progressbar"
          aria-label={t('editor.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={overall}
          aria-valuetext={t('editor.progressValue', { percent: overall })}
        >
          <div className="editor-progress__bar" style={{ width: `${overall}%` }} />
        </div>
        <span className="editor-progress__text" aria-hidden="true">
          {t('editor.progressValue', { percent: overall })}
        </span>
      </div>
      <div role="status" className="editor-almost-region">
        {almost && <p className="editor-almost">{t('editor.almostThere')}</p>}
      </div>
    </header>
  );
}

export function StepList() {
  const { t } = useTranslation('editor');
  const { kind, step, product } = useEditor();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const readiness = new Map<string, number>(product.editor.readiness.map((set) => [set.code, set.requiredPercent]));

  // A jump closes the list on phones, where it covers the form.
  useEffect(() => setOpen(false), [step]);

  return (
    <nav className="editor-nav" aria-label={t('editor.stepsNav')}>
      <button type="button" className="editor-nav__toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((value) => !value)}>
        {t('editor.allSteps')}
      </button>
      <ol id={listId} className={`editor-nav__list${open ? ' editor-nav__list--open' : ''}`}>
        {stepsFor(kind).map((item, index) => {
          const set = setOfStep(kind, item);
          const percent = set ? readiness.get(set) : undefined;
          const done = percent === 100;
          return (
            <li key={item}>
              <Link
                to="ad-edit-type-step-id"
                params={{ type: kind, step: item, id: String(product.entityId) }}
                className={`editor-nav__link${item === step ? ' editor-nav__link--current' : ''}${done ? ' editor-nav__link--done' : ''}`}
                aria-current={item === step ? 'step' : undefined}
              >
                <span className="editor-nav__number" aria-hidden="true">
                  {done ? '✓' : index + 1}
                </span>
                <span className="editor-nav__name">{t(`steps.${item}`)}</span>
                {percent !== undefined && (
                  <span className="editor-nav__state">{done ? <span className="visually-hidden">{t('editor.stepDone')}</span> : t('editor.progressValue', { percent })}</span>
                )}
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
