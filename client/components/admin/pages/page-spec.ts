/**
 * The editor's description of each page body kind (mirrors domain/operations/content-page-fields.ts): which fields,
 * lists and Markdown texts it has, how a new list item starts, and how the form's values become the saved fields.
 */
import type { PageBodyKind } from '../../../../domain/operations/content-page-fields.ts';

/** `paragraphs`: Markdown paragraphs edited as one text, split at blank lines; `lines`: one plain entry per line. */
export type FieldSpec = (
  | { kind: 'text' | 'markdown' | 'paragraphs' | 'lines'; name: string; optional?: boolean }
  | { kind: 'number'; name: string; min: number; max: number }
  | { kind: 'object'; name: string; fields: FieldSpec[] }
  | { kind: 'list'; name: string; item: FieldSpec[] }
) & {
  /** The text key when the body key is ambiguous (`items` are questions in a FAQ group, bullets in a section). */
  label?: string;
};

export type Value = string | number | Value[] | { [key: string]: Value } | undefined;
export type Group = { [key: string]: Value };

const questions: FieldSpec = { kind: 'list', name: 'faq', item: [{ kind: 'text', name: 'question' }, { kind: 'markdown', name: 'answer' }] };
const sections: FieldSpec = {
  kind: 'list',
  name: 'sections',
  item: [
    { kind: 'text', name: 'heading', optional: true },
    { kind: 'paragraphs', name: 'paragraphs' },
    { kind: 'lines', name: 'items', optional: true, label: 'bullets' },
  ],
};
const titledTexts = (name: string): FieldSpec => ({ kind: 'list', name, item: [{ kind: 'text', name: 'title' }, { kind: 'markdown', name: 'text' }] });

export const BODY_SPECS: Record<PageBodyKind, FieldSpec[]> = {
  home: [
    { kind: 'object', name: 'hero', fields: ['title', 'subtitle', 'cta', 'secondaryCta'].map((name) => ({ kind: 'text' as const, name })) },
    titledTexts('advantages'),
    titledTexts('steps'),
    {
      kind: 'list',
      name: 'reviews',
      item: [{ kind: 'text', name: 'name' }, { kind: 'text', name: 'city' }, { kind: 'number', name: 'rating', min: 1, max: 5 }, { kind: 'markdown', name: 'text' }],
    },
    { kind: 'list', name: 'stats', item: [{ kind: 'text', name: 'value' }, { kind: 'text', name: 'label' }] },
    questions,
  ],
  faq: [{ kind: 'list', name: 'groups', item: [{ kind: 'text', name: 'title' }, { ...questions, name: 'items', label: 'questions' }] }],
  jobs: [
    sections,
    {
      kind: 'list',
      name: 'openings',
      item: [
        { kind: 'text', name: 'title' },
        { kind: 'text', name: 'location' },
        { kind: 'text', name: 'type' },
        { kind: 'markdown', name: 'text' },
      ],
    },
  ],
  sections: [{ kind: 'markdown', name: 'intro', optional: true }, sections],
};

/** The starting value of a form field (texts empty, lists empty, ratings at the top). */
export function initialValue(spec: FieldSpec): Value {
  if (spec.kind === 'number') return spec.max;
  if (spec.kind === 'list') return [];
  if (spec.kind === 'object') return initialGroup(spec.fields);
  return '';
}

export function initialGroup(fields: FieldSpec[]): Group {
  return Object.fromEntries(fields.map((field) => [field.name, initialValue(field)]));
}

/** Stored body → form values: paragraph and line lists become one text each (edited in a textarea). */
export function toForm(fields: FieldSpec[], stored: Record<string, unknown> | undefined): Group {
  const group: Group = {};
  for (const field of fields) {
    const value = stored?.[field.name];
    if (field.kind === 'list') group[field.name] = Array.isArray(value) ? value.map((item) => toForm(field.item, item as Record<string, unknown>)) : [];
    else if (field.kind === 'object') group[field.name] = toForm(field.fields, value as Record<string, unknown> | undefined);
    else if (field.kind === 'paragraphs') group[field.name] = Array.isArray(value) ? value.join('\n\n') : '';
    else if (field.kind === 'lines') group[field.name] = Array.isArray(value) ? value.join('\n') : '';
    else if (field.kind === 'number') group[field.name] = typeof value === 'number' ? value : field.max;
    else group[field.name] = typeof value === 'string' ? value : '';
  }
  return group;
}

/** Form values → the body to save: texts split back into lists, optional fields left empty dropped. */
export function fromForm(fields: FieldSpec[], group: Group): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const value = group[field.name];
    if (field.kind === 'list') body[field.name] = ((value as Group[] | undefined) ?? []).map((item) => fromForm(field.item, item));
    else if (field.kind === 'object') body[field.name] = fromForm(field.fields, (value as Group | undefined) ?? {});
    else if (field.kind === 'number') body[field.name] = Number(value);
    else {
      const text = typeof value === 'string' ? value : '';
      const list =
        field.kind === 'paragraphs' ? text.split(/\n\s*\n/).map((part) => part.trim()).filter(Boolean) : field.kind === 'lines' ? text.split('\n').map((line) => line.trim()).filter(Boolean) : null;
      const empty = list ? list.length === 0 : text.trim() === '';
      if ('optional' in field && field.optional && empty) continue;
      body[field.name] = list ?? text;
    }
  }
  return body;
}
