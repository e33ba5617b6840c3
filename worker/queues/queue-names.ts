/** The queues of wrangler.toml by name (a consumer learns which queue a batch came from by its name). */
export const QUEUES = {
  effects: 'campermarkt24-effects',
  mail: 'campermarkt24-mail',
  deadLetters: 'campermarkt24-dead-letters',
} as const;

/**
 * Retry delay after a failed attempt (attempts counts from 1): 2, 4, 8, 16, 32 s, then every minute. With the
 * queues' 20 retries a message rides out about a quarter of an hour of D1 or mail trouble before it is a dead letter.
 */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(60, 2 ** Math.max(1, attempts));
}
