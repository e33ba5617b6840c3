/** The console's reading of the ad edit log: each entry's attribute labelled and its stored text shown as the operator reads values. */
import type { AttributeDef } from '../attributes.ts';
import { decodeStoredValue } from '../product.ts';
import { type ConsoleLanguage, valueText } from './ad-review-values.ts';

export interface StoredEdit {
  id: number;
  source: string;
  attributeCode: string;
  /** The value as stored text, null when it was removed. */
  value: string | null;
  actorCustomerId: number | null;
  at: number;
}

export interface LabelledEdit {
  id: number;
  at: number;
  source: string;
  code: string;
  label: string;
  /** The value as text (option labels, euros, units); null when it was removed. */
  value: string | null;
  actorCustomerId: number | null;
}

/** One entry for the console: a known code by its label and definition, an unknown one as stored. */
export function labelledEdit(def: AttributeDef | undefined, edit: StoredEdit, language: ConsoleLanguage): LabelledEdit {
  const decoded = edit.value === null ? undefined : def ? decodeStoredValue(def, edit.value) : edit.value;
  return {
    id: edit.id,
    at: edit.at,
    source: edit.source,
    code: edit.attributeCode,
    label: def?.labels[language] ?? edit.attributeCode,
    value: edit.value === null ? null : decoded === undefined ? edit.value : valueText(def, decoded, language),
    actorCustomerId: edit.actorCustomerId,
  };
}
