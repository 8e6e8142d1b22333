// Minimal typings for mvdan-sh (mvdan.cc/sh/v3/syntax compiled to JavaScript): only what command-parse.ts reads.
declare module 'mvdan-sh' {
  export interface ShNode {
    [field: string]: unknown;
  }
  export interface ShParser {
    Parse(source: string, name: string): ShNode;
  }
  const mvdan: {
    syntax: {
      NewParser(...options: unknown[]): ShParser;
      Variant(lang: unknown): unknown;
      LangBash: unknown;
      NodeType(node: ShNode): string;
      Walk(node: ShNode, visit: (node: ShNode | null) => boolean): void;
    };
  };
  export default mvdan;
}
