// ESLint rule hearth/layers: the architecture test's layer table (scripts/layer-table.mjs) as an editor error, so a
// forbidden import is flagged where it is typed. File-level cycles stay in the architecture test (they need the tree).
import { relative, sep } from 'node:path';
import { importProblem, looseAgentFile } from './layer-table.mjs';

const repoRoot = new URL('..', import.meta.url).pathname;

/** @type {import('eslint').Rule.RuleModule} */
const layersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports follow the layer table in ARCHITECTURE.md (scripts/layer-table.mjs).' },
    schema: [],
  },
  create(context) {
    const path = relative(repoRoot, context.filename).split(sep).join('/');
    const check = (node, spec) => {
      if (typeof spec !== 'string') return;
      const problem = importProblem(path, spec);
      if (problem) context.report({ node, message: problem.message });
    };
    return {
      Program(node) {
        const loose = looseAgentFile(path);
        if (loose) context.report({ node, message: loose });
      },
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      CallExpression(node) {
        const [first] = node.arguments;
        if (node.callee.type === 'Identifier' && node.callee.name === 'require' && first?.type === 'Literal')
          check(node, first.value);
      },
    };
  },
};

export const hearthPlugin = { rules: { layers: layersRule } };
