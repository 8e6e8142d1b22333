// Checks a parsed mathjs expression before it is evaluated: only arithmetic, units and a list of bounded functions may
// run, so an expression cannot define functions, build ranges or reach import/createUnit/evaluate (tools/calculator/).
import type { MathNode } from 'mathjs';

/** Functions an expression may call; everything else in the mathjs namespace is refused. */
export const ALLOWED_FUNCTIONS: ReadonlySet<string> = new Set([
  'abs',
  'add',
  'subtract',
  'multiply',
  'divide',
  'pow',
  'sqrt',
  'cbrt',
  'nthRoot',
  'exp',
  'log',
  'log10',
  'log2',
  'log1p',
  'expm1',
  'round',
  'floor',
  'ceil',
  'fix',
  'mod',
  'gcd',
  'lcm',
  'min',
  'max',
  'sum',
  'prod',
  'mean',
  'median',
  'std',
  'variance',
  'hypot',
  'sign',
  'square',
  'cube',
  'factorial',
  'gamma',
  'combinations',
  'permutations',
  'sin',
  'cos',
  'tan',
  'csc',
  'cot',
  'asin',
  'acos',
  'atan',
  'atan2',
  'sinh',
  'cosh',
  'tanh',
  'to',
  'unit',
  'number',
  'bignumber',
  'isInteger',
]);

/** Node types an expression may contain (no function definitions, ranges, indexes, property access or objects). */
const ALLOWED_NODE_TYPES: ReadonlySet<string> = new Set([
  'ConstantNode',
  'SymbolNode',
  'OperatorNode',
  'ParenthesisNode',
  'FunctionNode',
  'ArrayNode',
  'AssignmentNode',
  'BlockNode',
  'ConditionalNode',
  'RelationalNode',
]);

const NODE_WORDS: Record<string, string> = {
  FunctionAssignmentNode: 'defining functions',
  RangeNode: 'ranges (a:b)',
  IndexNode: 'indexing ([…] after a value)',
  AccessorNode: 'property access',
  ObjectNode: 'objects ({…})',
};

/** Why `root` may not run, or undefined when it may. `isFunctionName` says whether a symbol names a mathjs function. */
export function refusedPart(root: MathNode, isFunctionName: (name: string) => boolean): string | undefined {
  let refusal: string | undefined;
  root.traverse((node, _path, parent) => {
    if (refusal) return;
    if (!ALLOWED_NODE_TYPES.has(node.type)) {
      refusal = `The calculator does not allow ${NODE_WORDS[node.type] ?? node.type}.`;
      return;
    }
    if (node.type === 'FunctionNode') {
      const fn = (node as unknown as { fn: MathNode }).fn;
      if (fn.type !== 'SymbolNode') refusal = 'The calculator only calls functions by name.';
      return;
    }
    if (node.type === 'AssignmentNode') {
      const target = (node as unknown as { object: MathNode }).object;
      if (target.type !== 'SymbolNode') refusal = 'The calculator only assigns plain variables (x = 5).';
      return;
    }
    if (node.type !== 'SymbolNode') return;
    const name = (node as unknown as { name: string }).name;
    const isAssignmentTarget =
      parent?.type === 'AssignmentNode' && (parent as unknown as { object: MathNode }).object === node;
    if (!isAssignmentTarget && isFunctionName(name) && !ALLOWED_FUNCTIONS.has(name)) {
      refusal = `The calculator does not offer the function '${name}'.`;
    }
  });
  return refusal;
}
