/**
 * Message Markdown to safe HTML: marked parses, then DOMPurify sanitises with a short allowlist.
 *
 * Two layers, so that no HTML or script an agent or a user sends can run:
 * 1. marked never passes HTML through: raw HTML in the Markdown is shown as text, links and images
 *    keep only http(s) (links also mailto/tel) URLs, everything else is escaped;
 * 2. DOMPurify then removes anything outside the allowlist of what (1) produces, event handler
 *    attributes, styles, and URLs of any other scheme, should (1) ever let something through.
 */
import createDOMPurify, { type Config } from 'dompurify';
import { Marked, type Token, type Tokens, type TokensList } from 'marked';

/** Highlighted HTML for a code block, or null when its language is not (yet) loaded. */
export type Highlighter = (code: string, language: string) => string | null;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

const SAFE_LINK = /^(?:https?:\/\/|mailto:|tel:)/i;
const SAFE_IMAGE = /^https?:\/\//i;

/** A URL as written in Markdown, with entity and percent tricks undone, if it is safe to follow. */
export function safeUrl(
  href: string | null | undefined,
  pattern: RegExp = SAFE_LINK,
): string | null {
  if (!href) return null;
  const trimmed = href.trim();
  // Control characters and whitespace inside the scheme ("java\tscript:") are stripped by browsers.
  // eslint-disable-next-line no-control-regex
  const probe = trimmed.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (!pattern.test(probe)) return null;
  try {
    const url = new URL(probe);
    if (!['http:', 'https:', 'mailto:', 'tel:'].includes(url.protocol)) return null;
    if (pattern === SAFE_IMAGE && url.protocol !== 'http:' && url.protocol !== 'https:')
      return null;
    return url.href;
  } catch {
    return null;
  }
}

/** The language named after a code fence (```ts title="x" -> "ts"), lower-cased. */
export function fenceLanguage(lang: string | undefined): string {
  return (
    (lang ?? '')
      .trim()
      .match(/^[\w+#.-]+/)?.[0]
      ?.toLowerCase() ?? ''
  );
}

/** Languages of the fenced code blocks in `source`, found without parsing (to preload highlighting). */
export function codeFenceLanguages(source: string): string[] {
  if (!source.includes('```') && !source.includes('~~~')) return [];
  const found = new Set<string>();
  for (const match of source.matchAll(/^ {0,3}(?:```|~~~)[ \t]*([\w+#.-]+)/gm))
    found.add(match[1]!.toLowerCase());
  return [...found];
}

export function hasCodeBlock(source: string): boolean {
  return /^ {0,3}(?:```|~~~)/m.test(source);
}

function buildMarked(highlight: Highlighter | undefined): Marked {
  return new Marked({
    gfm: true,
    breaks: false,
    async: false,
    renderer: {
      html({ text }: Tokens.HTML | Tokens.Tag) {
        return escapeHtml(text);
      },
      code({ text, lang }: Tokens.Code) {
        const language = fenceLanguage(lang);
        const highlighted = language && highlight ? highlight(text, language) : null;
        const body = highlighted ?? escapeHtml(text);
        const label = escapeHtml(language || 'text');
        const cls = language ? ` class="hljs language-${escapeHtml(language)}"` : ' class="hljs"';
        return (
          `<div class="md-code"><div class="md-code-head"><span class="md-code-lang">${label}</span>` +
          `${COPY_SLOT}</div><pre><code${cls}>${body}</code></pre></div>`
        );
      },
      link(
        this: { parser: { parseInline(tokens: Tokens.Generic[]): string } },
        { href, title, tokens }: Tokens.Link,
      ) {
        const label = this.parser.parseInline(tokens);
        const url = safeUrl(href);
        if (!url) return label;
        const titleAttr = title ? ` title="${escapeHtml(title)}"` : '';
        return `<a href="${escapeHtml(url)}"${titleAttr} target="_blank" rel="noopener noreferrer nofollow">${label}</a>`;
      },
      image({ href, title, text }: Tokens.Image) {
        const url = safeUrl(href, SAFE_IMAGE);
        if (!url) return escapeHtml(text);
        const titleAttr = title ? ` title="${escapeHtml(title)}"` : '';
        return `<img src="${escapeHtml(url)}" alt="${escapeHtml(text)}"${titleAttr} loading="lazy" referrerpolicy="no-referrer">`;
      },
    },
  });
}

/**
 * Where the copy button of a code block goes. The button is put in after sanitising (a constant
 * string at a marker only marked writes, raw HTML being escaped), so the allowlist has no buttons.
 */
const COPY_SLOT = '<span class="md-copy-slot"></span>';
const COPY_BUTTON = '<button type="button" class="md-copy" data-copy="code">Copy</button>';

const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'em',
  'del',
  's',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'input',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'a',
  'img',
  'span',
  'div',
];
const ALLOWED_ATTR = [
  'href',
  'title',
  'alt',
  'src',
  'class',
  'align',
  'start',
  'type',
  'checked',
  'disabled',
  'target',
  'rel',
  'loading',
  'referrerpolicy',
];

const PURIFY_CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:)/i,
  FORBID_TAGS: [
    'style',
    'script',
    'iframe',
    'object',
    'embed',
    'form',
    'svg',
    'math',
    'template',
    'link',
    'meta',
    'base',
    'button',
  ],
  FORBID_ATTR: ['style', 'srcset', 'formaction', 'xlink:href', 'action'],
  KEEP_CONTENT: true,
  RETURN_TRUSTED_TYPE: false,
};

type Purifier = ReturnType<typeof createDOMPurify>;
let purifier: Purifier | null = null;

function getPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = createDOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      const url = safeUrl(node.getAttribute('href'));
      if (url) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer nofollow');
      } else {
        node.removeAttribute('href');
      }
    }
    if (node.nodeName === 'IMG' && !safeUrl(node.getAttribute('src'), SAFE_IMAGE))
      node.removeAttribute('src');
    if (node.nodeName === 'INPUT') {
      // Only GFM task-list checkboxes, and never interactive.
      if (node.getAttribute('type') !== 'checkbox') node.remove();
      else node.setAttribute('disabled', '');
    }
  });
  purifier = instance;
  return instance;
}

const plain = buildMarked(undefined);
let withHighlight: { fn: Highlighter; marked: Marked } | null = null;

function markedFor(highlight: Highlighter | undefined): Marked {
  if (!highlight) return plain;
  if (withHighlight?.fn !== highlight)
    withHighlight = { fn: highlight, marked: buildMarked(highlight) };
  return withHighlight.marked;
}

function finish(html: string): string {
  const clean = sanitizeHtml(html);
  if (!clean.includes(COPY_SLOT)) return clean;
  // Only the code renderer above writes <pre> (a message's own HTML is escaped): a long line
  // scrolls it sideways, and a region that scrolls must take the keyboard's focus to be read.
  return clean.replaceAll(COPY_SLOT, COPY_BUTTON).replaceAll('<pre>', '<pre tabindex="0">');
}

/** Markdown to sanitised HTML, with code blocks highlighted when `highlight` knows their language. */
export function renderMarkdown(source: string, highlight?: Highlighter): string {
  return finish(markedFor(highlight).parse(source, { async: false }));
}

/**
 * What the last call of renderMarkdownBlocks lexed, so the next call on the same text grown at its
 * end lexes only from its last block on. Lexing the whole reply on every render took tens of
 * milliseconds at 4x CPU near the end of a long reply, work a key press had to wait behind.
 */
export interface GrowingText {
  lexed: { source: string; tokens: Token[] } | null;
}

export function growingText(): GrowingText {
  return { lexed: null };
}

/**
 * The top-level tokens of `source`. When it is `growing`'s last text with more at its end, the
 * tokens before the last block are kept and only the rest is lexed: text added at the end can
 * change only the last block (a blank line before it, then more of a list or an indented code
 * block, is lexed again from that list or code block). Reference definitions (`[x]: url`) reach
 * back to earlier blocks, so a text holding one is lexed whole, as are texts whose tokens do not
 * add up to the text (line endings marked normalises).
 */
function lexGrowing(
  marked: Marked,
  source: string,
  growing: GrowingText | undefined,
): { tokens: Token[]; links: TokensList['links'] } {
  const last = growing?.lexed;
  if (last && source.length >= last.source.length && source.startsWith(last.source)) {
    let stable = last.tokens.length - 1;
    while (stable >= 0 && last.tokens[stable]!.type === 'space') stable--;
    const kept = last.tokens.slice(0, Math.max(0, stable));
    const offset = kept.reduce((length, token) => length + token.raw.length, 0);
    const tail = marked.lexer(source.slice(offset));
    if (Object.keys(tail.links).length === 0) {
      const tokens = [...kept, ...tail];
      growing.lexed = { source, tokens };
      return { tokens, links: tail.links };
    }
  }
  const tokens = marked.lexer(source);
  const whole =
    Object.keys(tokens.links).length === 0 &&
    tokens.reduce((length, token) => length + token.raw.length, 0) === source.length;
  if (growing) growing.lexed = whole ? { source, tokens: [...tokens] } : null;
  return { tokens, links: tokens.links };
}

/**
 * A growing text (a reply streaming in) as one sanitised HTML string per top-level block. Blocks
 * whose Markdown did not change come from `cache` (keyed by their source), so each frame parses
 * the text but sanitises and re-renders only the block that grew. `cache` is pruned to the
 * current blocks. With `growing`, only the text from the last block on is lexed again.
 */
export function renderMarkdownBlocks(
  source: string,
  highlight: Highlighter | undefined,
  cache: Map<string, string>,
  isReady: (language: string) => boolean = () => false,
  growing?: GrowingText,
): string[] {
  const marked = markedFor(highlight);
  const { tokens, links } = lexGrowing(marked, source, growing);
  const out: string[] = [];
  const used = new Set<string>();
  // A reference definition changes how the blocks that use it render, wherever they stand.
  const linkKey = Object.keys(links).length === 0 ? '' : JSON.stringify(links);
  for (const token of tokens) {
    if (token.type === 'space' || token.type === 'def') continue;
    // A code block renders differently once its own grammar has loaded (and only then).
    const ready =
      token.type === 'code' &&
      highlight !== undefined &&
      isReady(fenceLanguage((token as Tokens.Code).lang));
    const key = `${ready ? 'h' : ''}\u0000${linkKey}\u0000${token.type}\u0000${token.raw}`;
    used.add(key);
    let html = cache.get(key);
    if (html === undefined) {
      // A copy: marked's renderer may change a token it renders (task lists), and a kept token
      // is rendered again when its highlighting arrives.
      html = finish(marked.parser(Object.assign([structuredClone(token)], { links })));
      cache.set(key, html);
    }
    out.push(html);
  }
  for (const key of cache.keys()) if (!used.has(key)) cache.delete(key);
  return out;
}

export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, PURIFY_CONFIG) as unknown as string;
}
