/** Whether an editor URL can name an editor page at all (kind, step of that kind, numeric id); else it is a 404. */
import { isEditorStep, isProductKind } from '../../domain/ad-editor/steps.ts';
import { isEntityId } from '../../domain/ids.ts';
import type { RouteParams } from '../../domain/routes.ts';

/** /ad/edit/{type}/{step}/{id?}: the id may be missing (the page then sends the seller to the sell funnel). */
export function editorRouteValid(params: RouteParams): boolean {
  const kind = params.type;
  return isProductKind(kind) && isEditorStep(kind, params.step) && (params.id === undefined || isEntityId(params.id));
}
