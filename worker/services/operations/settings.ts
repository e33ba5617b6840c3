/**
 * Operator settings: the allow-listed public keys with their stored value (or default), and an operator's change,
 * validated by the key's schema and written only over the version the operator read (else 409 with the current one).
 */
import { isPublicSettingKey, parseSettingValue, PUBLIC_SETTING_KEYS, PUBLIC_SETTINGS, type PublicSettingKey } from '../../../domain/settings-keys.ts';
import type { Database } from '../../db/client.ts';
import { findSettingRows, writeSettingIfUnchanged } from '../../db/repositories/settings.ts';
import { ApiError } from '../../lib/api-error.ts';
import { conflict } from '../../lib/conflict.ts';
import type { AuditActor } from './audit.ts';

export interface SettingView {
  key: PublicSettingKey;
  value: unknown;
  /** When the stored value last changed (epoch ms); null while the default applies. */
  updatedAt: number | null;
}

function view(key: PublicSettingKey, stored: { value: unknown; updatedAt: number } | undefined): SettingView {
  return stored ? { key, value: stored.value, updatedAt: stored.updatedAt } : { key, value: PUBLIC_SETTINGS[key].fallback, updatedAt: null };
}

export async function listSettings(db: Database): Promise<SettingView[]> {
  const rows = new Map((await findSettingRows(db, PUBLIC_SETTING_KEYS)).map((row) => [row.key, row]));
  return PUBLIC_SETTING_KEYS.map((key) => view(key, rows.get(key)));
}

async function currentSetting(db: Database, key: PublicSettingKey): Promise<SettingView> {
  const [row] = await findSettingRows(db, [key]);
  return view(key, row);
}

export interface SettingChange {
  key: string;
  value: unknown;
  /** The updatedAt the operator's form was loaded with (null: no value was stored). */
  updatedAt: number | null;
}

export async function updateSetting(db: Database, actor: AuditActor, change: SettingChange, now = Date.now()): Promise<SettingView> {
  if (!isPublicSettingKey(change.key)) throw new ApiError(404, 'setting_not_found');
  const key = change.key;
  const checked = parseSettingValue(key, change.value);
  if (!checked.ok) throw new ApiError(400, 'validation_failed', checked.fields);
  const before = await currentSetting(db, key);
  const stale = () => conflict({ value: before.value, updatedAt: before.updatedAt });
  if (before.updatedAt !== change.updatedAt) throw stale();
  // Strictly later than the version replaced, so two writes within one millisecond still differ in updatedAt.
  const updatedAt = Math.max(now, (change.updatedAt ?? 0) + 1);
  const won = await writeSettingIfUnchanged(db, { key, value: checked.value, expectedUpdatedAt: change.updatedAt, updatedAt }, actor, {
    action: 'setting.updated',
    subjectType: 'setting',
    subjectId: key,
    before: { value: before.value },
    after: { value: checked.value },
  });
  if (!won) {
    const current = await currentSetting(db, key);
    throw conflict({ value: current.value, updatedAt: current.updatedAt });
  }
  return { key, value: checked.value, updatedAt };
}

/** The public answer's value: allow-listed keys only, the default while none is stored; undefined = not served. */
export async function publicSetting(db: Database, key: string): Promise<unknown | undefined> {
  if (!isPublicSettingKey(key)) return undefined;
  return (await currentSetting(db, key)).value;
}
