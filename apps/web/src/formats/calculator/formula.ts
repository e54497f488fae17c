import { evaluate, type MathNode, parse } from 'mathjs';

const CONSTANTS = new Set(['pi', 'e', 'tau', 'phi', 'PI', 'E']);

export type FormulaCheck =
  | { ok: true }
  | { ok: false; reason: 'syntax' }
  | { ok: false; reason: 'unknown'; name: string };

/** Is the formula valid mathjs using only the inputs (and constants such as pi)? */
export function checkFormula(formula: string, inputNames: string[]): FormulaCheck {
  let tree: MathNode;
  try {
    tree = parse(formula);
  } catch {
    return { ok: false, reason: 'syntax' };
  }
  let unknown: string | null = null;
  tree.traverse((node, path, parent) => {
    if (unknown || node.type !== 'SymbolNode') return;
    // The name of a called function (sqrt, round ...) is not a variable.
    if (parent?.type === 'FunctionNode' && path === 'fn') return;
    const name = (node as MathNode & { name: string }).name;
    if (!inputNames.includes(name) && !CONSTANTS.has(name)) unknown = name;
  });
  return unknown ? { ok: false, reason: 'unknown', name: unknown } : { ok: true };
}

/** The formula's value for the inputs, or null when it does not give a finite number. */
export function evaluateFormula(formula: string, scope: Record<string, number>): number | null {
  try {
    const value: unknown = evaluate(formula, { ...scope });
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}
