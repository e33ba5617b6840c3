/** A `datetime-local` input read and written as Europe/Berlin wall time, whatever the operator's own time zone. */
import { berlinInstant, berlinWallClock } from '../berlin-time.ts';

const pad = (value: number) => String(value).padStart(2, '0');

/** The input value (YYYY-MM-DDTHH:mm) showing the instant on Berlin clocks. */
export function berlinInputValue(instant: number): string {
  const w = berlinWallClock(instant);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/** The instant an input value stands for in Berlin, or null when it is no complete, real date and time. */
export function instantFromBerlinInput(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return null;
  // Day 31 of a 30-day month would roll over into the next month: refuse it instead.
  if (new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day) return null;
  return berlinInstant({ year, month, day, hour, minute, second });
}

/** The Berlin calendar day of an instant as YYYY-MM-DD (file names, headings). */
export function berlinDay(instant: number): string {
  const w = berlinWallClock(instant);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}
