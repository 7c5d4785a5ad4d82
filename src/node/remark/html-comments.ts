/**
 * HTML comments on lines of their own (`<!-- truncate -->`, `<!-- TODO … -->`) in MDX.
 *
 * gatsby-plugin-mdx parses .md files as MDX too (its `format` option is one value for all
 * files), and MDX 2 rejects `<!--`. This parser extension, tried before MDX's JSX, reads a
 * comment that starts a line and ends a line (it may span lines) and drops it from the
 * tree, as a Markdown renderer would hide it. Like remark-directive, it must be attached
 * as a real plugin so it extends the parser. Comments inside a paragraph remain an error.
 */

type Code = number | null;
type State = (code: Code) => State | void;
type Effects = {
  enter: (type: string) => void;
  exit: (type: string) => void;
  consume: (code: Code) => void;
};
type Tokenizer = (effects: Effects, ok: State, nok: State) => State;

const LESS_THAN = 60;
const EXCLAMATION = 33;
const DASH = 45;
const GREATER_THAN = 62;

// micromark's character codes: -5..-3 are line endings, -2 (tab) -1 (virtual space) and 32 are spaces.
const isLineEnding = (code: Code) => code !== null && code < -2;
const isSpace = (code: Code) => code === -2 || code === -1 || code === 32;

const tokenizeHtmlComment: Tokenizer = (effects, ok, nok) => {
  const expect =
    (char: number, next: State): State =>
    (code) => {
      if (code !== char) return nok(code);
      effects.consume(code);
      return next;
    };
  const inside: State = (code) => {
    if (code === null) return nok(code);
    if (isLineEnding(code)) {
      effects.exit('htmlCommentData');
      effects.enter('lineEnding');
      effects.consume(code);
      effects.exit('lineEnding');
      effects.enter('htmlCommentData');
      return inside;
    }
    effects.consume(code);
    return code === DASH ? dash : inside;
  };
  const dash: State = (code) => {
    if (code !== DASH) return inside(code);
    effects.consume(code);
    return dashDash;
  };
  const dashDash: State = (code) => {
    if (code === GREATER_THAN) {
      effects.consume(code);
      effects.exit('htmlCommentData');
      return after;
    }
    if (code === DASH) {
      effects.consume(code);
      return dashDash;
    }
    return inside(code);
  };
  const after: State = (code) => {
    if (isSpace(code)) {
      effects.consume(code);
      return after;
    }
    if (code === null || isLineEnding(code)) {
      effects.exit('htmlComment');
      return ok(code);
    }
    // Text after the comment on the same line: not a comment line, let MDX decide.
    return nok(code);
  };
  const open = expect(LESS_THAN, expect(EXCLAMATION, expect(DASH, expect(DASH, inside))));
  return (code) => {
    effects.enter('htmlComment');
    effects.enter('htmlCommentData');
    return open(code);
  };
};

const htmlCommentConstruct = { name: 'htmlComment', tokenize: tokenizeHtmlComment, concrete: true, add: 'before' };

/** The comment leaves no node: its text is collected and thrown away. */
const htmlCommentFromMarkdown = {
  enter: {
    htmlComment(this: { buffer: () => void }) {
      this.buffer();
    },
  },
  exit: {
    htmlComment(this: { resume: () => string }) {
      this.resume();
    },
  },
};

export function remarkHtmlComments(this: { data: () => Record<string, unknown[] | undefined> }) {
  const data = this.data();
  (data.micromarkExtensions ??= []).push({ flow: { [LESS_THAN]: htmlCommentConstruct } });
  (data.fromMarkdownExtensions ??= []).push(htmlCommentFromMarkdown);
}
