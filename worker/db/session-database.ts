/**
 * One request's D1: the binding's shape over a Sessions API session, so everything the request asks of `env.DB` or
 * of its drizzle client goes through the one session (read replicas with read-your-writes, docs/architecture.md).
 */
export class SessionDatabase implements D1Database {
  readonly #binding: D1Database;
  readonly #session: D1DatabaseSession;

  constructor(binding: D1Database, start: D1SessionBookmark | D1SessionConstraint) {
    this.#binding = binding;
    this.#session = binding.withSession(start);
  }

  /** The binding under the session, for work that must not follow this request's session (isolate-wide caches). */
  get binding(): D1Database {
    return this.#binding;
  }

  prepare(query: string): D1PreparedStatement {
    return this.#session.prepare(query);
  }

  batch<T = unknown>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]> {
    return this.#session.batch<T>(statements);
  }

  /** A session has no exec: raw multi-statement SQL goes to the primary, outside the session (no request uses it). */
  exec(query: string): Promise<D1ExecResult> {
    return this.#binding.exec(query);
  }

  /** Another session is the binding's, independent of this one. */
  withSession(constraintOrBookmark?: D1SessionBookmark | D1SessionConstraint): D1DatabaseSession {
    return this.#binding.withSession(constraintOrBookmark);
  }

  dump(): Promise<ArrayBuffer> {
    return this.#binding.dump();
  }

  /** The newest database state this request's queries saw or made; null while none ran. */
  bookmark(): D1SessionBookmark | null {
    return this.#session.getBookmark();
  }
}
