/** Entity ids as they appear in paths: positive integers in plain digits ("abc", "-1", "1e99" and "0" are not ids). */

export function isEntityId(value: string): boolean {
  return /^[1-9]\d{0,14}$/.test(value);
}
