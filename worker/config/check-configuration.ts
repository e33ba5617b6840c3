/** The worker's configuration rules: which environment it runs in and what production needs before it may serve. */

/** Development is only ever what ENVIRONMENT says in so many words; anything else is production. */
export type Environment = 'development' | 'production';

/** The bindings these rules read; structural, so the rules stay free of the app's full Bindings type. */
export interface ConfigEnv {
  ENVIRONMENT?: string;
  MAIL_TRANSPORT?: string;
  MAIL_API_KEY?: string;
  MAIL_FROM?: string;
  SEND_EMAIL?: unknown;
  AUTH_SECRET?: string;
  PUBLIC_ORIGIN?: string;
  /** The Workers AI binding machine translation runs on (worker/translate). */
  AI?: unknown;
}

/** One thing that is wrong, named by its setting; never carries a secret's value. */
export interface ConfigProblem {
  setting: string;
  problem: string;
}

export interface ConfigCheck {
  environment: Environment;
  problems: ConfigProblem[];
}

export const MIN_AUTH_SECRET_LENGTH = 32;

const MAIL_TRANSPORTS: readonly string[] = ['local', 'http', 'cloudflare'];

// Fail closed: a missing, misspelt or unknown value ("dev", "test", "staging", "") gets production's rules.
export function environmentOf(env: Pick<ConfigEnv, 'ENVIRONMENT'>): Environment {
  return env.ENVIRONMENT?.trim() === 'development' ? 'development' : 'production';
}

export function isDevelopment(env: Pick<ConfigEnv, 'ENVIRONMENT'>): boolean {
  return environmentOf(env) === 'development';
}

function isSet(value: string | undefined): boolean {
  return (value?.trim() ?? '') !== '';
}

/** The transport MAIL_TRANSPORT names; unset means the local outbox in development and nothing in production. */
export function mailTransportName(env: ConfigEnv): string | undefined {
  const named = env.MAIL_TRANSPORT?.trim();
  if (named) return named;
  return isDevelopment(env) ? 'local' : undefined;
}

/** What keeps the named mail transport from working here; empty when it can deliver. */
export function mailProblems(env: ConfigEnv): ConfigProblem[] {
  const name = mailTransportName(env);
  if (name === undefined) {
    return [{ setting: 'MAIL_TRANSPORT', problem: 'MAIL_TRANSPORT is not set; production needs http or cloudflare' }];
  }
  if (!MAIL_TRANSPORTS.includes(name)) {
    return [{ setting: 'MAIL_TRANSPORT', problem: `Unknown MAIL_TRANSPORT "${name}"; expected local, http or cloudflare` }];
  }
  if (name === 'local') {
    // The local transport stores live sign-in links in D1 for the development mailbox: never outside development.
    return isDevelopment(env)
      ? []
      : [{ setting: 'MAIL_TRANSPORT', problem: 'MAIL_TRANSPORT=local is for development only; production needs http or cloudflare' }];
  }
  const problems: ConfigProblem[] = [];
  if (name === 'http' && !isSet(env.MAIL_API_KEY)) {
    problems.push({ setting: 'MAIL_API_KEY', problem: 'MAIL_TRANSPORT=http needs the MAIL_API_KEY secret, which is not set' });
  }
  if (name === 'cloudflare' && !env.SEND_EMAIL) {
    problems.push({ setting: 'SEND_EMAIL', problem: 'MAIL_TRANSPORT=cloudflare needs the SEND_EMAIL send_email binding, which is not set' });
  }
  if (!isSet(env.MAIL_FROM)) {
    problems.push({ setting: 'MAIL_FROM', problem: `MAIL_TRANSPORT=${name} needs MAIL_FROM (the sender address), which is not set` });
  }
  return problems;
}

function publicOriginProblem(value: string | undefined): ConfigProblem | null {
  const problem = 'PUBLIC_ORIGIN must be the https origin that e-mail links point to (e.g. https://campermarkt24.de)';
  if (!isSet(value)) return { setting: 'PUBLIC_ORIGIN', problem };
  try {
    const url = new URL((value as string).trim());
    return url.protocol === 'https:' && url.origin === (value as string).trim().replace(/\/$/, '') ? null : { setting: 'PUBLIC_ORIGIN', problem };
  } catch {
    return { setting: 'PUBLIC_ORIGIN', problem };
  }
}

/**
 * Everything production needs before it may answer a request: a real mail transport with its key or binding and
 * sender, a signing secret of at least 32 characters, the https origin for links in e-mails (cron mails have no
 * request to take an origin from) and the Workers AI binding the product pages' translation switch runs on (without
 * it every switch would answer "not configured"). Development asks for nothing, so a fresh clone starts without setup.
 */
export function checkConfiguration(env: ConfigEnv): ConfigCheck {
  const environment = environmentOf(env);
  if (environment === 'development') return { environment, problems: [] };
  const problems = mailProblems(env);
  if ((env.AUTH_SECRET?.length ?? 0) < MIN_AUTH_SECRET_LENGTH) {
    problems.push({ setting: 'AUTH_SECRET', problem: `AUTH_SECRET is missing or shorter than ${MIN_AUTH_SECRET_LENGTH} characters` });
  }
  const origin = publicOriginProblem(env.PUBLIC_ORIGIN);
  if (origin) problems.push(origin);
  if (!env.AI) {
    problems.push({ setting: 'AI', problem: 'Machine translation needs the Workers AI binding (`[env.production.ai] binding = "AI"`), which is not set' });
  }
  return { environment, problems };
}

const checked = new WeakMap<object, ConfigCheck>();

/** The check for these bindings, computed once per isolate (the runtime hands each request the same env object). */
export function configurationOf(env: ConfigEnv): ConfigCheck {
  let check = checked.get(env);
  if (!check) {
    check = checkConfiguration(env);
    checked.set(env, check);
  }
  return check;
}

/** The structured log line for a refused request or cron run: names what is missing, never a value. */
export function misconfigurationLog(check: ConfigCheck, context: Record<string, string>): string {
  return JSON.stringify({
    event: 'configuration_invalid',
    environment: check.environment,
    missing: check.problems.map((problem) => problem.setting),
    problems: check.problems.map((problem) => problem.problem),
    ...context,
  });
}
