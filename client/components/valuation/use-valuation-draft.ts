/**
 * The valuation funnel's draft: restored on load from the browser's copy and the server's answer, written to the
 * browser on every change and to the server after a pause in typing and on every step change (PUT update).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ValuationAnswer, ValuationField } from '../../../domain/valuation/form.ts';
import type { ValuationProductType } from '../../../domain/valuation/types.ts';
import { api, ApiRequestError } from '../../lib/api.ts';
import { type DraftValue, type DraftValues, draftFromAnswer, loadLocalDraft, mergeDrafts, saveLocalDraft, updateBody } from '../../lib/valuation-draft.ts';

const GET_PATH = '/public/valuate-my-vehicle/get';
const UPDATE_PATH = '/public/valuate-my-vehicle/update';
/** A pause in typing this long saves the draft on the server too. */
const SAVE_DELAY_MS = 1500;

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';
export type SaveResult = { ok: true; answer: ValuationAnswer } | { ok: false; error: ApiRequestError | null };

export function useValuationDraft(kind: ValuationProductType, step: number) {
  const [values, setValues] = useState<DraftValues>({});
  const [loaded, setLoaded] = useState(false);
  /** The visitor's valuation when it is no longer a draft (submitted): the page then links to its report. */
  const [submitted, setSubmitted] = useState<ValuationAnswer | null>(null);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  /** The last refusal of a save (fields the server checked, an e-mail already used); cleared by the next success. */
  const [refusal, setRefusal] = useState<ApiRequestError | null>(null);
  const latest = useRef<DraftValues>({});
  const entityId = useRef<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Saves run one after another, so an older draft never overwrites a newer one on the server.
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => {
    let active = true;
    const local = loadLocalDraft(kind);
    if (local) {
      latest.current = local.values;
      setValues(local.values);
    }
    api<ValuationAnswer>(GET_PATH)
      .then((answer) => {
        if (!active) return;
        if (answer.valuate_my_vehicle.status !== 'editing') {
          setSubmitted(answer);
          return;
        }
        // A draft for the other vehicle type is not this funnel's: only the browser's copy applies then.
        const server = answer.product.productType === kind ? draftFromAnswer(answer) : null;
        const merged = mergeDrafts(server, local);
        entityId.current = merged.entityId;
        latest.current = merged.values;
        setValues(merged.values);
      })
      .catch((error: unknown) => {
        // 404: no valuation yet. Anything else: the browser's copy is all there is, which is enough to go on.
        if (!(error instanceof ApiRequestError && error.status === 404)) console.error('loading the valuation failed', error);
      })
      .finally(() => active && setLoaded(true));
    return () => {
      active = false;
      clearTimeout(timer.current);
    };
  }, [kind]);

  const save = useCallback(
    (atStep: number, submit = false): Promise<SaveResult> => {
      clearTimeout(timer.current);
      const run = async (): Promise<SaveResult> => {
        setSaveState('saving');
        try {
          const answer = await api<ValuationAnswer>(UPDATE_PATH, { method: 'PUT', json: updateBody(kind, latest.current, atStep, submit) });
          entityId.current = answer.product.entityId;
          saveLocalDraft(kind, { entityId: entityId.current, values: latest.current });
          setSaveState('saved');
          setRefusal(null);
          return { ok: true, answer };
        } catch (error) {
          setSaveState('failed');
          const refused = error instanceof ApiRequestError ? error : null;
          setRefusal(refused);
          return { ok: false, error: refused };
        }
      };
      const next = queue.current.then(run, run);
      queue.current = next;
      return next;
    },
    [kind],
  );

  const setValue = useCallback(
    (field: ValuationField, value: DraftValue, typing = false) => {
      latest.current = { ...latest.current, [field]: value };
      setValues(latest.current);
      saveLocalDraft(kind, { entityId: entityId.current, values: latest.current });
      clearTimeout(timer.current);
      // Choices save at once; typing waits for a pause (the browser's copy already has every keystroke).
      timer.current = setTimeout(() => void save(step), typing ? SAVE_DELAY_MS : 0);
    },
    [kind, save, step],
  );

  return { values, loaded, submitted, saveState, refusal, setValue, save };
}
