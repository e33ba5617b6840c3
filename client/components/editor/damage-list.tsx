/**
 * The damages of the defects step: add (from the empty template), edit area, type and description, remove. The
 * list is saved whole and in order (the server numbers it from 0); a saved damage gets its photos (DamagePhotos).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../lib/api.ts';
import { addDamage, changeDamage, removeDamage } from '../../lib/editor-damages.ts';
import type { LocalDamage } from '../../lib/editor-draft.ts';
import type { EditorDamage } from '../../lib/editor-media.ts';
import { type AttributeView, editorCalls, withDamage } from '../../lib/editor-product.ts';
import { SelectField } from '../account/select-field.tsx';
import { useSnackbar } from '../ui/snackbar.tsx';
import { DamagePhotos } from './damage-photos.tsx';
import { useEditor } from './editor-context.tsx';
import { FreeTextField } from './editor-inputs.tsx';

export function DamageList() {
  const { t } = useTranslation('editor');
  const { t: tm } = useTranslation();
  const snackbar = useSnackbar();
  const { draft, definitions } = useEditor();
  const [adding, setAdding] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  // After adding, the new damage's area takes the focus; after removing, the next damage's heading (or "add").
  const focusTarget = useRef<string | null>(null);
  const defs = new Map(definitions.damage.map((def) => [def.attributeCode, def]));
  const list = draft.damages;

  // After every render until the target is there: the new damage's fields may render a moment after the list changed.
  useEffect(() => {
    const target = focusTarget.current;
    if (target === null) return;
    const element = target === 'add' ? addButton.current : document.querySelector<HTMLElement>(target);
    if (!element) return;
    focusTarget.current = null;
    element.focus();
  });

  async function add() {
    setAdding(true);
    try {
      const template = await editorCalls.emptyDamage();
      const next = addDamage(list, template);
      focusTarget.current = `#damage-${next[next.length - 1]?.key ?? ''} select`;
      draft.setDamages(next);
    } catch (error) {
      snackbar(error instanceof ApiRequestError ? error.message : tm('errors.internal'), 'error');
    } finally {
      setAdding(false);
    }
  }

  function remove(index: number) {
    const following = list[index + 1];
    focusTarget.current = following ? `#damage-${following.key} h3` : 'add';
    draft.setDamages(removeDamage(list, list[index]?.key ?? ''));
  }

  return (
    <section className="damage-list" aria-labelledby="damage-list-title">
      <h2 id="damage-list-title" className="editor-section-title">
        {t('damages.title')}
      </h2>
      <p className="editor-intro">{t('damages.intro')}</p>
      {list.length === 0 ? (
        <p className="damage-list__empty">{t('damages.empty')}</p>
      ) : (
        <ol className="damage-list__items">
          {list.map((damage, index) => (
            <DamageItem
              key={damage.key}
              damage={damage}
              index={index}
              defs={defs}
              onChange={(field, value) => draft.setDamages(changeDamage(list, damage.key, field, value))}
              onRemove={() => remove(index)}
            />
          ))}
        </ol>
      )}
      <button type="button" ref={addButton} className="button button--ghost damage-list__add" onClick={() => void add()} disabled={adding} aria-busy={adding || undefined}>
        <span aria-hidden="true">+</span> {t('damages.add')}
      </button>
    </section>
  );
}

function DamageItem(props: {
  damage: LocalDamage;
  index: number;
  defs: Map<string, AttributeView>;
  onChange: (field: string, value: string) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('editor');
  const { product, setProduct, scope, draft } = useEditor();
  const headingId = useId();
  const { damage, index, defs } = props;
  const title = t('damages.item', { number: index + 1 });
  const saved: EditorDamage | undefined = damage.id === null ? undefined : product.damages.find((item) => String(item.id) === String(damage.id));
  const error = (field: string) => draft.errors[`damages.${index}.${field}`];
  const options = (code: string) => (defs.get(code)?.options ?? []).map((option) => ({ value: option.code, label: option.label }));
  const label = (code: string, required: boolean) => `${defs.get(code)?.label ?? code}${required ? ' *' : ''}`;

  return (
    <li className="damage-item" id={`damage-${damage.key}`}>
      <section aria-labelledby={headingId}>
        <div className="damage-item__head">
          <h3 id={headingId} className="damage-item__title" tabIndex={-1}>
            {title}
          </h3>
          <button type="button" className="button button--ghost media-button" onClick={props.onRemove}>
            {t('damages.remove')}
            <span className="visually-hidden"> {title}</span>
          </button>
        </div>
        <div className="editor-fields">
          <SelectField
            label={label('damage_location', true)}
            value={damage.attributes.damage_location ?? ''}
            onValue={(value) => props.onChange('damage_location', value)}
            options={options('damage_location')}
            placeholder={t('editor.choose')}
            error={error('damage_location')}
            aria-required
          />
          <SelectField
            label={label('damage_type', true)}
            value={damage.attributes.damage_type ?? ''}
            onValue={(value) => props.onChange('damage_type', value)}
            options={options('damage_type')}
            placeholder={t('editor.choose')}
            error={error('damage_type')}
            aria-required
          />
          <FreeTextField
            label={label('damage_description', false)}
            value={damage.attributes.damage_description ?? ''}
            multiline
            required={false}
            error={error('damage_description')}
            onInput={(value) => props.onChange('damage_description', value ?? '')}
            onCommit={() => undefined}
          />
        </div>
        {saved ? (
          <DamagePhotos productId={product.entityId} scope={scope} damage={saved} title={title} onDamageChange={(next) => setProduct((current) => withDamage(current, next))} />
        ) : (
          <p className="field-hint">{t('damages.photosLater')}</p>
        )}
      </section>
    </li>
  );
}
