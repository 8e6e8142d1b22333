// Types for scripts/layer-table.mjs: the layer table shared by the architecture test and ESLint's hearth/layers rule.
export type Layer = string;
export interface ImportProblem {
  message: string;
  from: Layer;
  to?: Layer;
}
export const allowedImports: Record<Layer, readonly Layer[]>;
export const agentRooms: readonly string[];
export function layerOf(path: string): Layer | undefined;
export function mayImport(from: Layer, to: Layer): boolean;
export function looseAgentFile(path: string): string | undefined;
export function importProblem(fromPath: string, spec: string): ImportProblem | undefined;
export function importedLayer(fromPath: string, spec: string): Layer | undefined;
