/**
 * The editor's saving (spec 001 section 4): changes are kept locally (and in sessionStorage), sent 800 ms after the
 * last edit or at once on flush, through one save queue; refused fields stay with their message, other failures are
 * retried with backoff and as soon as the browser is back online.
 */
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { createSaveQueue } from '../../../domain/ad-editor/save-queue.ts';
import { sanitizeValues } from '../../../domain/ad-editor/sanitize.ts';
import type { AttributeValue } from '../../../domain/product.ts';
import { ApiRequestError } from '../../lib/api.ts';
import { assignIds, damagesBody, localDamages, resync } from '../../lib/editor-damages.ts';
import { type Change, differing, isRetryable, type LocalDamage, mergeValues, readDraft, retryDelay, settle, writeDraft } from '../../lib/editor-draft.ts';
import type { EditorScope } from '../../lib/editor-media.ts';
import { type AttributeView, editorCalls, type EditorProduct, flatAttributes, groupChanges, type UpdateBody } from '../../lib/editor-product.ts';
import { useSnackbar } from '../ui/snackbar.tsx';

export type SaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'offline' | 'retrying' | 'invalid' | 'failed';
export type FatalError = 'sign-in' | 'not-editable' | 'not-found';

export interface AdDraft {
  values: Record<string, AttributeValue>;
  damages: LocalDamage[];
  /** Field code (or damages.{index}.{field}) -> a validation.* key or a text the server localized. */
  errors: Record<string, string>;
  status: SaveStatus;
  /** Something is not saved yet (waiting, on its way, refused or failed). */
  dirty: boolean;
  setValue: (code: string, value: Change) => void;
  setDamages: (next: LocalDamage[]) => void;
  /** Merges messages in; null removes a field's message. */
  setErrors: (next: Record<string, string | null>) => void;
  /** Saves now; true when nothing is left unsaved afterwards. */
  flush: () => Promise<boolean>;
  /** The newest state, also right after an awaited flush (before the page re-rendered with it). */
  snapshot: () => { values: Record<string, AttributeValue>; errors: Record<string, string>; damages: LocalDamage[]; required: string[] };
}

interface Options {
  product: EditorProduct;
  onProduct: (next: EditorProduct) => void;
  scope: EditorScope;
  definitions: readonly AttributeView[];
  onFatal: (kind: FatalError) => void;
}

const DEBOUNCE_MS = 800;
const VEHICLE_TAKEN = new Set(['vehicle_already_listed', 'vehicle_listed_elsewhere']);

export function useAdDraft(options: Options): AdDraft {
  const snackbar = useSnackbar();
  const productId = options.product.entityId;
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  // Errors live in a ref (read right after a save by snapshot()) and re-render on change.
  const errors = useRef<Record<string, string>>({});
  const [status, setStatus] = useState<SaveStatus>('idle');
  const pending = useRef(new Map<string, Change>());
  const rejected = useRef(new Map<string, Change>());
  // `blocked`: the server refused the list; it is not sent again until the seller changes it.
  const damages = useRef({ list: localDamages(options.product.damages), dirty: false, blocked: false, version: 0 });
  const latest = useRef(options);
  latest.current = options;
  // The newest server answer: a save's answer is known here before the page re-renders with it.
  const server = useRef(options.product);
  const rendered = useRef(options.product);
  if (rendered.current !== options.product) {
    rendered.current = options.product;
    server.current = options.product;
  }
  const timer = useRef<number | undefined>(undefined);
  const retryTimer = useRef<number | undefined>(undefined);
  const attempt = useRef(0);
  const alive = useRef(true);
  const handled = useRef(new WeakSet<object>());

  const sendable = () => pending.current.size > 0 || (damages.current.dirty && !damages.current.blocked);
  const isDirty = () => pending.current.size > 0 || rejected.current.size > 0 || damages.current.dirty;

  const persist = useCallback(() => {
    const draft = { attributes: Object.fromEntries([...rejected.current, ...pending.current]) };
    writeDraft(window.sessionStorage, productId, damages.current.dirty ? { ...draft, damages: damages.current.list } : draft);
  }, [productId]);

  const updateErrors = useCallback((change: (current: Record<string, string>) => Record<string, string>) => {
    errors.current = change(errors.current);
    rerender();
  }, []);

  const setErrors = useCallback(
    (next: Record<string, string | null>) =>
      updateErrors((current) => {
        const merged = { ...current };
        for (const [code, text] of Object.entries(next)) {
          if (text === null) delete merged[code];
          else merged[code] = text;
        }
        return merged;
      }),
    [updateErrors],
  );

  const save = useCallback(async () => {
    const sent = new Map(pending.current);
    const list = damages.current;
    const damageSend = list.dirty && !list.blocked ? { version: list.version, keys: list.list.map((damage) => damage.key), body: damagesBody(list.list) } : null;
    if (sent.size === 0 && !damageSend) return;
    setStatus('saving');
    const body: UpdateBody = {};
    if (sent.size) body.attributes = groupChanges(latest.current.definitions, sanitizeValues(Object.fromEntries(sent)));
    if (damageSend) body.damages = damageSend.body;
    const answer = await editorCalls.update(latest.current.scope, productId, body);
    pending.current = settle(pending.current, sent);
    if (damageSend) {
      const withIds = assignIds(list.list, damageSend.keys, answer.damages);
      // Changed again while this save was on its way: keep the newer list (now with ids) for the follow-up.
      const current = list.version === damageSend.version;
      list.list = current ? resync(withIds, answer.damages) : withIds;
      if (current) list.dirty = false;
    } else if (!list.dirty) list.list = resync(list.list, answer.damages);
    server.current = answer;
    // The server took what was sent: its earlier messages for those fields are void.
    updateErrors((current) => {
      const next = { ...current };
      for (const code of sent.keys()) if (!pending.current.has(code)) delete next[code];
      if (damageSend) for (const key of Object.keys(next)) if (key.startsWith('damages.')) delete next[key];
      return next;
    });
    latest.current.onProduct(answer);
    persist();
    rerender();
  }, [persist, productId, updateErrors]);

  const saveRef = useRef(save);
  saveRef.current = save;
  const queue = useMemo(() => createSaveQueue(() => saveRef.current()), []);

  const fail = useCallback(
    (error: unknown, retry: () => void) => {
      if (!alive.current || (typeof error === 'object' && error !== null && handled.current.has(error))) return;
      if (typeof error === 'object' && error !== null) handled.current.add(error);
      if (error instanceof ApiRequestError && !isRetryable(error)) {
        if (error.status === 401) return latest.current.onFatal('sign-in');
        if (error.status === 404) return latest.current.onFatal('not-found');
        if (error.code === 'ad_not_editable') return latest.current.onFatal('not-editable');
        const fields = { ...error.fields };
        // The seller's own earlier ad is named in the message; the field's text only says the VIN is taken.
        if (VEHICLE_TAKEN.has(error.code) && fields.vin) fields.vin = error.message;
        const matched = Object.keys(fields).filter((key) => pending.current.has(key) || key.startsWith('damages.'));
        if (matched.length === 0) {
          snackbar(error.message, 'error');
          setStatus('failed');
          return;
        }
        for (const key of matched) {
          if (key.startsWith('damages.')) damages.current.blocked = true;
          else {
            rejected.current.set(key, pending.current.get(key) ?? null);
            pending.current.delete(key);
          }
        }
        setErrors(Object.fromEntries(matched.map((key) => [key, fields[key] ?? error.message])));
        setStatus('invalid');
        persist();
        rerender();
        // The other changes of the refused save go out on their own.
        if (sendable()) retry();
        return;
      }
      // No snackbar here: the save status says it (offline, or trying again), and a snackbar would cover the bar.
      const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
      setStatus(offline ? 'offline' : 'retrying');
      window.clearTimeout(retryTimer.current);
      retryTimer.current = window.setTimeout(retry, retryDelay(attempt.current));
      attempt.current += 1;
    },
    [persist, setErrors, snackbar],
  );

  const run = useCallback(async (): Promise<boolean> => {
    window.clearTimeout(timer.current);
    window.clearTimeout(retryTimer.current);
    timer.current = undefined;
    try {
      while (sendable()) await queue.request();
      attempt.current = 0;
      if (alive.current) setStatus(rejected.current.size > 0 || damages.current.blocked ? 'invalid' : 'saved');
      return !isDirty();
    } catch (error) {
      fail(error, () => void run());
      return false;
    }
  }, [fail, queue]);

  const schedule = useCallback(
    (delay: number) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void run(), delay);
      if (!queue.inFlight) setStatus('pending');
    },
    [queue, run],
  );

  const setValue = useCallback(
    (code: string, value: Change) => {
      rejected.current.delete(code);
      pending.current.set(code, value);
      setErrors({ [code]: null });
      persist();
      rerender();
      schedule(DEBOUNCE_MS);
    },
    [persist, schedule, setErrors],
  );

  const setDamages = useCallback(
    (next: LocalDamage[]) => {
      const list = damages.current;
      Object.assign(list, { list: next, dirty: true, blocked: false, version: list.version + 1 });
      updateErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith('damages.'))));
      persist();
      schedule(DEBOUNCE_MS);
    },
    [persist, schedule, updateErrors],
  );

  // Restores what a reload would have lost, once per ad, and sends it.
  useEffect(() => {
    alive.current = true;
    const stored = readDraft(window.sessionStorage, productId);
    if (stored) {
      pending.current = differing(flatAttributes(latest.current.product.attributes), stored.attributes);
      if (stored.damages) Object.assign(damages.current, { list: stored.damages, dirty: true, blocked: false });
      persist();
      rerender();
      if (sendable()) schedule(0);
    }
    const online = () => {
      attempt.current = 0;
      if (sendable()) void run();
    };
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      window.clearTimeout(timer.current);
      window.clearTimeout(retryTimer.current);
      // Leaving the editor: one last try; what fails stays in sessionStorage for the next visit.
      if (sendable()) void queue.request().catch(() => undefined);
      alive.current = false;
    };
    // Once per ad: the callbacks read the newest state through refs.
  }, [productId]);

  const snapshot = useCallback(
    () => ({
      values: mergeValues(flatAttributes(server.current.attributes), rejected.current, pending.current),
      errors: errors.current,
      damages: damages.current.list,
      required: server.current.editor.required,
    }),
    [],
  );

  const values = mergeValues(flatAttributes(options.product.attributes), rejected.current, pending.current);
  return { values, damages: damages.current.list, errors: errors.current, status, dirty: isDirty(), setValue, setDamages, setErrors, flush: run, snapshot };
}
