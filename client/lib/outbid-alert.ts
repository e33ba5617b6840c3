/**
 * What the board does, beyond the polite announcement, when a row turns outbid: a short tone and/or a vibration, each
 * only when the dealer turned it on (kept in this browser). Both are courtesies: a browser without them stays quiet.
 */
export interface AlertPrefs {
  sound: boolean;
  vibrate: boolean;
}

const STORAGE_KEY = 'cm24.board.alerts';
export const NO_ALERTS: AlertPrefs = { sound: false, vibrate: false };

/** The stored choice, or both off for anything unreadable. */
export function parseAlertPrefs(stored: string | null): AlertPrefs {
  if (!stored) return NO_ALERTS;
  try {
    const value = JSON.parse(stored) as Partial<AlertPrefs> | null;
    return { sound: value?.sound === true, vibrate: value?.vibrate === true };
  } catch {
    return NO_ALERTS;
  }
}

export function readAlertPrefs(): AlertPrefs {
  try {
    return parseAlertPrefs(window.localStorage.getItem(STORAGE_KEY));
  } catch {
    return NO_ALERTS;
  }
}

export function saveAlertPrefs(prefs: AlertPrefs): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(prefs));
  } catch {
    // Private mode or storage full: the choice lasts for this page only.
  }
}

let audio: AudioContext | null = null;

/** Two short tones (no sound file to load). */
function tone(): void {
  const Context = window.AudioContext;
  if (!Context) return;
  audio ??= new Context();
  const start = audio.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.18, 660],
  ] as const) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.15, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.001, start + offset + 0.15);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.16);
  }
}

export function ringOutbid(prefs: AlertPrefs): void {
  try {
    if (prefs.vibrate && typeof navigator.vibrate === 'function') navigator.vibrate([120, 60, 120]);
    if (prefs.sound) tone();
  } catch {
    // A browser that refuses (no user gesture yet, no audio device) stays quiet.
  }
}
