/**
 * Validation on interaction, one mechanism for the account, contact and newsletter forms: a field's message shows
 * once the user has changed and left the field or tried to send the form, and follows the typing from then on. The
 * server stays the authority: its field errors show until that field is changed or the form is sent again.
 * Non-blocking hints (the e-mail typo question) follow the same timing and never stop a submit.
 */
import { useRef, useState } from 'react';
import { changed, type FieldReport, type ServerRefusal, visibleMessages } from '../lib/field-messages.ts';

export { type FieldReport, reportOf } from '../lib/field-messages.ts';

/** The form's check of its current values; null while the check's code is still loading. */
export type FieldCheck<V> = (values: V) => FieldReport | null;

export function useFieldChecks<V extends object>(values: V, check: FieldCheck<V>, load?: () => Promise<unknown>) {
  const [start, setStart] = useState(values);
  const [left, setLeft] = useState<ReadonlySet<string>>(() => new Set());
  const [tried, setTried] = useState(false);
  const [server, setServer] = useState<ServerRefusal<V> | null>(null);
  // Re-renders once a lazily loaded check has arrived, so a field left before that gets its message.
  const [, setLoaded] = useState(false);
  // The values as last rendered, for a blur handled before React attached the handler of the newest render.
  const latest = useRef(values);
  latest.current = values;

  const report = check(values);
  const { fields: errors, hints } = visibleMessages({ values, report, left, tried, server });

  function preload(): void {
    load?.().then(
      () => setLoaded(true),
      (error: unknown) => console.error('loading the form validation failed', error),
    );
  }

  /** Shows one field's message now (an action that needs only this field was tried). */
  function reveal(field: string): void {
    setLeft((before) => (before.has(field) ? before : new Set(before).add(field)));
  }

  /**
   * For a field's onBlur. Passing through a field without changing it (Tab through the form) reveals nothing: an
   * empty mandatory field is reported on submit, not to someone who is only finding their way.
   */
  function leave(field: string): void {
    preload();
    if (changed(latest.current, start, field)) reveal(field);
  }

  return {
    errors,
    hints,
    preload,
    leave,
    reveal,
    /** A submit was tried: every field shows its message from now on, and the server's earlier answer is void. */
    attempt(): void {
      setTried(true);
      setServer(null);
      // A form sent before its check loaded shows the messages once it has.
      preload();
    },
    /** The server's field errors for the values just sent. */
    refuse(fields: Record<string, string>, sent: V): void {
      setServer({ fields, values: sent });
    },
    /** A form that starts over (sent, or reset) with these values: no field has been left. */
    reset(next: V): void {
      setStart(next);
      setLeft(new Set());
      setTried(false);
      setServer(null);
    },
    /** The props a TextField or FieldFrame takes for a field: its message, its hint and the blur that reveals them. */
    field(name: string) {
      return { error: errors[name], hint: hints[name], onBlur: () => leave(name) };
    },
  };
}
