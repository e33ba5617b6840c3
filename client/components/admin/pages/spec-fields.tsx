/** Renders a page body's fields from its spec: inputs, Markdown areas and lists with add, remove and reorder buttons. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldSpec, type Group, initialGroup, type Value } from './page-spec.ts';
import { MarkdownArea } from './markdown-area.tsx';

interface Props {
  fields: FieldSpec[];
  value: Group;
  onChange: (next: Group) => void;
}

function move<T>(items: T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

function ListField({ spec, items, onChange }: { spec: Extract<FieldSpec, { kind: 'list' }>; items: Group[]; onChange: (next: Group[]) => void }) {
  const { t } = useTranslation('admin');
  const id = useId();
  return (
    <fieldset className="pages-list">
      <legend>{t(`pages.field.${spec.label ?? spec.name}`)}</legend>
      {items.map((item, index) => {
        const legend = `${id}-${index}`;
        return (
          // Index keys: items have no identity of their own, and reordering re-renders their values anyway.
          <fieldset key={index} className="pages-list__item" aria-labelledby={legend}>
            <legend id={legend}>{t(`pages.item.${spec.label ?? spec.name}`, { n: index + 1 })}</legend>
            <SpecFields fields={spec.item} value={item} onChange={(next) => onChange(items.map((old, at) => (at === index ? next : old)))} />
            <div className="console-actions">
              <button type="button" className="button button--ghost" aria-describedby={legend} disabled={index === 0} onClick={() => onChange(move(items, index, index - 1))}>
                {t('pages.moveUp')}
              </button>
              <button type="button" className="button button--ghost" aria-describedby={legend} disabled={index === items.length - 1} onClick={() => onChange(move(items, index, index + 1))}>
                {t('pages.moveDown')}
              </button>
              <button type="button" className="button button--ghost" aria-describedby={legend} onClick={() => onChange(items.filter((_, at) => at !== index))}>
                {t('pages.remove')}
              </button>
            </div>
          </fieldset>
        );
      })}
      <button type="button" className="button button--secondary" onClick={() => onChange([...items, initialGroup(spec.item)])}>
        {t(`pages.add.${spec.label ?? spec.name}`)}
      </button>
    </fieldset>
  );
}

function Field({ spec, value, onChange }: { spec: FieldSpec; value: Value; onChange: (next: Value) => void }) {
  const { t } = useTranslation('admin');
  const label = t(`pages.field.${spec.label ?? spec.name}`);
  switch (spec.kind) {
    case 'list':
      return <ListField spec={spec} items={(value as Group[] | undefined) ?? []} onChange={onChange} />;
    case 'object':
      return (
        <fieldset className="pages-list">
          <legend>{label}</legend>
          <SpecFields fields={spec.fields} value={(value as Group | undefined) ?? {}} onChange={onChange} />
        </fieldset>
      );
    case 'markdown':
      return <MarkdownArea label={label} value={String(value ?? '')} onChange={onChange} />;
    case 'paragraphs':
      return <MarkdownArea label={label} value={String(value ?? '')} onChange={onChange} rows={8} hint={t('pages.paragraphsHint')} />;
    case 'lines':
      return (
        <label>
          {label}
          <textarea rows={4} value={String(value ?? '')} onChange={(event) => onChange(event.target.value)} />
          <span className="pages-markdown__hint">{t('pages.linesHint')}</span>
        </label>
      );
    case 'number':
      return (
        <label>
          {label}
          <input type="number" min={spec.min} max={spec.max} step={1} value={Number(value ?? spec.max)} onChange={(event) => onChange(Number(event.target.value))} />
        </label>
      );
    default:
      return (
        <label>
          {label}
          {spec.optional ? ` ${t('pages.optional')}` : ''}
          <input type="text" value={String(value ?? '')} maxLength={200} onChange={(event) => onChange(event.target.value)} />
        </label>
      );
  }
}

export function SpecFields({ fields, value, onChange }: Props) {
  return (
    <>
      {fields.map((spec) => (
        <Field key={spec.name} spec={spec} value={value[spec.name]} onChange={(next) => onChange({ ...value, [spec.name]: next })} />
      ))}
    </>
  );
}
