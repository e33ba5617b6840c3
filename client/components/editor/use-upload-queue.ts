/** Several uploads at once, each a row with its stage and progress; failed rows retry from where they stopped. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createLimiter } from '../../lib/upload.ts';
import { type UploadFailure, useUploadFailure } from './upload-errors.ts';

export type UploadStage = 'waiting' | 'compressing' | 'uploading' | 'checking' | 'done' | 'failed';

export interface UploadRow {
  key: string;
  name: string;
  stage: UploadStage;
  /** 0 to 1 while uploading. */
  progress: number;
  failure: UploadFailure | null;
}

export interface StageReporter {
  stage: (stage: UploadStage) => void;
  progress: (fraction: number) => void;
}

/** What one kind of upload does; the queue handles rows, limits, retries and aborts. */
export interface UploadJob<O> {
  /** Refusals known from the file alone (type, size), as a localized text; checked before queueing. */
  check?: (file: File) => string | null;
  /** Prepares and sends one file. */
  send: (file: File, report: StageReporter, signal: AbortSignal) => Promise<O>;
  /** After the server took it: throws when the result is not usable yet (a retry runs only this again). */
  verify?: (outcome: O, report: StageReporter, signal: AbortSignal) => Promise<void>;
  /** Hands the server's answer to the page. */
  commit: (outcome: O) => void;
}

interface Entry<O> {
  file: File;
  outcome?: O;
  controller: AbortController;
}

/** Two at a time: each photo is decoded at full size before compression, and phones have little memory. */
const PARALLEL = 2;
/** A finished row stays a moment so the result can be seen and announced; the photo itself is in the gallery by then. */
const DONE_ROW_MS = 4000;

let nextKey = 0;

/**
 * `capacity` is how many more files the server takes (the limit minus what it holds); files past it, minus the
 * ones still running, are refused with `overCapacity` at once.
 */
export function useUploadQueue<O>(job: UploadJob<O>, capacity: number, overCapacity: string) {
  const { t } = useTranslation('editor');
  const failure = useUploadFailure();
  const [rows, setRows] = useState<UploadRow[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const entries = useRef(new Map<string, Entry<O>>());
  const limit = useRef(createLimiter(PARALLEL));
  // The job closes over the page's latest props; the running uploads must commit into those, not stale ones.
  const latest = useRef({ job, failure, t });
  latest.current = { job, failure, t };

  const update = useCallback((key: string, change: Partial<UploadRow>) => {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
  }, []);

  const remove = useCallback((key: string) => {
    entries.current.get(key)?.controller.abort();
    entries.current.delete(key);
    setRows((current) => current.filter((row) => row.key !== key));
  }, []);

  const run = useCallback(
    (key: string) => {
      const entry = entries.current.get(key);
      if (!entry) return;
      entry.controller = new AbortController();
      const { signal } = entry.controller;
      const report: StageReporter = {
        stage: (stage) => !signal.aborted && update(key, { stage, progress: 0 }),
        progress: (progress) => !signal.aborted && update(key, { progress }),
      };
      update(key, { stage: 'waiting', progress: 0, failure: null });
      void limit.current(async () => {
        if (signal.aborted) return;
        const { job: current } = latest.current;
        try {
          entry.outcome ??= await current.send(entry.file, report, signal);
          if (current.verify) await current.verify(entry.outcome, report, signal);
          if (signal.aborted) return;
          latest.current.job.commit(entry.outcome);
          entries.current.delete(key);
          update(key, { stage: 'done', progress: 1 });
          setAnnouncement(latest.current.t('photos.upload.announceDone', { name: entry.file.name }));
          setTimeout(() => setRows((rows) => rows.filter((row) => row.key !== key)), DONE_ROW_MS);
        } catch (error) {
          if (signal.aborted) return;
          const result = latest.current.failure(error);
          update(key, { stage: 'failed', failure: result });
          setAnnouncement(latest.current.t('photos.upload.announceFailed', { name: entry.file.name, error: result.text }));
        }
      });
    },
    [update],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      const running = rows.filter((row) => row.stage !== 'done' && row.stage !== 'failed').length;
      let room = capacity - running;
      const added: UploadRow[] = [];
      const start: string[] = [];
      const refused: string[] = [];
      for (const file of files) {
        const key = `upload-${(nextKey += 1)}`;
        const refusal = room <= 0 ? overCapacity : latest.current.job.check?.(file);
        if (refusal) {
          added.push({ key, name: file.name, stage: 'failed', progress: 0, failure: { text: refusal, retryable: false } });
          refused.push(latest.current.t('photos.upload.announceFailed', { name: file.name, error: refusal }));
          continue;
        }
        room -= 1;
        entries.current.set(key, { file, controller: new AbortController() });
        added.push({ key, name: file.name, stage: 'waiting', progress: 0, failure: null });
        start.push(key);
      }
      setRows((current) => [...current, ...added]);
      if (refused.length > 0) setAnnouncement(refused.join(' '));
      for (const key of start) run(key);
    },
    [capacity, overCapacity, rows, run],
  );

  /** Dropping a failed row whose file the server already holds still shows that photo: it exists, and can be deleted. */
  const dismiss = useCallback(
    (key: string) => {
      const outcome = entries.current.get(key)?.outcome;
      if (outcome !== undefined) latest.current.job.commit(outcome);
      remove(key);
    },
    [remove],
  );

  useEffect(() => {
    const all = entries.current;
    return () => {
      for (const entry of all.values()) entry.controller.abort();
    };
  }, []);

  // Cancelling while the photo is checked is dismissing it: the server holds it already.
  return { rows, add, retry: run, cancel: dismiss, dismiss, announcement };
}
