/** The dealer area's news and guidelines as operators write them: bounded title, Markdown body and position. */
import * as z from 'zod/mini';
import { LOCALES } from '../locales.ts';
import { requiredText } from '../validation/rules.ts';

export const DEALER_ARTICLE_KINDS = ['news', 'guideline'] as const;
export const DEALER_ARTICLE_LIMITS = { title: 200, body: 30_000, position: 10_000 } as const;

const position = z.number({ error: 'validation.invalid' }).check(z.int('validation.invalid'), z.minimum(0, 'validation.min'), z.maximum(DEALER_ARTICLE_LIMITS.position, 'validation.max'));

export const dealerArticleInputSchema = z.strictObject(
  {
    kind: z.enum(DEALER_ARTICLE_KINDS, 'validation.invalid'),
    locale: z.enum(LOCALES, 'validation.invalid'),
    title: requiredText(DEALER_ARTICLE_LIMITS.title),
    bodyMarkdown: requiredText(DEALER_ARTICLE_LIMITS.body),
    position: z._default(position, 0),
  },
  { error: 'validation.invalid' },
);

/** An update names the version it edited (`updatedAt` as read, ms), so a stale edit is refused. */
export const dealerArticleUpdateSchema = z.strictObject(
  {
    ...dealerArticleInputSchema.def.shape,
    updatedAt: z.number({ error: 'validation.invalid' }).check(z.int('validation.invalid'), z.positive('validation.invalid')),
  },
  { error: 'validation.invalid' },
);

export type DealerArticleInput = z.infer<typeof dealerArticleInputSchema>;
export type DealerArticleUpdate = z.infer<typeof dealerArticleUpdateSchema>;
