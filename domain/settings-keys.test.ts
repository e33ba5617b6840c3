/** The public settings allow-list: value validation per key and the system bar's locale fallback. */
import { describe, expect, it } from 'vitest';
import { isPublicSettingKey, parseSettingValue, PUBLIC_SETTING_KEYS, SYSTEM_BAR_MESSAGE_MAX, systemBarMessageFor } from './settings-keys.ts';

describe('the allow-list', () => {
  it('knows the keys the storefront reads and nothing else', () => {
    expect(PUBLIC_SETTING_KEYS).toEqual(['system_bar', 'system_bar_message']);
    expect(isPublicSettingKey('system_bar')).toBe(true);
    expect(isPublicSettingKey('auth_secret')).toBe(false);
    expect(isPublicSettingKey('toString')).toBe(false);
  });
});

describe('parseSettingValue', () => {
  it('takes a boolean for the system bar and refuses anything else', () => {
    expect(parseSettingValue('system_bar', true)).toEqual({ ok: true, value: true });
    expect(parseSettingValue('system_bar', 'true')).toEqual({ ok: false, fields: { value: 'validation.required_boolean' } });
  });

  it('takes messages per locale, trimmed, dropping empty ones', () => {
    expect(parseSettingValue('system_bar_message', { de: '  Wartung heute Nacht ', en: '' })).toEqual({ ok: true, value: { de: 'Wartung heute Nacht' } });
  });

  it('names the language of a message that is too long or not plain text', () => {
    expect(parseSettingValue('system_bar_message', { de: 'ok', cs: 'x'.repeat(SYSTEM_BAR_MESSAGE_MAX + 1) })).toEqual({ ok: false, fields: { 'value.cs': 'validation.max' } });
    expect(parseSettingValue('system_bar_message', { en: 'Hi <script>alert(1)</script>' })).toEqual({ ok: false, fields: { 'value.en': 'validation.invalid' } });
    expect(parseSettingValue('system_bar_message', { en: 'line\nbreak' })).toEqual({ ok: false, fields: { 'value.en': 'validation.invalid' } });
    expect(parseSettingValue('system_bar_message', { en: 'Prices < 500 € excluded' })).toMatchObject({ ok: true });
  });

  it('refuses unknown languages and non-objects', () => {
    expect(parseSettingValue('system_bar_message', { fr: 'Bonjour' })).toMatchObject({ ok: false });
    expect(parseSettingValue('system_bar_message', 'Wartung')).toMatchObject({ ok: false, fields: { value: 'validation.invalid' } });
  });
});

describe('systemBarMessageFor', () => {
  it("shows the page locale's message, else the German one, else none", () => {
    const stored = { de: 'Wartung', en: 'Maintenance', pl: '  ' };
    expect(systemBarMessageFor(stored, 'en')).toBe('Maintenance');
    expect(systemBarMessageFor(stored, 'pl')).toBe('Wartung');
    expect(systemBarMessageFor(stored, 'nl')).toBe('Wartung');
    expect(systemBarMessageFor({ en: 'Maintenance' }, 'nl')).toBeNull();
    expect(systemBarMessageFor(null, 'de')).toBeNull();
  });
});
