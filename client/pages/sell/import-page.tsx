/** Funnel import step: Dutch sellers by licence plate, everyone from a portal ad; the found data wait in the draft. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isProductKind } from '../../../domain/ad-editor/steps.ts';
import type { ProductKind } from '../../../domain/attributes.ts';
import { ErrorView } from '../../components/error-view.tsx';
import { FunnelFrame } from '../../components/sell/funnel-frame.tsx';
import { PlateForm, PortalForm } from '../../components/sell/import-forms.tsx';
import { ImportFound, ImportNone } from '../../components/sell/import-found.tsx';
import { ImportProgress } from '../../components/sell/import-progress.tsx';
import { updateDraft, useSellDraft } from '../../components/sell/sell-draft.ts';
import { useImportOptions } from '../../components/sell/use-import-options.ts';
import { useVehicleImport } from '../../components/sell/use-vehicle-import.ts';
import { useEditorTexts } from '../../i18n/editor-texts.ts';
import { importFor } from '../../lib/sell-funnel.ts';
import { useRouter } from '../../router.tsx';
import type { PageProps } from '../registry.ts';

export default function ImportPage({ match }: PageProps) {
  useEditorTexts();
  const kind = match.params.type;
  if (!isProductKind(kind)) return <ErrorView status={404} />;
  return <Import kind={kind} />;
}

function Import({ kind }: { kind: ProductKind }) {
  const { t } = useTranslation('editor');
  const { navigate, href, locale } = useRouter();
  const options = useImportOptions();
  const draft = useSellDraft();
  const importer = useVehicleImport(kind);
  // An import done earlier in this session (the seller came back) is shown until they start another one.
  const [fresh, setFresh] = useState(false);
  const [retry, setRetry] = useState(false);
  const { state } = importer;
  const found = state.phase === 'found' ? state.data : fresh || state.phase !== 'idle' ? null : importFor(draft, kind);
  const dutch = locale === 'nl';

  function manually() {
    updateDraft({ via: 'new', imported: null });
    navigate(href('sell-timing', { type: kind }));
  }

  function continueWithImport() {
    if (!found) return;
    updateDraft({ via: 'import', imported: found });
    // The data decide the kind: a plate may belong to a caravan although "motorhome" was chosen.
    navigate(href('sell-timing', { type: found.productType }));
  }

  const status =
    state.phase === 'running'
      ? t('funnel.import.progress')
      : state.phase === 'found'
        ? t('funnel.import.found.title', { kind: t(`funnel.kinds.${state.data.productType}`) })
        : state.phase === 'not-found'
          ? t('funnel.import.plate.notFound')
          : '';

  return (
    <FunnelFrame page="import" kind={kind} title={t('funnel.import.title')}>
      <h1 className="funnel__title">{t('funnel.import.title')}</h1>
      <p className="funnel__intro">{dutch ? t('funnel.import.introPlate') : t('funnel.import.introPortal')}</p>
      {/* Always in the page, so screen readers announce each change of the import's state. */}
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {state.phase === 'running' ? (
        <ImportProgress onCancel={importer.cancel} />
      ) : found ? (
        <ImportFound
          data={found}
          onContinue={continueWithImport}
          onAgain={() => {
            setFresh(true);
            setRetry(true);
            importer.reset();
          }}
        />
      ) : state.phase === 'not-found' ? (
        <ImportNone
          onContinue={manually}
          onAgain={() => {
            setRetry(true);
            importer.reset();
          }}
        />
      ) : (
        <div className="import-methods">
          {dutch && (
            <PlateForm
              error={importer.fieldErrors.plate}
              onError={(error) => importer.setFieldErrors({ plate: error })}
              onSubmit={(plate) => void importer.run('plate', plate)}
              onUnknown={manually}
              focusField={retry}
            />
          )}
          <PortalForm
            available={options?.portal}
            error={importer.fieldErrors.portal}
            onError={(error) => importer.setFieldErrors({ portal: error })}
            onSubmit={(reference) => void importer.run('portal', reference)}
            focusField={retry && !dutch}
          />
          {!dutch && (
            <div className="funnel__actions">
              {/* Without a portal provider this is the only way on, so it is the main button. */}
              <button type="button" className={`button button--large ${options?.portal === false ? 'button--primary' : 'button--ghost'}`} onClick={manually}>
                {t('funnel.import.manual')}
              </button>
            </div>
          )}
        </div>
      )}
    </FunnelFrame>
  );
}
