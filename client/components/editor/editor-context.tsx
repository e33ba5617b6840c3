/** What every part of the open editor reads: the ad, its kind and step, the definitions, the draft and navigation. */
import { createContext, type Dispatch, type SetStateAction, useContext } from 'react';
import type { EditorStep } from '../../../domain/ad-editor/steps.ts';
import type { ProductKind } from '../../../domain/attributes.ts';
import type { SellerType } from '../../lib/editor-fields.ts';
import type { EditorScope } from '../../lib/editor-media.ts';
import type { AttributeViews, EditorProduct } from '../../lib/editor-product.ts';
import type { AdDraft } from './use-ad-draft.ts';

export interface EditorContextValue {
  product: EditorProduct;
  setProduct: Dispatch<SetStateAction<EditorProduct>>;
  kind: ProductKind;
  step: EditorStep;
  scope: EditorScope;
  definitions: AttributeViews;
  draft: AdDraft;
  seller: SellerType;
  /** Saves what is pending, then opens the step (its heading takes the focus). */
  goTo: (step: EditorStep) => void;
  /** Asks the confirmation an answer needs (if any); true when the answer may be kept. */
  ask: (code: string, value: unknown) => Promise<boolean>;
}

export const EditorContext = createContext<EditorContextValue | null>(null);

export function useEditor(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error('useEditor outside the editor');
  return value;
}
