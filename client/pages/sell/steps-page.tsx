/** Funnel step: what the editor will ask, step by step, then "start" creates the ad and opens the editor. */
import { type MouseEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RECOMMENDED_PHOTOS } from '../../../domain/ad-editor/readiness.ts';
import { isProductKind, stepsFor } from '../../../domain/ad-editor/steps.ts';
import type { ProductKind } from '../../../domain/attributes.ts';
import { ErrorView } from '../../components/error-view.tsx';
import { CreateFailure } from '../../components/sell/create-failure.tsx';
import { FunnelFrame } from '../../components/sell/funnel-frame.tsx';
import { useSellDraft } from '../../components/sell/sell-draft.ts';
import { useCreateAd } from '../../components/sell/use-create-ad.ts';
import { useEditorTexts } from '../../i18n/editor-texts.ts';
import { importFor } from '../../lib/sell-funnel.ts';
import { useRouter } from '../../router.tsx';
import type { PageProps } from '../registry.ts';

export default function StepsPage({ match }: PageProps) {
  useEditorTexts();
  const kind = match.params.type;
  if (!isProductKind(kind)) return <ErrorView status={404} />;
  return <Steps kind={kind} />;
}

function Steps({ kind }: { kind: ProductKind }) {
  const { t } = useTranslation('editor');
  const { navigate, href } = useRouter();
  const id = useId();
  const draft = useSellDraft();
  const creator = useCreateAd();
  const steps = stepsFor(kind);
  const imported = importFor(draft, kind);

  async function start(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    if (creator.pending) return;
    // Reached without choosing a timing (a bookmark): a direct sale is what the funnel leads to.
    const ad = await creator.create(kind, draft.saleTiming ?? 'now', draft);
    if (ad) navigate(href('ad-edit-type-step-id', { type: ad.productType, step: 'profile', id: String(ad.entityId) }));
  }

  return (
    <FunnelFrame page="steps" kind={kind} title={t('funnel.steps.title')}>
      <h1 className="funnel__title">{t('funnel.steps.title')}</h1>
      <p className="funnel__intro">{t('funnel.steps.intro', { count: steps.length })}</p>
      {imported && <p className="notice funnel-note">{t('funnel.steps.imported')}</p>}
      <h2 className="visually-hidden" id={`${id}-list`}>
        {t('funnel.steps.listLabel')}
      </h2>
      <ol className="editor-steps" aria-labelledby={`${id}-list`}>
        {steps.map((step, index) => (
          <li key={step} className="editor-steps__item">
            <span className="editor-steps__number" aria-hidden="true">
              {index + 1}
            </span>
            <span className="editor-steps__body">
              <strong className="editor-steps__title">{t(`funnel.steps.items.${step}.title`)}</strong>
              <span className="editor-steps__text">{t(`funnel.steps.items.${step}.text`, RECOMMENDED_PHOTOS)}</span>
            </span>
          </li>
        ))}
      </ol>
      {creator.failure && <CreateFailure failure={creator.failure} />}
      <div className="funnel__actions">
        <button type="button" className="button button--primary button--large" onClick={(event) => void start(event)} aria-disabled={creator.pending || undefined}>
          {creator.pending ? t('funnel.steps.starting') : t('funnel.steps.start')}
        </button>
      </div>
    </FunnelFrame>
  );
}
