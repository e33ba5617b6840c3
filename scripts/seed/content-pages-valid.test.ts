/** The seeded site pages fit the console's page schemas, so operators can open, save and publish every one of them. */
import { describe, expect, it } from 'vitest';
import type { ContentPageSlug } from '../../domain/content.ts';
import { pageBodyKind, pageFieldsSchema } from '../../domain/operations/content-page-fields.ts';
import { content as cs } from './content/cs.ts';
import { content as da } from './content/da.ts';
import { content as de } from './content/de.ts';
import { content as en } from './content/en.ts';
import { content as es } from './content/es.ts';
import { content as nl } from './content/nl.ts';
import { content as pl } from './content/pl.ts';
import { content as sv } from './content/sv.ts';

describe.each(Object.entries({ de, en, nl, sv, da, pl, es, cs }))('seeded pages in %s', (_, content) => {
  it('all fit their body kind', () => {
    for (const [slug, page] of Object.entries(content.pages)) {
      const result = pageFieldsSchema(pageBodyKind(slug as ContentPageSlug)).safeParse(page);
      expect(result.success ? null : { slug, issues: result.error.issues.slice(0, 3) }).toBeNull();
    }
  });
});
