import { StreamLanguage, type StreamParser, type StringStream } from '@codemirror/language';

const KEYWORDS = new Set([
  'access',
  'all',
  'account',
  'as',
  'attachment',
  'auth',
  'break',
  'case',
  'contract',
  'continue',
  'create',
  'default',
  'destroy',
  'else',
  'emit',
  'entitlement',
  'enum',
  'event',
  'execute',
  'for',
  'fun',
  'if',
  'import',
  'in',
  'init',
  'interface',
  'let',
  'mapping',
  'post',
  'pre',
  'prepare',
  'priv',
  'pub',
  'remove',
  'resource',
  'return',
  'self',
  'struct',
  'switch',
  'transaction',
  'var',
  'view',
  'while',
  'with',
  'from',
]);

const ATOMS = new Set(['true', 'false', 'nil']);

/** Where the tokenizer is: code, inside a string, or inside (possibly nested) block comments. */
export interface CadenceTokenizerState {
  /** Open `/*` comments (Cadence nests them). */
  commentDepth: number;
  inString: boolean;
  /** One entry per open `\(` interpolation: the parentheses opened inside it so far. */
  interpolations: number[];
}

function startState(): CadenceTokenizerState {
  return { commentDepth: 0, inString: false, interpolations: [] };
}

function copyState(state: CadenceTokenizerState): CadenceTokenizerState {
  return { ...state, interpolations: [...state.interpolations] };
}

function blockComment(stream: StringStream, state: CadenceTokenizerState): string {
  while (!stream.eol()) {
    if (stream.match('/*')) state.commentDepth += 1;
    else if (stream.match('*/')) state.commentDepth -= 1;
    else stream.next();
    if (state.commentDepth === 0) break;
  }
  return 'comment';
}

function stringBody(stream: StringStream, state: CadenceTokenizerState): string {
  if (stream.match('\\(')) {
    state.inString = false;
    state.interpolations.push(0);
    return 'string.special';
  }
  if (stream.match(/^\\u\{[0-9a-fA-F]{1,8}\}/) || stream.match(/^\\[0nrt"'\\]/)) {
    return 'string.special';
  }
  if (stream.peek() === '\\') {
    stream.next();
    return 'invalid';
  }
  if (stream.eat('"')) {
    state.inString = false;
    return 'string';
  }
  // Cadence strings end at the line: an unterminated one must not colour the rest of the file.
  while (!stream.eol()) {
    const next = stream.peek();
    if (next === '"' || next === '\\') break;
    stream.next();
  }
  if (stream.eol()) state.inString = false;
  return 'string';
}

function code(stream: StringStream, state: CadenceTokenizerState): string | null {
  if (stream.eatSpace()) return null;
  if (stream.match('//')) {
    stream.skipToEnd();
    return 'comment';
  }
  if (stream.match('/*')) {
    state.commentDepth = 1;
    return blockComment(stream, state);
  }
  const open = state.interpolations.length - 1;
  if (open >= 0) {
    if (stream.peek() === '(') state.interpolations[open] = (state.interpolations[open] ?? 0) + 1;
    if (stream.peek() === ')') {
      if (state.interpolations[open] === 0) {
        stream.next();
        state.interpolations.pop();
        state.inString = true;
        return 'string.special';
      }
      state.interpolations[open] = (state.interpolations[open] ?? 1) - 1;
    }
  }
  if (stream.eat('"')) {
    state.inString = true;
    return 'string';
  }
  if (stream.match(/^0x[0-9a-fA-F_]+/)) return 'number.special';
  if (stream.match(/^0b[01_]+/) || stream.match(/^0o[0-7_]+/)) return 'number';
  if (stream.match(/^[0-9][0-9_]*(\.[0-9_]+)?/)) return 'number';
  if (stream.match(/^\/(storage|public|private)\/[A-Za-z_][A-Za-z0-9_]*/)) return 'atom';
  const word = stream.match(/^[A-Za-z_][A-Za-z0-9_]*/);
  if (word && typeof word !== 'boolean') {
    const text = word[0];
    if (ATOMS.has(text)) return 'atom';
    if (KEYWORDS.has(text)) return 'keyword';
    if (/^[A-Z]/.test(text)) return 'typeName';
    return 'variableName';
  }
  if (stream.match(/^(<-!|<->|<-|->|\?\?|[=!<>]=|&&|\|\||[-+*/%=<>!&|^?@])/)) return 'operator';
  stream.next();
  return 'punctuation';
}

/** Cadence tokens: keywords, types, strings with escapes and `\(…)` templates, nested comments, numbers, addresses, paths. */
export const cadenceStreamParser: StreamParser<CadenceTokenizerState> = {
  name: 'cadence',
  startState,
  copyState,
  token(stream, state) {
    if (state.commentDepth > 0) return blockComment(stream, state);
    if (state.inString) return stringBody(stream, state);
    return code(stream, state);
  },
  languageData: {
    commentTokens: { line: '//', block: { open: '/*', close: '*/' } },
    closeBrackets: { brackets: ['(', '[', '{', '"'] },
  },
};

export const cadenceLanguage = StreamLanguage.define(cadenceStreamParser);
