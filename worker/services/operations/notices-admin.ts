/**
 * Terms versions and merchant popups in the console: list, create, delete (only before they start). A terms version
 * that starts at once, or before every access token issued so far has expired, invalidates everyone's bidding claims,
 * so each merchant must accept it before the next binding bid (docs/decisions.md, Bidding eligibility).
 */
import type { Context } from 'hono';
import { effectiveValidFrom, noticeState, validFromProblem, versionInForce, type PopupInput, type TermsInput } from '../../../domain/operations/notice-texts.ts';
import { LOCALES, type Locale } from '../../../domain/locales.ts';
import { auditInsertWhen, runAudited } from '../../db/repositories/conditional-audit.ts';
import { EVERYONE, REVOCATION_WINDOW_MS } from '../../db/repositories/eligibility-revocations.ts';
import {
  deleteScheduled,
  findNotice,
  insertPopup,
  insertTerms,
  listPopupRows,
  listTermsRows,
  nextNoticeId,
  stillScheduled,
  type NoticeTable,
} from '../../db/repositories/notices-admin.ts';
import { merchantPopups, termsVersions } from '../../db/schema.ts';
import type { AppEnv } from '../../env.ts';
import { ApiError } from '../../lib/api-error.ts';
import { alreadyHandled } from '../../lib/conflict.ts';
import { revokeBiddingClaims } from '../auctions/eligibility.ts';
import { auditActor, auditInsert, type AuditSubject } from './audit.ts';

type Localized<T> = Partial<Record<Locale, T>>;

/** Only the storefront locales leave the server, in their order. */
function localized<T>(value: Record<string, T>): Localized<T> {
  return Object.fromEntries(LOCALES.filter((locale) => value[locale] !== undefined).map((locale) => [locale, value[locale]]));
}

const localesOf = (value: Record<string, unknown>) => LOCALES.filter((locale) => value[locale] !== undefined);

export interface TermsItem {
  id: number;
  validFrom: string;
  title: Localized<string>;
  changes: Localized<string[]>;
  content: Localized<string[]>;
  inForce: boolean;
  scheduled: boolean;
}

export interface PopupItem {
  id: number;
  validFrom: string;
  title: Localized<string>;
  content: Localized<string[]>;
  /** Merchants see it (its start has passed). */
  visible: boolean;
  scheduled: boolean;
}

/** Every version, newest first: the one in force, those announced and those superseded (neither). */
export async function listTerms(c: Context<AppEnv>, now = Date.now()): Promise<TermsItem[]> {
  const rows = await listTermsRows(c.get('db'));
  const current = versionInForce(rows.map((row) => ({ id: row.id, validFrom: row.validFrom.getTime() })), now);
  return rows.map((row) => ({
    id: row.id,
    validFrom: row.validFrom.toISOString(),
    title: localized(row.title),
    changes: localized(row.changes),
    content: localized(row.content),
    inForce: row.id === current?.id,
    scheduled: noticeState(row.validFrom.getTime(), now) === 'scheduled',
  }));
}

export async function listPopups(c: Context<AppEnv>, now = Date.now()): Promise<PopupItem[]> {
  const rows = await listPopupRows(c.get('db'));
  return rows.map((row) => {
    const scheduled = noticeState(row.validFrom.getTime(), now) === 'scheduled';
    return { id: row.id, validFrom: row.validFrom.toISOString(), title: localized(row.title), content: localized(row.content), visible: !scheduled, scheduled };
  });
}

function startOrRefuse(validFrom: number, now: number): number {
  const problem = validFromProblem(validFrom, now);
  if (problem) throw new ApiError(400, 'validation_failed', { validFrom: problem });
  return effectiveValidFrom(validFrom, now);
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if (/UNIQUE constraint failed|PRIMARY KEY/i.test(current.message)) return true;
  }
  return false;
}

/** Writes the row and its audit entry together; retried when another creation took the same id meanwhile. */
async function createAudited(c: Context<AppEnv>, table: NoticeTable, write: (id: number) => Promise<unknown>): Promise<number> {
  for (let attempt = 1; ; attempt += 1) {
    const id = await nextNoticeId(c.get('db'), table);
    try {
      await write(id);
      return id;
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}

export async function createTerms(c: Context<AppEnv>, input: TermsInput, now = Date.now()): Promise<TermsItem> {
  const db = c.get('db');
  const validFrom = startOrRefuse(input.validFrom, now);
  const row = { validFrom: new Date(validFrom), title: input.title, content: input.content, changes: input.changes };
  const after = { validFrom: row.validFrom.toISOString(), title: input.title, locales: localesOf(input.title), paragraphs: input.content.de.length, changes: input.changes.de.length };
  const id = await createAudited(c, termsVersions, (id) =>
    db.batch([insertTerms(db, { id, ...row }), auditInsert(db, auditActor(c), { action: 'terms.created', subjectType: 'terms', subjectId: id, after }, now)]),
  );
  // Tokens issued so far vouch for the old terms (their claims name no later start) and may still be valid when this
  // version starts: the auction objects stop trusting them and check the facts in D1 once.
  if (validFrom - Date.now() <= REVOCATION_WINDOW_MS) await revokeBiddingClaims(c.env, EVERYONE, { suspend: false }, Date.now());
  const [item] = (await listTerms(c)).filter((version) => version.id === id);
  if (!item) throw new Error(`terms version ${id} vanished after its creation`);
  return item;
}

export async function createPopup(c: Context<AppEnv>, input: PopupInput, now = Date.now()): Promise<PopupItem> {
  const db = c.get('db');
  const validFrom = startOrRefuse(input.validFrom, now);
  const row = { validFrom: new Date(validFrom), title: input.title, content: input.content };
  const after = { validFrom: row.validFrom.toISOString(), title: input.title, locales: localesOf(input.title), paragraphs: input.content.de.length };
  const id = await createAudited(c, merchantPopups, (id) =>
    db.batch([insertPopup(db, { id, ...row }), auditInsert(db, auditActor(c), { action: 'popup.created', subjectType: 'popup', subjectId: id, after }, now)]),
  );
  const scheduled = validFrom > now;
  return { id, validFrom: row.validFrom.toISOString(), title: localized(input.title), content: localized(input.content), visible: !scheduled, scheduled };
}

/**
 * Removes a version or popup that has not started yet. One that started stays (merchants may have accepted or read
 * it): 409 already_handled, as for a second operator removing the same one at the same time.
 */
async function deleteNotice(c: Context<AppEnv>, table: NoticeTable, subjectType: AuditSubject & ('terms' | 'popup'), id: number, now: number): Promise<void> {
  const db = c.get('db');
  const found = await findNotice(db, table, id);
  if (!found) throw new ApiError(404, 'not_found');
  const started = () => alreadyHandled({ id, validFrom: found.validFrom.toISOString(), started: true });
  if (found.validFrom.getTime() <= now) throw started();
  const entry = { action: `${subjectType}.deleted`, subjectType, subjectId: id, before: { validFrom: found.validFrom.toISOString(), title: localized(found.title) }, after: null };
  const removed = await runAudited(db, auditInsertWhen(db, auditActor(c), entry, stillScheduled(table, id, now), now), deleteScheduled(db, table, id, now));
  if (removed) return;
  // Lost the race: either another operator removed it, or its start passed meanwhile.
  if (await findNotice(db, table, id)) throw started();
  throw alreadyHandled({ id, deleted: true });
}

export function deleteTerms(c: Context<AppEnv>, id: number, now = Date.now()): Promise<void> {
  return deleteNotice(c, termsVersions, 'terms', id, now);
}

export function deletePopup(c: Context<AppEnv>, id: number, now = Date.now()): Promise<void> {
  return deleteNotice(c, merchantPopups, 'popup', id, now);
}
