/** Types of js-budget.mjs for TypeScript callers. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

export interface PageSourceLike {
  module: string;
  audience: string;
}

export interface PageFigure {
  module: string;
  routes: string[];
  audience: string;
  files: number;
  kib: number;
}

export const INITIAL_JS_BUDGET_KIB: number;
export const ENTRY: string;
export function initialFiles(manifest: Record<string, ManifestChunk>, page: string): string[];
export function measurePages(
  manifest: Record<string, ManifestChunk>,
  sources: Record<string, PageSourceLike>,
  gzipBytes: (file: string) => number,
): PageFigure[];
export function checkJsBudget(rows: PageFigure[], limit?: number): { ok: boolean; lines: string[]; message: string };
export function measureBuild(root: string, sources: Record<string, PageSourceLike>): PageFigure[];
