/** The operators' audit log, read and filtered (never edited: no route changes or deletes an entry). */
import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { AppEnv } from '../env.ts';
import { positiveId } from '../lib/params.ts';
import { validate } from '../lib/validate.ts';
import { AUDIT_SUBJECTS } from '../services/operations/audit.ts';
import { AUDIT_PAGE_DEFAULT, AUDIT_PAGE_MAX, auditPage } from '../services/operations/audit-entries.ts';

export const adminAuditRoutes = new Hono<AppEnv>();

const auditQuery = z.object({
  actor: z.optional(positiveId),
  action: z.optional(z.string().check(z.regex(/^[a-z_]+\.[a-z_]+$/, 'validation.invalid'), z.maxLength(80, 'validation.max'))),
  subjectType: z.optional(z.enum(AUDIT_SUBJECTS, 'validation.invalid')),
  subjectId: z.optional(z.string().check(z.minLength(1, 'validation.invalid'), z.maxLength(80, 'validation.max'))),
  before: z.optional(positiveId),
  limit: z._default(z.coerce.number().check(z.int('validation.invalid'), z.minimum(1, 'validation.invalid'), z.maximum(AUDIT_PAGE_MAX, 'validation.invalid')), AUDIT_PAGE_DEFAULT),
});

adminAuditRoutes.get('/admin/api/audit', validate('query', auditQuery), async (c) => {
  const query = c.req.valid('query');
  return c.json(
    await auditPage(c.get('db'), {
      ...(query.actor !== undefined ? { actorCustomerId: query.actor } : {}),
      ...(query.action ? { action: query.action } : {}),
      ...(query.subjectType ? { subjectType: query.subjectType } : {}),
      ...(query.subjectId ? { subjectId: query.subjectId } : {}),
      ...(query.before !== undefined ? { beforeId: query.before } : {}),
      limit: query.limit,
    }),
  );
});
