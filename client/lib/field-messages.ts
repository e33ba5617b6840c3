/** Which field messages a form shows now: the rules of validation on interaction, apart from React state. */
import type { FormValidation } from './form-validation.ts';

/** Field errors and hints: i18n keys (checked in the browser) or localized texts (from the API), by field name. */
export interface FieldReport {
  fields: Record<string, string>;
  hints: Record<string, string>;
}

/** A check's result as a report (hints added by the caller). */
export function reportOf(validation: FormValidation, hints: Record<string, string> = {}): FieldReport {
  return { fields: validation.ok ? {} : validation.fields, hints };
}

export interface ServerRefusal<V> {
  fields: Record<string, string>;
  /** The values the server judged: its message for a field stands until that field differs. */
  values: V;
}

export interface FieldState<V> {
  values: V;
  /** The check of the current values; null while its code loads. */
  report: FieldReport | null;
  /** Fields the user has changed and left. */
  left: ReadonlySet<string>;
  /** A submit was tried: every field's message shows. */
  tried: boolean;
  server: ServerRefusal<V> | null;
}

const valueOf = (source: object, field: string): unknown => (source as Record<string, unknown>)[field];

/** Whether the value of a field differs between two sets of values. */
export function changed(a: object, b: object, field: string): boolean {
  return valueOf(a, field) !== valueOf(b, field);
}

/**
 * The messages to show: the check's error for each field the user has left (or all after a submit), else the
 * server's error while the field still holds the value it judged; a hint only where no error shows.
 */
export function visibleMessages<V extends object>(state: FieldState<V>): FieldReport {
  const seen = (field: string) => state.tried || state.left.has(field);
  const fields: Record<string, string> = {};
  for (const [field, message] of Object.entries(state.report?.fields ?? {})) if (seen(field)) fields[field] = message;
  const server = state.server;
  for (const [field, message] of Object.entries(server?.fields ?? {})) {
    if (server && !(field in fields) && !changed(state.values, server.values, field)) fields[field] = message;
  }
  const hints: Record<string, string> = {};
  for (const [field, message] of Object.entries(state.report?.hints ?? {})) if (seen(field) && !fields[field]) hints[field] = message;
  return { fields, hints };
}
