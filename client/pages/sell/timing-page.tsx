/**
 * Funnel step: when to sell. "Now" goes on to the editor's steps; "later" would be the quick valuation, which does not
 * exist online yet, so the page says so, keeps the vehicle as a draft ad (saleTiming 'later') and lets the seller
 * continue listing now or come back.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isProductKind } from '../../../domain/ad-editor/steps.ts';
import type { ProductKind } from '../../../domain/attributes.ts';
import { ErrorView } from '../../components/error-view.tsx';
import { ChoiceStep } from '../../components/sell/choice-step.tsx';
import { CreateFailure } from '../../components/sell/create-failure.tsx';
import { DraftSaved } from '../../components/sell/draft-saved.tsx';
import { FunnelFrame } from '../../components/sell/funnel-frame.tsx';
import { FunnelIcon } from '../../components/sell/funnel-icons.tsx';
import { updateDraft, useSellDraft } from '../../components/sell/sell-draft.ts';
import { type CreatedAd, useCreateAd } from '../../components/sell/use-create-ad.ts';
import { useEditorTexts } from '../../i18n/editor-texts.ts';
import type { SaleTiming } from '../../lib/sell-funnel.ts';
import { useRouter } from '../../router.tsx';
import type { PageProps } from '../registry.ts';

export default function TimingPage({ match }: PageProps) {
  useEditorTexts();
  const kind = match.params.type;
  if (!isProductKind(kind)) return <ErrorView status={404} />;
  return <Timing kind={kind} />;
}

function Timing({ kind }: { kind: ProductKind }) {
  const { t } = useTranslation('editor');
  const { navigate, href } = useRouter();
  const draft = useSellDraft();
  const creator = useCreateAd();
  const [chosen, setChosen] = useState<SaleTiming | null>(null);
  const [saved, setSaved] = useState<CreatedAd | null>(null);
  // The seller's earlier answer (they came back) stands until they pick another one.
  const timing = chosen ?? draft.saleTiming;

  async function submit(value: SaleTiming) {
    updateDraft({ saleTiming: value });
    if (value === 'now') {
      navigate(href('sell-steps', { type: kind }));
      return;
    }
    const ad = await creator.create(kind, 'later', { ...draft, saleTiming: 'later' });
    if (ad) setSaved(ad);
  }

  if (saved) {
    return (
      <FunnelFrame page="timing" kind={kind} title={t('funnel.timing.saved.title')}>
        <DraftSaved ad={saved} />
      </FunnelFrame>
    );
  }

  return (
    <FunnelFrame page="timing" kind={kind} title={t('funnel.timing.title')}>
      <ChoiceStep
        title={t('funnel.timing.title')}
        name="saleTiming"
        value={timing}
        onChange={setChosen}
        onSubmit={(value) => void submit(value)}
        pending={creator.pending}
        submitLabel={timing === 'later' ? (creator.pending ? t('funnel.timing.saving') : t('funnel.timing.saveDraft')) : undefined}
        choices={[
          { value: 'now', label: t('funnel.timing.now'), text: t('funnel.timing.nowText'), icon: <FunnelIcon name="now" /> },
          { value: 'later', label: t('funnel.timing.later'), text: t('funnel.timing.laterText'), icon: <FunnelIcon name="later" /> },
        ]}
      >
        {/* The region stays in the page, so choosing "later" announces what it means. */}
        <div aria-live="polite">
          {timing === 'later' && (
            <div className="notice funnel-note">
              <h2 className="funnel-note__title">{t('funnel.timing.laterNote.title')}</h2>
              <p>{t('funnel.timing.laterNote.valuation')}</p>
              <p>{t('funnel.timing.laterNote.draft')}</p>
            </div>
          )}
        </div>
        {creator.failure && <CreateFailure failure={creator.failure} />}
      </ChoiceStep>
    </FunnelFrame>
  );
}
