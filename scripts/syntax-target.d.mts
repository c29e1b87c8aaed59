/** A use of syntax that Chrome 87 or Safari 14 lacks; line and column are 1-based. */
export interface SyntaxFinding {
  line: number;
  column: number;
  feature: string;
}

/** Every use, in an ES module's source, of syntax that Chrome 87 or Safari 14 cannot run. */
export function findUnsupportedSyntax(code: string): SyntaxFinding[];

/** The features a regular expression's pattern and flags use that Chrome 87 or Safari 14 lack. */
export function unsupportedRegExpFeatures(pattern: string, flags: string): string[];
